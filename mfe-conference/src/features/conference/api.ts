import {
  postCall,
  type ConferenceCategory,
  type ConferenceFetchAnswer,
  type ConferencePaper,
  type ConferencePaperDetails,
  type PaginationInfo,
} from '@journal/shared';

/** The conference calls of the content API (SPEC section 7 and docs/api.md); shapes from the shared contract types. */
export type { ConferenceCategory, ConferencePaper, ConferencePaperDetails, PaginationInfo };

export type ConferencePage = ConferenceFetchAnswer;

/** SPEC section 9: conference list page size 5, search page size 100. */
export const CONFERENCE_PAGE_SIZE = 5;
export const SEARCH_PAGE_SIZE = 100;

/** Oldest conference first, as the API sends them. */
export async function requestConferenceCategories(): Promise<ConferenceCategory[]> {
  const answer = await postCall<{ Conference_CategoriesList: ConferenceCategory[] }>('/conferenceCategoriesFetch');
  return answer.Conference_CategoriesList;
}

export function requestConferencePage(id: number, page: number): Promise<ConferencePage> {
  return postCall<ConferencePage>('/conferenceFetch', { id, page, per_page: CONFERENCE_PAGE_SIZE });
}

export async function requestConferenceSearch(search: string): Promise<ConferencePaper[]> {
  const answer = await postCall<PaginationInfo & { papersList: ConferencePaper[] }>('/searchConference', {
    search,
    page: 1,
    per_page: SEARCH_PAGE_SIZE,
  });
  return answer.papersList;
}

export async function requestConferenceDetails(paperid: number): Promise<ConferencePaperDetails> {
  const answer = await postCall<{ ConferenceDetails: ConferencePaperDetails }>('/conferenceDetails', { paperid });
  return answer.ConferenceDetails;
}
