// Target 2: JavaScript on the wire for the first load of a route (shell, remote and every shared
// chunk), React DOM running once and the federation runtime shipped once.
import { installReactRendererCounter, reactRendererCount } from '../tests/support/reactHook.ts';
import { kb, newDesktopContext, recordNetwork } from './lib/chromium.mjs';
import { siteUrl } from './lib/site.mjs';
import { TARGETS, row } from './lib/targets.mjs';

// A string of the runtime core's error table (@module-federation/runtime-core): one per copy shipped.
const RUNTIME_MARKER = 'RUNTIME-001';
const isScript = (entry) => entry.type === 'Script' || /\.m?js(\?|$)/.test(entry.url);

export async function measureFirstLoad(browser, route) {
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  await installReactRendererCounter(page);
  const network = await recordNetwork(page);
  const runtimeFiles = new Set();
  const bodies = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    bodies.push(response.text().then((text) => text.includes(RUNTIME_MARKER) && runtimeFiles.add(response.url()), () => undefined));
  });
  await page.goto(siteUrl + route.path);
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
  };
  await context.close();
  return result;
}

export async function jsBudget(browser, routes) {
  const loads = [];
  for (const route of routes) loads.push(await measureFirstLoad(browser, route));
  const rows = loads.map((load) =>
    row('2 JS budget', `JS to first content, ${load.route} (compressed)`, load.jsKbToContent, {
      target: TARGETS.firstLoadJsKb,
      unit: ' KB',
      digits: 1,
      note: `${load.jsFiles} JS files, ${load.jsKbAtIdle.toFixed(1)} KB by network idle${load.uncompressed.length ? `; sent uncompressed: ${load.uncompressed.length}` : ''}`,
    }),
  );
  const worstReact = loads.reduce((worst, load) => (load.reactRenderers > worst.reactRenderers ? load : worst));
  rows.push(row('2 JS budget', 'React DOM renderers started (worst route)', worstReact.reactRenderers, { target: TARGETS.reactRenderers, note: worstReact.route }));
  const worstRuntime = loads.reduce((worst, load) => (load.runtimeCopies > worst.runtimeCopies ? load : worst));
  rows.push(
    row('2 JS budget', 'Federation runtime copies shipped (worst route)', worstRuntime.runtimeCopies, {
      target: TARGETS.federationRuntimes,
      note: `${worstRuntime.route}; files carrying the runtime core (marker ${RUNTIME_MARKER})`,
    }),
  );
  return { rows, loads };
}
