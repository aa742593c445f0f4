import { matchSiteRoute, siteTitle, type PublishedPage, type RouteTable } from '@journal/shared';
import { isRoutePattern, pages, readPage, type PageEntry } from '@journal/shared/pages';
import type { RoutePattern } from '@journal/shared/routes';
import { staticPageMeta } from '@journal/shared/metadata';
import { ApiUnavailable, type ApiReader } from './apiReader.ts';
import { notFound, plainPage, type ResolvedPage } from './headParts.ts';
import { pageTable, type FirstHtmlOf } from './pageTable.ts';

/**
 * The page for an address: 404 for paths outside the route table and for details, topic, blog, tag,
 * editorial, issue, thesis volume and conference addresses naming nothing; otherwise its head and first
 * HTML body (its entry in the page table, pageTable.ts). When the API cannot answer, the page is
 * served as before (200, no database-built tags): a down API never breaks the site.
 */
export async function resolvePage(url: URL, api: ApiReader, origin: string, table?: RouteTable): Promise<ResolvedPage> {
  const match = matchSiteRoute(url.pathname, table);
  if (!match) return notFound(origin);
  try {
    return (await resolveRoute(match.path, match.params, url, api, origin, match.page)) ?? notFound(origin);
  } catch (error) {
    if (error instanceof ApiUnavailable) return { status: 200, head: null, summary: '' };
    throw error;
  }
}

async function resolveRoute(
  route: string,
  params: Record<string, string>,
  url: URL,
  api: ApiReader,
  origin: string,
  published: PublishedPage,
): Promise<ResolvedPage | null> {
  if (!isRoutePattern(route)) {
    // A page its section published with its own head (routes.json) is known to this server without a redeploy.
    const meta =
      published.title && published.description
        ? { title: siteTitle(published.title), description: published.description }
        : null;
    return meta
      ? plainPage(meta, url.pathname.replace(/\/+$/, '') || '/', origin)
      : { status: 200, head: null, summary: '' };
  }
  const args = readPage(route, params, url.searchParams);
  if (args === null) {
    // An address naming nothing readable: the page sends the reader to its index, or it is not found.
    const { orElse }: PageEntry<unknown, never> = pages[route];
    const meta = orElse ? staticPageMeta(orElse) : null;
    return orElse && meta ? plainPage(meta, orElse, origin) : null;
  }
  // The table is complete by construction; TypeScript cannot correlate the pattern with its entry's type.
  const entry = pageTable[route] as FirstHtmlOf<RoutePattern>;
  const page = await entry.head({ args, url, api, origin });
  if (!page || !entry.list) return page;
  // A list page's items for readers without JavaScript, after its heading (listSummaries.tsx).
  return { ...page, summary: page.summary + (await entry.list(args, api)) };
}
