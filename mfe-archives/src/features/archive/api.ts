import { postCall, type ArchiveIndexYear } from '@journal/shared';

/*
 * The archive calls of SPEC section 7. The answer types are declared here until the API contract
 * types are exported from @journal/shared (shared/src/api/types.ts); they follow that file exactly.
 */

/** A published paper with the long field names of SPEC section 3 (the fields the list uses). */
export interface ArchivePaper {
  paper_id: number;
  paper_title: string;
  paper_abstract: string;
  issue: number;
  volume: number;
  year: number;
  paper_month: string;
  paper_author: string;
  paper_url: string;
  paper_doi: string;
  paper_articletype: string;
  paper_pages: string;
  paper_uniqueid: string;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
}

export interface PageInfo {
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

interface PaperPageAnswer extends PageInfo {
  papersList: ArchivePaper[];
}

/** SPEC section 9: five papers per page on the archive and current-issue lists; searches return up to 100. */
export const LIST_PAGE_SIZE = 5;
export const SEARCH_PAGE_SIZE = 100;

export interface IssueSelection {
  year: number;
  volume: number;
  issue: number;
}

/** The archive index, oldest year first as the API sends it. */
export async function fetchYearListing(): Promise<ArchiveIndexYear[]> {
  const answer = await postCall<{ archives: ArchiveIndexYear[] }>('/archiveYearListing');
  return answer.archives;
}

export function fetchIssuePapers(selection: IssueSelection, page: number): Promise<PaperPageAnswer> {
  return postCall<PaperPageAnswer>('/archivePaperListing', { ...selection, page, per_page: LIST_PAGE_SIZE });
}

export function searchPapers(search: string): Promise<PaperPageAnswer> {
  return postCall<PaperPageAnswer>('/searchArchive', { search, page: 1, per_page: SEARCH_PAGE_SIZE });
}
