import type { ConferencePaperSummary } from '@journal/shared';
import { monthYear } from '@journal/shared/text';

/**
 * Published Online of a conference paper (docs/sections.md): its month and year, or else the month and year
 * of its last update.
 */
export function conferencePublishedOnline(
  paper: Pick<ConferencePaperSummary, 'month' | 'year' | 'updated_at'>,
): string {
  if (paper.month.trim() && paper.year) return monthYear(paper.month, paper.year);
  const updated = new Date(paper.updated_at);
  if (Number.isNaN(updated.getTime())) return paper.year ? String(paper.year) : '';
  return monthYear(updated.getUTCMonth() + 1, updated.getUTCFullYear());
}
