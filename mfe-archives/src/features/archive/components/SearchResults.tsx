import { Link } from '@journal/shared/router';
import { LoadingScreen } from '@journal/shared/ui';
import type { ArchivePaperSummary } from '@journal/shared';
import { siteSearchLink, type ArchiveBase } from '@journal/shared/routes';
import { PaperResults } from './PaperResults.tsx';

/** A search's first page of papers and how many matched in all. */
export interface FoundPapers {
  papers: ArchivePaperSummary[];
  total: number;
}

/** "N papers found" (N of every match, not only of the page shown), for the heading and the search box's announcement. */
export function papersFound({ total }: FoundPapers): string {
  return total === 1 ? '1 paper found' : `${total.toLocaleString('en')} papers found`;
}

export interface SearchResultsProps {
  base: ArchiveBase;
  query: string;
  /** Null while the search is under way. */
  found: FoundPapers | null;
}

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Search mode (docs/sections.md): these results stand in for the issue's list until the reader presses
 * Clear. The list shows one page of results (the specification's 100); when more matched, it says how
 * many and links to the site's search, which pages through them all.
 */
export function SearchResults({ base, query, found }: SearchResultsProps) {
  const more = found !== null && found.total > found.papers.length;
  return (
    <section aria-labelledby="search-results-heading" className="space-y-4">
      <div>
        <h2 id="search-results-heading" className="text-xl font-semibold text-brand-900">
          Search results for “{query}”
        </h2>
        {found && (
          // Not a live region: the search box announces the count (its region is always in the page).
          <p className="text-sm text-slate-600">
            {papersFound(found)} across all issues
            {more && (
              <>
                , the first {found.papers.length} shown.{' '}
                <Link to={siteSearchLink(query, { kind: 'paper' })} className={linkClass}>
                  See them all in Search
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      {!found ? (
        <LoadingScreen />
      ) : (
        <PaperResults
          base={base}
          papers={found.papers}
          headingLevel={3}
          label={`Search results for ${query}`}
          showIssue
        />
      )}
    </section>
  );
}
