// Target 1: first load under Lighthouse's mobile preset (its default: a mid-range phone on slow 4G,
// simulated throttling), driving Debian's Chromium through chrome-launcher. Each page runs `repeats`
// times; the run with the median performance score is reported, as Lighthouse's own docs advise.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../scripts/chromium.mjs';
import { chromePath } from './lib/chromium.mjs';
import { TARGETS, median, row } from './lib/targets.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** How many times a run whose trace failed, or that hung, is taken again. */
const RUN_AGAIN = 3;
/** A run takes 10 to 40 s here; one that has not finished in this time hung and is taken again. */
const RUN_TIMEOUT_MS = 150_000;

export async function withLighthouseChrome(work) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run: the scores (0..100) and the three field metrics. `flags` are Lighthouse's own
 * (`{ throttlingMethod: 'devtools' }` for the applied-throttling rows).
 */
export async function audit(port, url, categories = CATEGORIES, flags = {}) {
  const { lhr } = await runLighthouse(url, { port, onlyCategories: categories, ...flags });
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  // Audits that cost points (weight > 0), to say why a score is below 100.
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((entry) => entry.score !== null && entry.score < 1 && category(entry) !== 'performance')
    .map((entry) => entry.id);
  function category(entry) {
    return Object.keys(lhr.categories).find((id) => lhr.categories[id].auditRefs.some((ref) => ref.id === entry.id));
  }
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failing,
    lcpElement: lcpNode?.snippet?.slice(0, 80) ?? '',
    biggestShift: shifts[0]?.node?.snippet?.slice(0, 80) ?? '',
  };
}

/**
 * One Lighthouse run (`{ lhr, artifacts }`, JSON output, errors only in the log), taken again when it
 * fails or hangs. `options` are Lighthouse's own (`port`, `onlyCategories`, `throttlingMethod`, ...).
 * Now and then a trace misses its start (NO_NAVSTART, sometimes twice in a row),
 * a page stops answering (PAGE_HUNG, then Puppeteer's TimeoutError), or Lighthouse never comes back
 * from a run: that run is taken again, up to RUN_AGAIN times, before the bench gives up. The hand-run
 * tools (bench/tbtPairs.mjs, bench/longTasks.mjs) use it too, so none of them can hang.
 */
export async function runLighthouse(url, options) {
  const settings = { output: 'json', logLevel: 'error', ...options };
  let result = await runOnce(url, settings);
  for (let again = 1; result.lhr.runtimeError && again <= RUN_AGAIN; again += 1) {
    console.warn(`Lighthouse: ${result.lhr.runtimeError.code} on ${url}, running it again (${again} of ${RUN_AGAIN})`);
    result = await runOnce(url, settings);
  }
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
  return result;
}

/** One Lighthouse run's result, or one whose `lhr.runtimeError` says the run failed or hung. */
async function runOnce(url, options) {
  let timer;
  const hung = new Promise((resolve) => {
    const runtimeError = { code: 'BENCH_RUN_HUNG', message: `no report after ${RUN_TIMEOUT_MS / 1000} s` };
    timer = setTimeout(() => resolve({ lhr: { runtimeError } }), RUN_TIMEOUT_MS);
  });
  try {
    // Puppeteer gives up on a page that stopped answering with a TimeoutError: a run to take again too.
    const run = lighthouse(url, options).catch((error) => ({
      lhr: { runtimeError: { code: 'BENCH_RUN_FAILED', message: error.message } },
    }));
    return await Promise.race([run, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** The run with the median performance score, and the median LCP over all runs. */
export async function auditRepeated(port, url, repeats, categories, flags) {
  const runs = [];
  for (let i = 0; i < repeats; i += 1) runs.push(await audit(port, url, categories, flags));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    ...byScore[Math.floor(byScore.length / 2)],
    medianLcpMs: median(runs.map((run) => run.lcpMs).filter(Number.isFinite)),
    runs,
  };
}

export async function lighthouseRows(port, siteUrl, routes, { repeats }) {
  const rows = [];
  const results = {};
  for (const route of routes) {
    const result = await auditRepeated(port, siteUrl + route.path, repeats);
    results[route.name] = result;
    const group = '1 Lighthouse mobile';
    const of = `${route.name}`;
    const perfNote = `runs: ${result.runs.map((run) => run.performance).join(', ')}`;
    rows.push(
      row(group, `Performance score, ${of}`, result.performance, { target: TARGETS.performanceScore, note: perfNote }),
    );
    rows.push(
      row(group, `LCP, ${of}`, result.lcpMs, {
        target: TARGETS.lcpMs,
        unit: ' ms',
        note: result.lcpElement && `element ${result.lcpElement}`,
      }),
    );
    rows.push(row(group, `TBT, ${of}`, result.tbtMs, { target: TARGETS.tbtMs, unit: ' ms' }));
    rows.push(await appliedThrottlingRow(port, siteUrl + route.path, of, repeats, result));
    rows.push(
      row(group, `CLS, ${of}`, result.cls, {
        target: TARGETS.cls,
        digits: 3,
        note: result.biggestShift && `biggest shift ${result.biggestShift}`,
      }),
    );
    const failing = result.failing.length ? `failing audits: ${result.failing.join(', ')}` : '';
    rows.push(
      row(group, `Accessibility score, ${of}`, result.accessibility, {
        target: TARGETS.categoryScore,
        note: result.accessibility < 100 ? failing : '',
      }),
    );
    rows.push(
      row(group, `Best practices score, ${of}`, result.bestPractices, {
        target: TARGETS.categoryScore,
        note: result.bestPractices < 100 ? failing : '',
      }),
    );
    rows.push(
      row(group, `SEO score, ${of}`, result.seo, {
        target: TARGETS.categoryScore,
        note: result.seo < 100 ? failing : '',
      }),
    );
  }
  return { rows, results };
}

/**
 * TBT with the same phone and network applied to the browser instead of simulated (Lighthouse's
 * `throttlingMethod: 'devtools'`: slow 4G and a 4x slower CPU while the page loads). Lighthouse's
 * simulation puts the first paint after the scripts in some runs and before them in others, and counts
 * the shell's start in TBT only in the second case (docs/performance.md, "Reading Lighthouse's first
 * paint"); with the network applied the HTML always paints first, as it does for a reader on a slow
 * network, so this row is the blocking time such a reader gets. Informative: the target is on the
 * simulated row above.
 */
async function appliedThrottlingRow(port, url, of, repeats, result) {
  const { runs } = await auditRepeated(port, url, repeats, ['performance'], { throttlingMethod: 'devtools' });
  const tbtMs = median(runs.map((run) => run.tbtMs));
  result.appliedThrottling = { tbtMs, runs };
  const each = (key) => runs.map((run) => Math.round(run[key])).join(', ');
  return row('1 Lighthouse mobile', `TBT, ${of}, throttling applied (median)`, tbtMs, {
    unit: ' ms',
    note: `runs: ${each('tbtMs')}; LCP ${each('lcpMs')} ms`,
  });
}
