// Target 6: a repeat visit (same browser, a new tab, the same address) fetches over the network only
// the files meant to be revalidated (HTML, remotes.json, manifests, remote entries); every hashed file
// comes from the cache. API answers are data, not files: counted apart.
import { kb, newDesktopContext, recordNetwork } from './lib/chromium.mjs';
import { siteUrl } from './lib/site.mjs';
import { TARGETS, row } from './lib/targets.mjs';

// The rule of server-kit/src/cachePolicy.ts, applied to any origin: a content hash in an /assets/ name.
const hashed = (url) =>
  /\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|svg|jpg|webp|avif)$/.test(new URL(url).pathname);
const isApi = (url) => new URL(url).pathname.startsWith('/api/');

async function visit(context, route) {
  const page = await context.newPage();
  const network = await recordNetwork(page);
  await page.goto(siteUrl + route.path);
  await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const entries = network.entries().filter((entry) => entry.url.startsWith('http'));
  await page.close();
  return entries;
}

export async function repeatVisit(browser, route) {
  const context = await newDesktopContext(browser);
  const first = await visit(context, route);
  const again = await visit(context, route);
  await context.close();
  const fromNetwork = again.filter((entry) => !entry.fromCache && !isApi(entry.url));
  const hashedFromNetwork = fromNetwork.filter((entry) => hashed(entry.url));
  const revalidated = fromNetwork.filter((entry) => !hashed(entry.url));
  const bytes = (list) => kb(list.reduce((sum, entry) => sum + entry.bytes, 0));
  const name = (entry) => new URL(entry.url).pathname.split('/').pop() || '/';
  return [
    row('6 Repeat visit', `Hashed files fetched again, ${route.name}`, hashedFromNetwork.length, {
      target: TARGETS.hashedFromNetwork,
      note: hashedFromNetwork.length
        ? hashedFromNetwork.map(name).join(', ')
        : `${again.filter((entry) => entry.fromCache).length} files from cache`,
    }),
    row('6 Repeat visit', `Files revalidated, ${route.name} (informative)`, revalidated.length, {
      note: `${[...new Set(revalidated.map(name))].join(', ')}: ${bytes(revalidated).toFixed(1)} KB in all`,
    }),
    row('6 Repeat visit', `Transferred, ${route.name}: first visit -> repeat (files only)`, bytes(fromNetwork), {
      unit: ' KB',
      digits: 1,
      note:
        `first visit ${bytes(first.filter((entry) => !isApi(entry.url))).toFixed(1)} KB; API ` +
        `answers on repeat ${bytes(again.filter((entry) => isApi(entry.url))).toFixed(1)} KB`,
    }),
  ];
}
