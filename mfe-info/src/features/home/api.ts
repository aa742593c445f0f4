import { postCall, type ArchivePaper, type ArchiveYear } from '@journal/shared';

/** The archive calls the home page reads (SPEC section 7): /archiveYearListing and /archivePaperListing. */
export type { ArchiveYear };

/** The fields of a listed paper the home page shows. */
export type LatestPaper = Pick<
  ArchivePaper,
  | 'paper_id'
  | 'paper_title'
  | 'paper_month'
  | 'year'
  | 'paper_pages'
  | 'paper_url'
  | 'author_1'
  | 'author_2'
  | 'author_3'
  | 'author_4'
  | 'author_5'
  | 'author_6'
>;

export interface IssueRef {
  year: number;
  volume: number;
  issue: number;
}

interface PaperListingAnswer {
  papersList: LatestPaper[];
  total_items: number;
}

/** Papers shown on the home page: one archive list page (SPEC section 9: page size 5). */
export const HOME_PAPER_COUNT = 5;

export async function fetchArchiveIndexCall(): Promise<ArchiveYear[]> {
  const answer = await postCall<{ archives: ArchiveYear[] }>('/archiveYearListing');
  return answer.archives;
}

export function fetchIssuePapersCall(issue: IssueRef): Promise<PaperListingAnswer> {
  return postCall<PaperListingAnswer>('/archivePaperListing', { ...issue, page: 1, per_page: HOME_PAPER_COUNT });
}
