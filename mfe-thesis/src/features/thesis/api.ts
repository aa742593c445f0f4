import {
  postCall,
  type PaginationInfo,
  type ThesisDataListingAnswer,
  type ThesisDetails,
  type ThesisListItem,
  type ThesisYear,
} from '@journal/shared';

export type { PaginationInfo, ThesisDetails, ThesisListItem, ThesisYear };

export type ThesisPage = ThesisDataListingAnswer;

/** Page size of the thesis list (the API's cap for lists). */
export const THESIS_PAGE_SIZE = 5;
/** Page size of a search: every match on one page (SPEC section 9). */
export const SEARCH_PAGE_SIZE = 100;

/** Oldest year first, as the API sends it. */
export async function requestThesisYears(): Promise<ThesisYear[]> {
  const answer = await postCall<{ thesis: ThesisYear[] }>('/thesisYearListing');
  return answer.thesis;
}

export function requestThesisPage(year: number, volume: number, page: number): Promise<ThesisPage> {
  return postCall<ThesisPage>('/thesisDataListing', {
    thesis_year: year,
    thesis_volume: volume,
    page,
    per_page: THESIS_PAGE_SIZE,
  });
}

export function requestThesisSearch(search: string): Promise<ThesisPage> {
  return postCall<ThesisPage>('/searchThesis', { search, page: 1, per_page: SEARCH_PAGE_SIZE });
}

export async function requestThesisDetails(paperid: number): Promise<ThesisDetails> {
  const answer = await postCall<{ thesis: ThesisDetails }>('/thesisDetails', { paperid });
  return answer.thesis;
}
