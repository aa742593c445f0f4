import { LoadingScreen } from '@journal/shared/ui';
import type { ArchivePaperSummary } from '@journal/shared';
import type { ArchiveBase } from '@journal/shared/routes';
import { PaperResults } from './PaperResults.tsx';

export interface SearchResultsProps {
  base: ArchiveBase;
  query: string;
  /** Null while the search is under way. */
  papers: ArchivePaperSummary[] | null;
}

/** Search mode (docs/sections.md): these results stand in for the issue's list until the reader presses Clear. */
export function SearchResults({ base, query, papers }: SearchResultsProps) {
  return (
    <section aria-labelledby="search-results-heading" className="space-y-4">
      <div>
        <h2 id="search-results-heading" className="text-xl font-semibold text-brand-900">
          Search results for “{query}”
        </h2>
        {papers && (
          // Not a live region: the search box announces the count (its region is always in the page).
          <p className="text-sm text-slate-600">
            {papers.length === 1 ? '1 paper found' : `${papers.length} papers found`} across all issues
          </p>
        )}
      </div>
      {!papers ? (
        <LoadingScreen />
      ) : (
        <PaperResults base={base} papers={papers} headingLevel={3} label={`Search results for ${query}`} showIssue />
      )}
    </section>
  );
}
