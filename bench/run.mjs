// `npm run bench`: builds every app, starts the composed site at its own port offset, measures the six
// targets of docs/performance.md, prints one table and writes bench/results.json. Every figure is
// measured in this run.
//   --quick        one Lighthouse run per page (not three), API at 1,000 and 10,000 papers only, 5 s loads
//   --skip-build   use the apps' dist folders as they are
//   --only js      the JS budget rows alone (about 30 s after the build), with every file of each first
//                  load and its compressed size; the results go to $BENCH_DIR/results-js.json, not
//                  bench/results.json (which keeps the last whole run)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/services.mjs';
import { apiBench } from './api.mjs';
import { jsBudget, printFileBreakdown } from './jsBudget.mjs';
import { chromePath, launchBrowser } from './lib/chromium.mjs';
import { benchDir, sampleRoutes, siteUrl, startSite } from './lib/site.mjs';
import { printTable } from './lib/table.mjs';
import { lighthouseRows, withLighthouseChrome } from './lighthouse.mjs';
import { navigation } from './navigation.mjs';
import { repeatVisit } from './repeatVisit.mjs';
import { staticBaseline } from './staticBaseline.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];
if (only !== null && only !== 'js') throw new Error(`--only takes "js" (the JS budget rows), not "${only}"`);
const settings = {
  lighthouseRepeats: quick ? 1 : 3,
  navigationRepeats: quick ? 3 : 5,
  apiSizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
  apiSeconds: quick ? 5 : 10,
};

function step(text) {
  console.log(`\n> ${text}`);
}

if (!args.has('--skip-build')) {
  step('npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const rows = [];
const details = {};
step(`starting the composed site at ${siteUrl}`);
const site = await startSite();
const stopOnSignal = () => site.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  const routes = await sampleRoutes();
  const browser = await launchBrowser();
  try {
    step('JS budget (first load of one route per remote)');
    const budget = await jsBudget(browser, [routes.home, routes.paperList, routes.paperDetails, routes.thesis, routes.conference]);
    rows.push(...budget.rows);
    details.firstLoads = budget.loads;
    if (only === 'js') printFileBreakdown(budget.loads);
    if (only !== 'js') {
      step('navigation Archives -> Thesis');
      rows.push(...(await navigation(browser, routes.paperList, { repeats: settings.navigationRepeats })));
      step('repeat visit');
      rows.push(...(await repeatVisit(browser, routes.paperList)));
      step(`Lighthouse mobile, ${settings.lighthouseRepeats} run(s) per page, and the static baseline`);
      await withLighthouseChrome(async (port) => {
        const audits = await lighthouseRows(port, siteUrl, [routes.home, routes.paperList, routes.paperDetails], { repeats: settings.lighthouseRepeats });
        rows.unshift(...audits.rows);
        details.lighthouse = audits.results;
        rows.push(...(await staticBaseline(browser, port, routes.paperList, audits.results['paper list'], { repeats: settings.lighthouseRepeats })));
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  step('stopping the composed site');
  await site.stop();
}

if (only !== 'js') {
  step(`API alone at ${settings.apiSizes.join(', ')} papers, ${settings.apiSeconds} s per call`);
  const api = await apiBench({ sizes: settings.apiSizes, duration: settings.apiSeconds });
  rows.push(...api.rows);
  details.api = api.measured;
}

const sorted = rows.sort((a, b) => a.group.localeCompare(b.group));
printTable(sorted);
const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverage: os.loadavg(), node: process.version, chromium: chromePath };
const resultsFile = only ? path.join(benchDir, `results-${only}.json`) : path.join(root, 'bench/results.json');
writeFileSync(
  resultsFile,
  JSON.stringify({ date: new Date().toISOString(), mode: only ? `only ${only}` : quick ? 'quick' : 'full', settings, machine, rows: sorted, details }, null, 2) + '\n',
);
const missed = sorted.filter((entry) => entry.met === false).length;
console.log(`\n${sorted.filter((entry) => entry.met === true).length} met, ${missed} missed. Load average at the end: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} (figures under load are pessimistic).`);
console.log(`Written: ${path.relative(root, resultsFile)}`);
