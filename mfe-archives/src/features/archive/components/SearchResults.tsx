import { HeldList, LoadingScreen, SearchCount } from '@journal/shared/ui';
import type { ArchivePaperSummary, FoundOnPage } from '@journal/shared';
import type { ArchiveBase } from '@journal/shared/routes';
import { PaperResults } from './PaperResults.tsx';

/** A search's first page of papers and how many matched in all. */
export type FoundPapers = FoundOnPage<ArchivePaperSummary>;

/** What the archive's results are called, singular and plural. */
export const PAPER_NOUN = ['paper', 'papers'] as const;

export interface SearchResultsProps {
  base: ArchiveBase;
  query: string;
  /** Null while the search is under way. */
  found: FoundPapers | null;
  /** The results shown are an earlier search's, kept while this one is under way. */
  busy?: boolean;
}

/**
 * Search mode (docs/sections.md): these results stand in for the issue's list until the reader presses
 * Clear. The list shows one page of results (the specification's 100); when more matched, it says how
 * many and links to the site's search, which pages through them all.
 */
export function SearchResults({ base, query, found, busy = false }: SearchResultsProps) {
  return (
    <section aria-labelledby="search-results-heading" className="space-y-4">
      <div>
        <h2 id="search-results-heading" className="text-xl font-semibold text-brand-900">
          Search results for “{query}”
        </h2>
        {found && <SearchCount found={found} query={query} kind="paper" noun={PAPER_NOUN} where=" across all issues" />}
      </div>
      {!found ? (
        <LoadingScreen />
      ) : (
        <HeldList busy={busy}>
          <PaperResults
            base={base}
            papers={found.papers}
            headingLevel={3}
            label={`Search results for ${query}`}
            showIssue
          />
        </HeldList>
      )}
    </section>
  );
}
