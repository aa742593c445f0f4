import { readPositiveInt } from '@journal/shared/text';

/** Limits the API accepts (docs/api.md); anything else in a query is treated as not chosen. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
export const MAX_VOLUME = 1000;
export const MAX_PAGE = 100_000;
export const MAX_PAPER_ID = 2_147_483_647;

export interface ThesisListQuery {
  year: number;
  volume: number;
  page: number;
}

/** The paper list's query, or null when year or volume is missing or not a plain whole number. */
export function readThesisListQuery(query: URLSearchParams): ThesisListQuery | null {
  const year = readPositiveInt(query.get('year'), MAX_YEAR);
  const volume = readPositiveInt(query.get('volume'), MAX_VOLUME);
  if (year === null || year < MIN_YEAR || volume === null) return null;
  return { year, volume, page: readPositiveInt(query.get('page'), MAX_PAGE) ?? 1 };
}
