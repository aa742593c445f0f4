import { callQuery, listSearchQuery, journalApi, PAGE_SIZES, type ConferenceCategory } from '@journal/shared';
import { CONFERENCE_FAILURE_LOG } from './conferenceErrors.ts';

/** docs/sections.md: conference list page size 5, search page size 100. */
export const CONFERENCE_PAGE_SIZE = PAGE_SIZES.conference;

/** Newest year first; within a year the later volume and issue first (the API sends oldest first). */
export function newestFirst(categories: ConferenceCategory[]): ConferenceCategory[] {
  return [...categories].sort((a, b) => b.year - a.year || b.volume - a.volume || b.issue - a.issue || b.id - a.id);
}

/**
 * The conference calls, added to the page's one RTK Query API when this remote's routes load.
 * Cache lifetimes: the conference list (1 h) and a conference's papers (10 min) change rarely; a paper
 * 10 min; a search 1 min. Failures are logged (docs/sections.md, "Rules every section shares"); a 404 means "no such conference or paper".
 */
const conferenceApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    conferences: callQuery(build, '/conferenceCategoriesFetch', {
      select: (answer) => newestFirst(answer.Conference_CategoriesList),
      keepFor: 3600,
      logFailureAs: CONFERENCE_FAILURE_LOG,
    }),
    conferencePapers: callQuery(build, '/conferenceFetch', {
      payload: ({ id, page }: { id: number; page: number }) => ({ id, page, per_page: CONFERENCE_PAGE_SIZE }),
      keepFor: 600,
      logFailureAs: CONFERENCE_FAILURE_LOG,
    }),
    conferenceSearch: listSearchQuery(build, '/searchConference', CONFERENCE_FAILURE_LOG),
    conferencePaper: callQuery(build, '/conferenceDetails', {
      payload: (paperid: number) => ({ paperid }),
      select: (answer) => answer.ConferenceDetails,
      keepFor: 600,
      logFailureAs: CONFERENCE_FAILURE_LOG,
    }),
  }),
});

export const { useConferencesQuery, useConferencePapersQuery, useConferenceSearchQuery, useConferencePaperQuery } =
  conferenceApi;
