import { MAX_ID, MAX_NUMBER, MAX_PAGE, MAX_YEAR, type ConferencePaperSummary } from '@journal/shared';
import { monthYear, readPositiveInt } from '@journal/shared/text';

/** Limits the API accepts (docs/api.md); anything else in a query is treated as not given. */
/** A conference name longer than this in a query is not a real one: it is cut, never echoed whole. */
const MAX_NAME = 200;

export interface ConferenceListQuery {
  id: number;
  page: number;
  /** What the link said about the conference, shown until the conference itself is known. */
  name: string | null;
  year: number | null;
  volume: number | null;
  issue: number | null;
}

/** The list page's query, or null without a readable conference id. */
export function readConferenceListQuery(query: URLSearchParams): ConferenceListQuery | null {
  const id = readPositiveInt(query.get('id'), MAX_ID);
  if (id === null) return null;
  const name = query.get('name')?.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME) || null;
  return {
    id,
    page: readPositiveInt(query.get('page'), MAX_PAGE) ?? 1,
    name,
    year: readPositiveInt(query.get('year'), MAX_YEAR),
    volume: readPositiveInt(query.get('volume'), MAX_NUMBER),
    issue: readPositiveInt(query.get('issue'), MAX_NUMBER),
  };
}

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
