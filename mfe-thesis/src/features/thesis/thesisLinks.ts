import { MAX_NUMBER, MAX_PAGE, MAX_YEAR, MIN_YEAR } from '@journal/shared';
import { readPositiveInt } from '@journal/shared/text';

/** Limits the API accepts (docs/api.md); anything else in a query is treated as not chosen. */

export interface ThesisListQuery {
  year: number;
  volume: number;
  page: number;
}

/** The paper list's query, or null when year or volume is missing or not a plain whole number. */
export function readThesisListQuery(query: URLSearchParams): ThesisListQuery | null {
  const year = readPositiveInt(query.get('year'), MAX_YEAR);
  const volume = readPositiveInt(query.get('volume'), MAX_NUMBER);
  if (year === null || year < MIN_YEAR || volume === null) return null;
  return { year, volume, page: readPositiveInt(query.get('page'), MAX_PAGE) ?? 1 };
}
