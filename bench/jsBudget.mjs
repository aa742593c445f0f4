// Target 2: JavaScript on the wire for the first load of a route (shell, remote and every shared
// chunk), React DOM running once and the federation runtime shipped once.
import { installReactRendererCounter, reactRendererCount } from '../tests/support/reactHook.ts';
import { kb, newDesktopContext, recordNetwork } from './lib/chromium.mjs';
import { sitePorts, siteUrl } from './lib/site.mjs';
import { TARGETS, row } from './lib/targets.mjs';

// A string of the runtime core's error table (@module-federation/runtime-core): one per copy shipped.
const RUNTIME_MARKER = 'RUNTIME-001';
const isScript = (entry) => entry.type === 'Script' || /\.m?js(\?|$)/.test(entry.url);

/** One first load of `route` on the site at `base` (the composed site, or the bench's monolith). */
export async function measureFirstLoad(browser, route, base = siteUrl) {
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  await installReactRendererCounter(page);
  const network = await recordNetwork(page);
  const runtimeFiles = new Set();
  const bodies = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    bodies.push(
      response.text().then(
        (text) => text.includes(RUNTIME_MARKER) && runtimeFiles.add(response.url()),
        () => undefined,
      ),
    );
  });
  await page.goto(base + route.path);
  await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  const atContent = network.mark();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await Promise.all(bodies);
  const entries = network.entries();
  const scripts = entries.filter(isScript);
  const scriptsToContent = entries.slice(0, atContent).filter(isScript);
  const result = {
    route: route.name,
    jsKbToContent: kb(scriptsToContent.reduce((sum, entry) => sum + entry.bytes, 0)),
    jsKbAtIdle: kb(scripts.reduce((sum, entry) => sum + entry.bytes, 0)),
    jsFiles: scripts.length,
    uncompressed: scripts.filter((entry) => !entry.encoding && entry.bytes > 1024).map((entry) => entry.url),
    reactRenderers: await reactRendererCount(page),
    runtimeCopies: runtimeFiles.size,
    // Every script fetched before the content showed, biggest first: where the budget goes.
    files: scriptsToContent
      .map((entry) => ({ file: fileLabel(entry.url), kb: Number(kb(entry.bytes).toFixed(1)) }))
      .sort((a, b) => b.kb - a.kb),
  };
  await context.close();
  return result;
}

/** `shell: assets/index-x.js` or `archives: remoteEntry.js`: which app served a file, and its name. */
function fileLabel(url) {
  const { port, pathname } = new URL(url);
  const app = Object.entries(sitePorts.remotes).find(([, remotePort]) => String(remotePort) === port)?.[0] ?? 'shell';
  // The federation plugin's virtual chunks carry long encoded names: `mf loadShare react-router` reads better.
  const name = pathname
    .replace(/^\//, '')
    .replace(/_virtual_mf_+mfe_internal__\w+?__mf_owner__\d+__(\w+?)__/, 'mf $1 ')
    .replace(/_mf_0_/g, '@')
    .replace(/_mf_1_/g, '/')
    .replace(/_mf_2_/g, '-');
  return `${app}: ${name}`;
}

/** The per-file breakdown of each first load, for the console (`npm run bench -- --only js`). */
export function printFileBreakdown(loads) {
  for (const load of loads) {
    console.log(`\n${load.route}: ${load.files.length} JS files, ${load.jsKbToContent.toFixed(1)} KB to first content`);
    for (const file of load.files) console.log(`  ${file.kb.toFixed(1).padStart(6)} KB  ${file.file}`);
  }
}

export async function jsBudget(browser, routes) {
  const loads = [];
  for (const route of routes) loads.push(await measureFirstLoad(browser, route));
  const rows = loads.map((load) =>
    row('2 JS budget', `JS to first content, ${load.route} (compressed)`, load.jsKbToContent, {
      target: TARGETS.firstLoadJsKb,
      unit: ' KB',
      digits: 1,
      note:
        `${load.jsFiles} JS files, ${load.jsKbAtIdle.toFixed(1)} KB by network idle` +
        `${load.uncompressed.length ? `; sent uncompressed: ${load.uncompressed.length}` : ''}`,
    }),
  );
  const worstReact = loads.reduce((worst, load) => (load.reactRenderers > worst.reactRenderers ? load : worst));
  rows.push(
    row('2 JS budget', 'React DOM renderers started (worst route)', worstReact.reactRenderers, {
      target: TARGETS.reactRenderers,
      note: worstReact.route,
    }),
  );
  const worstRuntime = loads.reduce((worst, load) => (load.runtimeCopies > worst.runtimeCopies ? load : worst));
  rows.push(
    row('2 JS budget', 'Federation runtime copies shipped (worst route)', worstRuntime.runtimeCopies, {
      target: TARGETS.federationRuntimes,
      note: `${worstRuntime.route}; files carrying the runtime core (marker ${RUNTIME_MARKER})`,
    }),
  );
  return { rows, loads };
}
