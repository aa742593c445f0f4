import { ARCHIVE_INDEX_ENDPOINT, type ArchiveIndexYear } from '../store/currentIssue.ts';
import { callQuery, journalApi } from './journalApi.ts';

/**
 * The archive index (years, volumes, issues), newest year first: the one query three apps read (the
 * shell's Current Issue link, the archives pages, the home page's latest issue), so it is defined once
 * here rather than by one remote for the others. Kept 1 h: a new issue appears a few times a year.
 */
const archiveIndexApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    [ARCHIVE_INDEX_ENDPOINT]: callQuery(build, '/archiveYearListing', {
      // The API sends the oldest year first.
      select: (answer): ArchiveIndexYear[] => [...answer.archives].reverse(),
      keepFor: 3600,
    }),
  }),
});

export const useArchiveIndexQuery = archiveIndexApi.endpoints[ARCHIVE_INDEX_ENDPOINT].useQuery;
