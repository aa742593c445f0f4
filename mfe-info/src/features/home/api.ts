import { callQuery, journalApi } from '@journal/shared';
import type { IssueRef } from '@journal/shared/routes';

/** Papers shown on the home page: one archive list page (docs/sections.md: page size 5). */
export const HOME_PAPER_COUNT = 5;

/**
 * The latest issue's first papers, added to the page's one RTK Query API with this remote (the archive
 * index itself is the shared package's query). Kept 10 min: a published issue does not change.
 */
const homeApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    latestPapers: callQuery(build, '/archivePaperListing', {
      payload: (issue: IssueRef) => ({ ...issue, page: 1, per_page: HOME_PAPER_COUNT }),
      keepFor: 600,
    }),
  }),
});

export const { useLatestPapersQuery } = homeApi;
