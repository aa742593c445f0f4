import { SEARCH_COUNT_CAP } from '@journal/shared/contract';
/**
 * Pages through "exact identifier matches first, then full-text matches by rank" without loading
 * either list whole: the exact matches (at most a few rows) are counted first, and the full-text page
 * is fetched with the offset shifted by them.
 */
export interface SearchSources<T> {
  exact: T[];
  /** Full-text matches, excluding the exact ones (up to one past SEARCH_COUNT_CAP). */
  ftsCount: () => Promise<number>;
  ftsPage: (limit: number, offset: number) => Promise<T[]>;
}

export async function searchPage<T>(
  sources: SearchSources<T>,
  page: number,
  perPage: number,
): Promise<{ items: T[]; total: number }> {
  const { exact } = sources;
  const start = (page - 1) * perPage;
  const items = exact.slice(start, start + perPage);
  const remaining = perPage - items.length;
  if (remaining > 0) items.push(...(await sources.ftsPage(remaining, Math.max(0, start - exact.length))));
  return { items, total: exact.length + (await sources.ftsCount()) };
}

export interface PageInfo {
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

export function pageInfo(page: number, perPage: number, total: number): PageInfo {
  return { current_page: page, per_page: perPage, total_items: total, total_pages: Math.ceil(total / perPage) };
}

/**
 * The count rule of every search (docs/api.md, "Search counts"): matches are counted exactly up to
 * SEARCH_COUNT_CAP; a search that matches more says "more than 10,000" (`total_is_lower_bound`, with
 * `total_items` the cap), the same on both engines. Searches count at most one match past the cap.
 */
export function searchPageInfo(
  page: number,
  perPage: number,
  total: number,
): PageInfo & { total_is_lower_bound: boolean } {
  return {
    ...pageInfo(page, perPage, Math.min(total, SEARCH_COUNT_CAP)),
    total_is_lower_bound: total > SEARCH_COUNT_CAP,
  };
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
