import { postCall } from '@journal/shared';

/**
 * The conference calls of the content API (SPEC section 7 and docs/api.md). Only the fields this
 * remote reads are declared; the contract types in the shared package are the full shapes.
 */
export interface ConferenceCategory {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}

export interface ConferencePaper {
  id: number;
  title: string;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  year: number;
  /** Month name; may be empty on older records, then updated_at gives the date. */
  month: string;
  updated_at: string;
  pages: string;
  /** Site-relative PDF address, e.g. "/files/conference/12.pdf". */
  pdf_url: string;
}

export interface ConferencePaperDetails extends ConferencePaper {
  abstract: string;
  uniqueid: string;
  /** One reference per line, unnumbered. */
  references: string;
  doi: string;
  doi_Link: string;
  keywords: string[];
  designation: string;
  conference: ConferenceCategory;
}

export interface PaginationInfo {
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

export type ConferencePage = PaginationInfo & { ConferenceList: ConferencePaper[] };

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
