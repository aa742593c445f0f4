import { callQuery, journalApi, PAGE_SIZES, siteSearchPayload } from '@journal/shared';
import type { SiteSearchFilters } from '@journal/shared/routes';

/**
 * The discovery calls (docs/api.md, "Discovery"), added to the page's one RTK Query API when this
 * remote's routes load. Searches are cheap to redo (1 min); an author's works and a paper's related
 * papers change only when the archive does (10 min).
 */
export interface SiteSearchArgs {
  search: string;
  /** The filters of the /search address (readSiteSearchLink). */
  filters: SiteSearchFilters;
}

const discoveryApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    siteSearch: callQuery(build, '/siteSearch', {
      payload: ({ search, filters }: SiteSearchArgs) => siteSearchPayload(search, filters),
      keepFor: 60,
      logFailureAs: 'Error searching the site',
    }),
    authorProfile: callQuery(build, '/authorProfile', {
      payload: ({ slug, page }: { slug: string; page: number }) => ({ slug, page, per_page: PAGE_SIZES.author }),
      keepFor: 600,
      logFailureAs: 'Error fetching author',
    }),
    relatedPapers: callQuery(build, '/relatedPapers', {
      payload: (paperid: number) => ({ paperid }),
      select: (answer) => answer.related,
      keepFor: 600,
      logFailureAs: 'Error fetching related papers',
    }),
  }),
});

export const { useSiteSearchQuery, useAuthorProfileQuery, useRelatedPapersQuery } = discoveryApi;
