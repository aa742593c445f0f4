import { postCall } from '@journal/shared';

/**
 * The thesis calls of the content API (SPEC section 7 and docs/api.md). Only the fields this
 * remote reads are declared; the contract types in the shared package are the full shapes.
 */
export interface ThesisYear {
  year: number;
  volumes: Array<{ volume: number }>;
}

export interface ThesisListItem {
  id: number;
  title: string;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  month: string;
  year: number;
  volume: number;
  pages: string;
  /** Site-relative PDF address, e.g. "/files/theses/4.pdf". */
  paper_url: string;
}

export interface ThesisDetails extends ThesisListItem {
  uniqueid: string;
  abstract: string;
  degree: string;
  institution: string;
  supervisor: string;
  /** One reference per line, unnumbered. */
  references: string;
  keywords: string[];
  created_at: string;
  updated_at: string;
}

export interface PaginationInfo {
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

export type ThesisPage = PaginationInfo & { papersList: ThesisListItem[] };

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
