import { useCallback, useDeferredValue, useEffect } from 'react';
import {
  issuePageTitle,
  journal,
  journalDescriptor,
  skipToken,
  useArchiveSuggestions,
  useHeldAnswer,
  MAX_PAGE,
} from '@journal/shared';
import { Link, ListRequest, useReplaceAddress, useSearchParams, useStillShown } from '@journal/shared/router';
import {
  issueContentsLink,
  issueLink,
  pagePath,
  readIssueLink,
  readSearchText,
  SEARCH_PARAM,
  type ArchiveBase,
  type IssueRef as IssueSelection,
} from '@journal/shared/routes';
import {
  foundText,
  HeldList,
  LoadingScreen,
  PageNotFound,
  Pagination,
  RetryNotice,
  SuggestCombobox,
  PageHeader,
} from '@journal/shared/ui';
import { eyebrowClass } from '@journal/shared/design';
import { readPositiveInt } from '@journal/shared/text';
import { useArchiveIndexQuery, useArchiveSearchQuery, useIssuePapersQuery } from './archiveApi.ts';
import { IndexError } from './components/IndexError.tsx';
import { IssueSelectors } from './components/IssueSelectors.tsx';
import { PaperResults } from './components/PaperResults.tsx';
import { PAPER_NOUN, SearchResults, type FoundPapers } from './components/SearchResults.tsx';
import { issueHeading, resolveSelection } from './selection.ts';
import { PageTitle } from '@journal/shared/metadata';

/** A failed search is logged and shows as nothing found (docs/sections.md). */
const NOTHING_FOUND: FoundPapers = { papers: [], total: 0 };

export interface PaperListPageProps {
  base: ArchiveBase;
}

/**
 * /archives/paperlist and /current-issue/paperlist (docs/sections.md). The address is the only source of year,
 * volume, issue, page and search text; without a readable issue the reader is sent to the index (docs/sections.md).
 */
export function PaperListPage({ base }: PaperListPageProps) {
  return (
    <ListRequest read={readIssueLink} orElse={pagePath(base)}>
      {(selection) => <IssuePapers base={base} selection={selection} />}
    </ListRequest>
  );
}

function IssuePapers({ base, selection }: { base: ArchiveBase; selection: IssueSelection }) {
  const loadSuggestions = useArchiveSuggestions();
  const [params, setParams] = useSearchParams();
  const index = useArchiveIndexQuery();
  const years = index.data;
  // What is drawn comes from deferred values: the store's update renders at once but cheaply (the old
  // value), and the selectors and cards are drawn in a background render React slices (Total Blocking
  // Time, docs/performance.md). The address is resolved and the list requested from the fresh answer.
  const shownYears = useDeferredValue(years);
  const { year, volume, issue } = selection;

  const pageParam = params.get('page');
  const page = readPositiveInt(pageParam, MAX_PAGE) ?? 1;
  const search = readSearchText(params);
  const resolved = years ? resolveSelection(years, selection) : null;
  // The address to fall back to, a string so the effect below runs only when it changes.
  const fallbackLink = resolved?.kind === 'fallback' ? issueLink(base, resolved.selection) : null;
  const found = resolved?.kind === 'found';

  const list = useIssuePapersQuery(found ? { issue: { year, volume, issue }, page } : skipToken);
  // Search mode: the results replace the list until Clear. A failed search shows no results.
  const searchResults = useArchiveSearchQuery(found && search ? search : skipToken);

  // docs/sections.md: an issue the volume lacks (newest year still in progress) falls back to issue 1,
  // unless the reader has moved on while the index loaded (useReplaceAddress).
  const replaceAddress = useReplaceAddress();
  useEffect(() => {
    if (fallbackLink) replaceAddress(fallbackLink);
  }, [replaceAddress, fallbackLink]);

  /**
   * Every page of a list is its own history entry: Back returns to the page before (docs/architecture.md).
   * A correction of the address (`replace`) is made only while it is still this page's (useStillShown).
   */
  const stillShown = useStillShown();
  const changeQuery = useCallback(
    (change: (query: URLSearchParams) => void, replace = false) => {
      if (replace && !stillShown()) return;
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          change(updated);
          return updated;
        },
        { replace },
      );
    },
    [setParams, stillShown],
  );
  const setPage = useCallback((next: number) => changeQuery((query) => query.set('page', String(next))), [changeQuery]);

  // The address always names its page (kept when shared); filling it in is not a step of its own in history.
  useEffect(() => {
    if (pageParam !== String(page)) changeQuery((query) => query.set('page', String(page)), true);
  }, [pageParam, page, changeQuery]);

  // The page on screen stays, marked busy, until the next one arrives (docs/design.md, "Lists that hold still").
  const held = useHeldAnswer(list, `${year}-${volume}-${issue}`);
  const answer = useDeferredValue(held.answer);
  const heldSearch = useHeldAnswer(searchResults);
  const totalPages = answer?.total_pages ?? 0;

  // A page past the last (an old link, a typed address) shows the last page instead of an empty one.
  useEffect(() => {
    if (answer && totalPages >= 1 && page > totalPages)
      changeQuery((query) => query.set('page', String(totalPages)), true);
  }, [answer, totalPages, page, changeQuery]);

  // A year or volume the archive does not have is no page: the same Page Not Found the site server sends.
  if (resolved?.kind === 'unknown') return <PageNotFound />;

  const heading = issueHeading(selection);
  const searching = search !== null;
  const searchFound = searchResults.isError ? NOTHING_FOUND : (heldSearch.answer ?? null);

  return (
    <section aria-labelledby="paper-list-heading" className="space-y-6">
      <PageTitle>{issuePageTitle(year, volume, issue)}</PageTitle>
      <meta
        name="description"
        content={`Papers of ${heading} of the ${journal.name}, an ${journalDescriptor} (e-ISSN ${journal.eIssn}).`}
      />
      <PageHeader
        id="paper-list-heading"
        kicker={<p className={eyebrowClass}>{base === 'archives' ? 'Archives' : 'Current Issue'}</p>}
      >
        {heading}
      </PageHeader>

      {index.isError && <IndexError onRetry={() => void index.refetch()} />}
      {!shownYears && !index.isError && <LoadingScreen />}

      {shownYears && found && (
        <>
          <IssueSelectors base={base} years={shownYears} selection={selection} issues={resolved.issues} />
          <p>
            <Link
              to={issueContentsLink(selection)}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              All papers of this issue on one page (printable contents)
            </Link>
          </p>
          {/* Suggestions as the reader types lead straight to a paper; Enter searches the whole archive. */}
          <SuggestCombobox
            label="Search papers"
            placeholder="Search by Paper ID, Paper Name"
            loadSuggestions={loadSuggestions}
            searching={searching}
            onSubmit={(text) => changeQuery((query) => query.set(SEARCH_PARAM, text))}
            onClear={() => changeQuery((query) => query.delete(SEARCH_PARAM))}
            announcement={
              searching && searchFound ? foundText(searchFound.total, PAPER_NOUN, searchFound.totalIsLowerBound) : ''
            }
            emptyHint="Type a paper ID or words from a title to search."
            className="w-full"
          />
          {searching ? (
            <SearchResults base={base} query={search} found={searchFound} busy={heldSearch.busy} />
          ) : (
            <>
              {list.isError && <ListError onRetry={() => void list.refetch()} />}
              {!answer && !list.isError && <LoadingScreen />}
              {answer && (
                <HeldList busy={held.busy} className="space-y-6">
                  <PaperResults
                    base={base}
                    papers={answer.papersList}
                    headingLevel={2}
                    label={`Papers in ${heading}`}
                  />
                  <Pagination
                    currentPage={page}
                    totalPages={totalPages}
                    onPageChange={setPage}
                    label={`Pages of ${heading}`}
                  />
                </HeldList>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

function ListError({ onRetry }: { onRetry(): void }) {
  return <RetryNotice message="The papers of this issue could not be loaded." detail={null} onRetry={onRetry} />;
}
