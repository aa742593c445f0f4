import { PAGE_SIZE } from '../contract/api/limits.ts';
import type { SiteSearchRequest } from '../contract/api/types.ts';
import type { SiteSearchFilters } from '../routing/links.ts';

/**
 * The /siteSearch payload for the words and filters of a /search address. The search page sends it, and so
 * does the site server for readers without JavaScript (docs/sections.md): the same payload, so the app's
 * own call can come from the API's answer cache.
 */
export function siteSearchPayload(search: string, { kind, year, any, page = 1 }: SiteSearchFilters): SiteSearchRequest {
  return {
    search,
    page,
    per_page: PAGE_SIZE.siteSearch,
    ...(kind && { kind }),
    ...(year && { year }),
    ...(any && { match: 'any' as const }),
  };
}
