import type { ArchivePaperSummary, WorkKind } from '../contract/api/models.ts';
import { workPath, type ArchiveBase } from '../routing/links.ts';
import { authorsOf, type AuthorFields } from './authorsOf.ts';
import { monthYear } from './monthYear.ts';

/**
 * What a paper card shows of one work. Plain data without React, so the text entry's types stand
 * alone for a consumer that draws no components; the UI kit's PaperCard takes these and its placement.
 */
export interface CardFields {
  title: string;
  /** Details address WITHOUT the section parameter, e.g. "/archives/paper-details?paperid=7&papertitle=...". */
  detailsHref: string;
  authors: string[];
  /** Month and year, e.g. "April 2024". */
  publishedOnline: string;
  pages: string;
  /** The article number of a paper published without pages ("1655", "e91296"): shown instead of pages. */
  elocation?: string;
  /** Address of the paper's PDF (site-relative is fine). */
  pdfUrl: string;
  /**
   * Where Full Text leads: the details page's full text (a journal paper: its HTML where stored, else the
   * page says the PDF holds it), or the PDF itself for works whose only full text is the PDF (theses and
   * conference papers), so the link never opens a page without the text it names.
   */
  fullText?: 'details' | 'pdf';
}

/** A card as a list draws it, before the list adds its heading level, placement and usage figures. */
export type ListedCard = CardFields & { key: number };

/** A thesis or conference paper of a list answer: the fields every such card reads the same way. */
export type ListedWork = AuthorFields & { id: number; title: string; pages: string };

/**
 * A journal paper's card, from a list or search answer, under the section it is listed in: one mapping
 * for the archives remote's lists and the site server's lists without JavaScript, so both draw the same card.
 */
export function paperCardOf(paper: ArchivePaperSummary, base: ArchiveBase): ListedCard {
  return {
    key: paper.paper_id,
    title: paper.paper_title,
    detailsHref: workPath('paper', paper.paper_id, paper.paper_title, base),
    authors: authorsOf(paper),
    publishedOnline: monthYear(paper.paper_month, paper.year),
    pages: paper.paper_pages,
    elocation: paper.paper_elocation,
    pdfUrl: paper.paper_url,
  };
}

/**
 * A thesis's or conference paper's card: its full text is its PDF (they keep no HTML full text). One
 * mapping for the sections' lists (useWorkCards) and the site server's lists without JavaScript.
 */
export function workCardOf(
  kind: Exclude<WorkKind, 'paper'>,
  work: ListedWork,
  card: { publishedOnline: string; pdfUrl: string },
): ListedCard {
  return {
    key: work.id,
    title: work.title,
    detailsHref: workPath(kind, work.id, work.title),
    authors: authorsOf(work),
    publishedOnline: card.publishedOnline,
    pages: work.pages,
    pdfUrl: card.pdfUrl,
    fullText: 'pdf',
  };
}
