import type { WorkKind } from '../contract/api/models.ts';
import { workCardOf, type ListedWork } from '../text/paperCard.ts';
import type { PaperCardListProps } from '../ui/PaperCardList.tsx';
import { useUsageTotals } from './usage.ts';

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
    ...workCardOf(kind, work, { publishedOnline: fields.publishedOnline(work), pdfUrl: fields.pdfUrl(work) }),
    usage: usage.get(work.id),
    placement: fields.placement?.(work),
  }));
}
