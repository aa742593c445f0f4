import { checkRemoteManifest, CONTRACT_VERSION, SHARED_VERSION, type SectionName } from '@journal/shared';
import { escapeHtml } from '@journal/shared/metadata';

/**
 * Resource hints for the section a page belongs to, so the browser fetches the remote's manifest,
 * entry and page chunks while the shell's own scripts load, instead of one after the other.
 * Built from each remote's mf-manifest.json, read by the
 * site server and kept for `ttlMs`. A page never waits for a manifest: it gets the hints of the copy
 * in hand (none yet: only preconnect and the manifest preload), and a stale copy is refreshed in the
 * background. A remote that is down gives no module hints; its section shows its own error later.
 */
export interface RemoteHints {
  /** The <link> tags for a section's remote. */
  tagsFor(section: SectionName): string;
  /** Reads every remote's manifest now (the server calls it at start; tests await it). */
  refreshAll(): Promise<void>;
}

interface Cached {
  files: RemoteFiles | null;
  readAt: number;
  reading: Promise<void> | null;
}

/** What a page of the remote needs, as absolute addresses. */
export interface RemoteFiles {
  entry: string;
  scripts: string[];
  styles: string[];
}

export function createRemoteHints(
  manifests: Record<SectionName, string>,
  siteUrl: string,
  options: { ttlMs?: number; timeoutMs?: number; fetch?: typeof fetch } = {},
): RemoteHints {
  const ttlMs = options.ttlMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const fetchManifest = options.fetch ?? fetch;
  const cache = new Map<SectionName, Cached>();

  function refresh(section: SectionName): Promise<void> {
    const entry = cache.get(section) ?? { files: null, readAt: 0, reading: null };
    cache.set(section, entry);
    entry.reading ??= (async () => {
      const manifestUrl = new URL(manifests[section], siteUrl);
      try {
        const response = await fetchManifest(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
        const manifest: unknown = response.ok ? await response.json() : null;
        // A release this site cannot run gets no module hints: the shell will not load its code (docs/deployment.md).
        const runnable = checkRemoteManifest(manifest, {
          contractVersion: CONTRACT_VERSION,
          sharedVersion: SHARED_VERSION,
        }).compatible;
        entry.files = manifest && runnable ? remoteFiles(manifest, manifestUrl) : null;
      } catch {
        entry.files = null;
      }
      entry.readAt = Date.now();
      entry.reading = null;
    })();
    return entry.reading;
  }

  return {
    tagsFor(section) {
      const entry = cache.get(section);
      if (!entry || Date.now() - entry.readAt > ttlMs) void refresh(section);
      return hintTags(new URL(manifests[section], siteUrl), new URL(siteUrl).origin, entry?.files ?? null);
    },
    async refreshAll() {
      await Promise.all(Object.keys(manifests).map((section) => refresh(section as SectionName)));
    },
  };
}

/**
 * The preconnect and preloads for one remote. The attributes match how the federation runtime asks
 * for each file, or the browser would fetch it twice: the manifest with fetch() (CORS, same-origin
 * credentials: `as="fetch" crossorigin`), the entry and chunks with import() (`modulepreload`), the
 * stylesheet with a `<link crossorigin>` that Vite's preload helper adds.
 */
export function hintTags(manifestUrl: URL, siteOrigin: string, files: RemoteFiles | null): string {
  const link = (rel: string, href: string, extra = '') =>
    `<link rel="${rel}" href="${escapeHtml(href)}"${extra} crossorigin>`;
  const tags: string[] = [];
  if (manifestUrl.origin !== siteOrigin) tags.push(link('preconnect', manifestUrl.origin));
  tags.push(link('preload', manifestUrl.href, ' as="fetch"'));
  if (files) {
    tags.push(...[files.entry, ...files.scripts].map((href) => link('modulepreload', href)));
    tags.push(...files.styles.map((href) => link('preload', href, ' as="style"')));
  }
  return tags.join('');
}

/**
 * The entry and the `./routes` expose's files from an mf-manifest.json (@module-federation/vite's
 * format: metaData.remoteEntry, exposes[].assets). Anything unexpected gives null (no module hints),
 * and only http(s) addresses on the manifest's own origin are kept.
 */
export function remoteFiles(manifest: unknown, manifestUrl: URL): RemoteFiles | null {
  const data = manifest as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
  } | null;
  const remoteEntry = data?.metaData?.remoteEntry;
  if (typeof remoteEntry?.name !== 'string' || !Array.isArray(data?.exposes)) return null;
  const publicPath = data.metaData?.publicPath;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
  const resolve = (file: unknown): string | null => {
    if (typeof file !== 'string' || file.length === 0) return null;
    try {
      const url = new URL(file, base);
      return url.origin === manifestUrl.origin && /^https?:$/.test(url.protocol) ? url.href : null;
    } catch {
      return null;
    }
  };
  const entryPath =
    typeof remoteEntry.path === 'string' && remoteEntry.path
      ? `${remoteEntry.path.replace(/\/+$/, '')}/${remoteEntry.name}`
      : remoteEntry.name;
  const entry = resolve(entryPath);
  const routes = data.exposes.find((expose) => expose.path === './routes');
  const list = (value: unknown) =>
    Array.isArray(value) ? value.map(resolve).filter((url): url is string => url !== null) : [];
  if (!entry || !routes) return null;
  return { entry, scripts: list(routes.assets?.js?.sync), styles: list(routes.assets?.css?.sync) };
}
