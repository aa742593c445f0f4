import { postCall, type ArchiveIndexYear, type ArchivePaper as ContractArchivePaper, type PaginationInfo } from '@journal/shared';

/* The archive calls of SPEC section 7, typed from the API contract types of @journal/shared. */

/** A published paper with the long field names of SPEC section 3: the fields the list uses. */
export type ArchivePaper = Pick<
  ContractArchivePaper,
  | 'paper_id'
  | 'paper_title'
  | 'paper_abstract'
  | 'issue'
  | 'volume'
  | 'year'
  | 'paper_month'
  | 'paper_author'
  | 'paper_url'
  | 'paper_doi'
  | 'paper_articletype'
  | 'paper_pages'
  | 'paper_uniqueid'
  | 'author_1'
  | 'author_2'
  | 'author_3'
  | 'author_4'
  | 'author_5'
  | 'author_6'
>;

export type PageInfo = PaginationInfo;

type PaperPageAnswer = PageInfo & { papersList: ArchivePaper[] };

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
