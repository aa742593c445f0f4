import { slugify } from '@journal/shared/text';

export type ArchiveBase = 'archives' | 'current-issue';

/** The paper list of the paper's issue. */
export function issueListHref(base: ArchiveBase, paper: { year: number; volume: number; issue: number }): string {
  return `/${base}/paperlist?year=${paper.year}&volume=${paper.volume}&issue=${paper.issue}`;
}

/** The canonical details address (always under /archives, whichever list the reader came from). */
export function canonicalPaperPath(paper: { paper_id: number; paper_title: string }): string {
  return `/archives/paper-details?paperid=${paper.paper_id}&papertitle=${slugify(paper.paper_title)}`;
}
