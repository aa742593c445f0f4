import { postCall } from '@journal/shared';

/**
 * The archive calls the home page reads (SPEC section 7): /archiveYearListing and /archivePaperListing.
 * The contract types in shared/src/api/types.ts are not exported from the package yet, so the fields
 * read here are declared here.
 */
export interface ArchiveYear {
  year: number;
  volumes: Array<{ volume: number; issue: number[] }>;
}

export interface LatestPaper {
  paper_id: number;
  paper_title: string;
  paper_month: string;
  year: number;
  paper_pages: string;
  /** Site-relative PDF address. */
  paper_url: string;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
}

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
