import { callQuery, listSearchQuery, journalApi, PAGE_SIZES } from '@journal/shared';
import type { IssueRef } from '@journal/shared/routes';

/**
 * The archive calls, added to the page's one RTK Query API when this remote's routes load.
 * Cache lifetimes (seconds an answer no page shows is kept): an issue's papers are fixed once published
 * (10 min, so going back and forth through pages is instant); searches are cheap to redo (1 min).
 */
const archiveApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    issuePapers: callQuery(build, '/archivePaperListing', {
      payload: ({ issue, page }: { issue: IssueRef; page: number }) => ({
        ...issue,
        page,
        per_page: PAGE_SIZES.archive,
      }),
      keepFor: 600,
      // The backend's own wording for a failed list.
      logFailureAs: 'Error fetching artical data',
    }),
    archiveSearch: listSearchQuery(build, '/searchArchive', 'Error searching archive'),
  }),
});

/** The archive index is the shared package's query (the shell and the home page read it too). */
export { useArchiveIndexQuery } from '@journal/shared';
export const { useIssuePapersQuery, useArchiveSearchQuery } = archiveApi;
