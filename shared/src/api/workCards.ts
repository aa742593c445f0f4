import type { WorkKind } from '../contract/api/models.ts';
import { workPath } from '../routing/links.ts';
import { authorsOf, type AuthorFields } from '../text/authorsOf.ts';
import type { PaperCardListProps } from '../ui/PaperCardList.tsx';
import { useUsageTotals } from './usage.ts';

/** A thesis or conference paper of a list answer: the fields every such card reads the same way. */
export type ListedWork = AuthorFields & { id: number; title: string; pages: string };

export interface WorkCardFields<W> {
  /** Month and year, e.g. "April 2024". */
  publishedOnline: (work: W) => string;
  pdfUrl: (work: W) => string;
  placement?: (work: W) => { label: string; href?: string } | undefined;
}

/**
 * The paper cards of a list of theses or conference papers, with each work's usage totals once they
 * arrive (useUsageTotals): one mapping for both sections, each naming only what it reads differently.
 */
export function useWorkCards<W extends ListedWork>(
  kind: Exclude<WorkKind, 'paper'>,
  works: W[],
  fields: WorkCardFields<W>,
): PaperCardListProps['cards'] {
  const usage = useUsageTotals(
    kind,
    works.map((work) => work.id),
  );
  return works.map((work) => ({
    key: work.id,
    title: work.title,
    detailsHref: workPath(kind, work.id, work.title),
    authors: authorsOf(work),
    publishedOnline: fields.publishedOnline(work),
    pages: work.pages,
    pdfUrl: fields.pdfUrl(work),
    // Theses and conference papers keep no HTML full text: their full text is their PDF.
    fullText: 'pdf',
    usage: usage.get(work.id),
    placement: fields.placement?.(work),
  }));
}
