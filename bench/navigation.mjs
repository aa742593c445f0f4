// Target 3: moving between sections after the first load. The reader is on an Archives paper list,
// points at the Thesis menu, then opens Thesis > Archives (/thesis). Measured: whether the thesis remote
// was fetched before the click (prefetch on hover or idle), and the time from the click to the thesis
// page's own content (its volume links), taken inside the page so no tool latency is counted.
import { newDesktopContext, recordNetwork } from './lib/chromium.mjs';
import { sitePorts, siteUrl } from './lib/site.mjs';
import { TARGETS, median, row } from './lib/targets.mjs';

const THESIS_CONTENT = 'main a[href*="/thesis/paperlist"]';

async function oneMove(browser, from) {
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  const network = await recordNetwork(page);
  await page.goto(siteUrl + from.path);
  await page.locator(from.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const thesisOrigin = `http://localhost:${sitePorts.remotes.thesis}`;
  const fetchedWhenIdle = network.entries().some((entry) => entry.url.startsWith(thesisOrigin));

  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Thesis' });
  await menu.hover();
  const link = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/thesis"]');
  await link.hover();
  // The time a reader's hand takes from the menu to the click; the prefetch has this long to work.
  await page.waitForTimeout(150);
  const fetchedBeforeClick = network
    .entries()
    .some((entry) => entry.url.includes(thesisOrigin) && entry.url.includes('/assets/routes-'));

  const elapsed = page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const start = performance.now();
        const check = () => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        setTimeout(() => resolve(null), 10_000);
      }),
    THESIS_CONTENT,
  );
  await link.click();
  const ms = await elapsed;
  await context.close();
  return { ms, fetchedWhenIdle, fetchedBeforeClick };
}

export async function navigation(browser, from, { repeats = 3 } = {}) {
  const moves = [];
  for (let i = 0; i < repeats; i += 1) moves.push(await oneMove(browser, from));
  const times = moves.map((move) => move.ms).filter((ms) => ms !== null);
  const prefetched = moves.filter((move) => move.fetchedBeforeClick).length;
  return [
    row('3 Navigation', 'Thesis remote fetched before the click (hover or idle)', prefetched, {
      target: { min: repeats },
      note: `${moves.filter((move) => move.fetchedWhenIdle).length}/${repeats} already while idle; out of ${repeats} moves`,
    }),
    row(
      '3 Navigation',
      `Archives list -> Thesis: click to content (median of ${times.length})`,
      times.length ? median(times) : null,
      {
        target: TARGETS.navigationMs,
        unit: ' ms',
        note: times.length
          ? `each: ${times.map((ms) => Math.round(ms)).join(', ')} ms`
          : 'the thesis content never appeared',
      },
    ),
  ];
}
