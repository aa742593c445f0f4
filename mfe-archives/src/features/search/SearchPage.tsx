import { journal, skipToken, useArchiveSuggestions, useHeldAnswer } from '@journal/shared';
import { PageHead, basicHead, searchPageMeta } from '@journal/shared/metadata';
import { Link, useNavigate, useSearchParams } from '@journal/shared/router';
import { readSiteSearchLink, siteSearchLink } from '@journal/shared/routes';
import {
  AuthorLinks,
  HeldList,
  Highlighted,
  LoadingScreen,
  PageHeader,
  Pagination,
  RetryNotice,
  SuggestCombobox,
  unmarked,
} from '@journal/shared/ui';
import { workCards } from '@journal/shared/widgets';
import { countOf } from '@journal/shared/text';
import { NoResults } from './components/NoResults.tsx';
import { PagePosition } from './components/PagePosition.tsx';
import { SearchFacets } from './components/SearchFacets.tsx';
import { useSiteSearchQuery } from './discoveryApi.ts';

// Built with the shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
const { WorkCardList } = workCards({ AuthorLinks, Highlighted, Link, unmarked });

/** What a result is called in the count, singular and plural. */
const RESULT_NOUN = ['result', 'results'] as const;

/**
 * /search: papers, theses and conference papers from one ranked search (/siteSearch), 20 a page,
 * with type and year filters. Every change (new words, a filter, a page) is a new address, so Back
 * returns to the previous results.
 */
export function SearchPage() {
  const loadSuggestions = useArchiveSuggestions();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { q, filters } = readSiteSearchLink(params);
  const { kind, year, any } = filters;
  const results = useSiteSearchQuery(q ? { search: q, filters } : skipToken);
  const { isError, refetch } = results;
  // New words, a filter or a page: the results on screen stay, marked busy, until the next arrive.
  const { answer, busy } = useHeldAnswer(results);
  const meta = searchPageMeta(q);

  return (
    <div className="space-y-6">
      <PageHead
        head={basicHead(
          { ...meta, path: q ? `/search?${new URLSearchParams({ q })}` : '/search' },
          window.location.origin,
        )}
      />
      <PageHeader
        lead={<p className="mt-1 text-slate-700">Papers, theses and conference papers of {journal.name}.</p>}
        extra={
          <SuggestCombobox
            key={q}
            label="Search the journal"
            initialText={q}
            loadSuggestions={loadSuggestions}
            onSubmit={(text) => void navigate(siteSearchLink(text))}
            className="mt-4 max-w-2xl"
          />
        }
      >
        Search
      </PageHeader>

      {!q ? (
        <p className="text-slate-700">
          Type words of a title, an author’s name, words of an abstract, a paper ID (such as 2025-V4I1) or a DOI.
        </p>
      ) : isError ? (
        <RetryNotice message="The search could not be completed." onRetry={() => void refetch()} />
      ) : !answer ? (
        <LoadingScreen title="Searching..." />
      ) : answer.total_items === 0 && answer.facets.kind.length === 0 ? (
        <NoResults query={q} filtered={false} withoutFilters={siteSearchLink(q)} />
      ) : (
        <HeldList busy={busy} className="grid gap-6 lg:grid-cols-[14rem_1fr]">
          <SearchFacets
            facets={answer.facets}
            kind={kind}
            year={year}
            hrefFor={(filters) => siteSearchLink(q, { ...filters, any })}
          />
          <section aria-labelledby="search-results-heading">
            <h2 id="search-results-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
              {countOf(answer.total_items, RESULT_NOUN, answer.total_is_lower_bound)} for “{q}”
              <PagePosition answer={answer} />
            </h2>
            {answer.results.length === 0 ? (
              <NoResults query={q} filtered={Boolean(kind || year)} withoutFilters={siteSearchLink(q)} />
            ) : (
              <WorkCardList works={answer.results} />
            )}
            <Pagination
              label="Search result pages"
              currentPage={answer.current_page}
              totalPages={answer.total_pages}
              onPageChange={(next) => void navigate(siteSearchLink(q, { kind, year, page: next, any }))}
            />
          </section>
        </HeldList>
      )}
    </div>
  );
}
