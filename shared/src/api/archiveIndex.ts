import { callQuery, journalApi } from './journalApi.ts';

/** One year of the archive index: its volumes and their issues, ascending. */
export interface ArchiveIndexYear {
  year: number;
  volumes: Array<{ volume: number; issue: number[] }>;
}

/**
 * The archive index (years, volumes, issues), newest year first: the one query two sections read (the
 * archives pages, the home page's latest issue), so it is defined once here rather than by one remote
 * for the other. Kept 1 h: a new issue appears a few times a year.
 */
const archiveIndexApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    archiveIndex: callQuery(build, '/archiveYearListing', {
      // The API sends the oldest year first.
      select: (answer): ArchiveIndexYear[] => [...answer.archives].reverse(),
      keepFor: 3600,
    }),
  }),
});

export const useArchiveIndexQuery = archiveIndexApi.endpoints.archiveIndex.useQuery;
