/**
 * A remote's stylesheet that failed to load, loaded again once the remote answers, without a reload.
 *
 * A remote's page chunk is imported through Vite's preload helper, which adds the chunk's stylesheet
 * as a `<link rel="stylesheet">` and rejects with "Unable to preload CSS for <address>" when it fails.
 * Two things then keep it failed for the life of the page, whatever the server does later:
 * - the helper remembers every address it has handled, failed or not, and never adds it again (so
 *   the next try renders the section unstyled, or not at all);
 * - Chromium answers a stylesheet whose `<link rel="preload">` hint (site-server/src/remoteHints.ts)
 *   failed with that same failure, without asking the network.
 * So the shell takes the helper's failure over (the helper's `vite:preloadError` event, cancelled so
 * the chunk itself still loads) and, before the section renders, loads that stylesheet itself under
 * a new address (`?attempt=N`), which no cache has seen. If that fails too the section reports
 * itself unavailable as before, and Retry (or the next visit) tries again.
 */

/** Stylesheet addresses whose load failed and has not succeeded since. */
const failed = new Set<string>();
let attempts = 0;
let listening = false;

const CSS_FAILURE = /^Unable to preload CSS for (\S+)$/;

/** Starts taking over the preload helper's stylesheet failures for addresses `isRemoteFile` accepts. */
export function watchRemoteStylesheets(isRemoteFile: (href: string) => boolean): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('vite:preloadError', (event) => {
    const reason = (event as Event & { payload?: unknown }).payload;
    const href = reason instanceof Error ? CSS_FAILURE.exec(reason.message)?.[1] : undefined;
    if (!href || !isRemoteFile(href)) return;
    event.preventDefault();
    failed.add(href);
  });
}

/**
 * Loads again every failed stylesheet under `base` (a remote's folder), each under a new address.
 * Resolves once all have loaded; rejects if one still fails (it stays listed for the next try).
 */
export async function restoreRemoteStylesheets(base: string): Promise<void> {
  const pending = [...failed].filter((href) => href.startsWith(base));
  await Promise.all(pending.map(reload));
}

function reload(href: string): Promise<void> {
  // The failed elements would only confuse the next reader of the DOM (the helper scans it).
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"], link[rel="preload"][as="style"]',
  )) {
    if (link.href === href && !link.sheet) link.remove();
  }
  attempts += 1;
  const url = new URL(href);
  url.searchParams.set('attempt', String(attempts));
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = url.href;
  return new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => {
      failed.delete(href);
      resolve();
    });
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`Unable to load the stylesheet ${href}`));
    });
    document.head.appendChild(link);
  });
}
