import {
  builtInRouteTable,
  sectionNames,
  type PublishedPage,
  type RouteTable,
  type SectionName,
} from '@journal/shared';

/**
 * The route table at run time: each remote publishes the pages it owns as routes.json beside its
 * mf-manifest.json (build-kit/release.mjs), so a section adds a page by deploying itself alone
 * (docs/deployment.md, "Adding a page"). Read like the manifests in remoteHints.ts: at start, then
 * again when older than `ttlMs`, in the background. A path no section knows makes the server re-read
 * a table older than `missRefreshMs` before it answers 404, so a page deployed a moment ago is found.
 * A remote whose routes.json cannot be read keeps its last good list, else the built-in one.
 */
export interface RemoteRoutes {
  table(): RouteTable;
  /** Re-reads every remote's routes.json now (the server calls it at start; tests await it). */
  refreshAll(): Promise<void>;
  /** Re-reads the table if it is older than `missRefreshMs`, waiting for it. */
  refreshAfterMiss(): Promise<void>;
}

const MAX_PAGES = 500;

export function createRemoteRoutes(
  manifests: Record<SectionName, string>,
  siteUrl: string,
  options: { ttlMs?: number; missRefreshMs?: number; timeoutMs?: number; fetch?: typeof fetch } = {},
): RemoteRoutes {
  const ttlMs = options.ttlMs ?? 10_000;
  const missRefreshMs = options.missRefreshMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const fetchRoutes = options.fetch ?? fetch;
  const current: RouteTable = { ...builtInRouteTable };
  let readAt = 0;
  let reading: Promise<void> | null = null;

  async function readSection(section: SectionName): Promise<void> {
    try {
      const response = await fetchRoutes(new URL('routes.json', new URL(manifests[section], siteUrl)), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const pages = response.ok ? parsePublishedRoutes(await response.json(), section) : null;
      if (pages) current[section] = pages;
    } catch {
      // Unreachable or unreadable: the section keeps the pages it had.
    }
  }

  function refreshAll(): Promise<void> {
    reading ??= Promise.all(sectionNames.map(readSection)).then(() => {
      readAt = Date.now();
      reading = null;
    });
    return reading;
  }

  return {
    table() {
      if (Date.now() - readAt > ttlMs) void refreshAll();
      return current;
    },
    refreshAll,
    async refreshAfterMiss() {
      if (Date.now() - readAt > missRefreshMs) await refreshAll();
    },
  };
}

/** A remote's routes.json, or null when it is not one (wrong section, malformed pages): never trusted blindly. */
export function parsePublishedRoutes(body: unknown, section: SectionName): PublishedPage[] | null {
  const document = body as { section?: unknown; pages?: unknown } | null;
  if (!document || document.section !== section || !Array.isArray(document.pages) || document.pages.length > MAX_PAGES)
    return null;
  const pages: PublishedPage[] = [];
  for (const page of document.pages as (Record<string, unknown> | null)[]) {
    if (typeof page?.path !== 'string' || !/^[A-Za-z0-9:_/-]{0,200}$/.test(page.path)) return null;
    const published: PublishedPage = { path: page.path.replace(/^\/+|\/+$/g, '') };
    if (typeof page.title === 'string' && typeof page.description === 'string') {
      published.title = page.title.slice(0, 200);
      published.description = page.description.slice(0, 500);
      published.sitemap = page.sitemap !== false;
    }
    pages.push(published);
  }
  return pages;
}

/** The paths of each section, as the shell reads them from /remotes.json. */
export function routePaths(table: RouteTable): Record<SectionName, string[]> {
  return Object.fromEntries(
    sectionNames.map((section) => [section, table[section].map((page) => page.path)]),
  ) as Record<SectionName, string[]>;
}
