// `npm run bench`: builds every app, starts the composed site at its own port offset, measures the six
// targets of docs/performance.md, prints one table and writes bench/results.json. Every figure is
// measured in this run.
//   --quick        one Lighthouse run per page (not three), API at 1,000 and 10,000 papers only, 5 s loads
//   --skip-build   use the apps' dist folders as they are
//   --only a,b     run only these groups (jsbudget, navigation, repeat, lighthouse, static, monolith, api,
//                  workers, pdfs, discovery, usage, cluster); the static baseline brings the paper list's Lighthouse audit with it;
//                  the API groups (`api`; `workers`, 1 process against one per core; `pdfs`; `discovery`,
//                  related papers, author pages and site search one call at a time at 100k papers) need
//                  no build, site or browser. A partial run writes bench/results-<groups>.json (e.g.
//                  bench/results-api.json) and leaves bench/results.json, the last whole run, alone.
//                  With jsbudget in the list, every JS file of each first load is printed with its size.
//                  `monolith` (the federation tax) builds the same pages as one bundle
//                  (bench/monolith/) and compares its JS and Lighthouse TBT with the composed site's.
//                  `cluster` (bench/cluster.mjs) runs the built site as 1 and 2 instances behind nginx
//                  (it builds unless --skip-build; needs Redis, and DATABASE_URL or --postgres for PostgreSQL).
//   --postgres     the api group measures PostgreSQL beside SQLite in the same run, and the cluster group
//                  runs on PostgreSQL: copies of the bench's SQLite journals (bench/lib/postgres.mjs)
//   --api-sizes N,N  the api group's archive sizes (default 1000,10000,100000,1000000; --quick 1000,10000).
//                  Its journals are kept in BENCH_CACHE_DIR (default bench/.cache) while the seed is unchanged
//   --cluster-papers N   the size of the cluster group's journal (default 10,000)
// The load generator of the API, workers and cluster groups is Debian's wrk, installed when missing
// (as root; bench/lib/wrk.mjs).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/services.mjs';
import { apiBench, database } from './api.mjs';
import { workersBench } from './workers.mjs';
import { clusterBench } from './cluster.mjs';
import { discoveryBench } from './discovery.mjs';
import { usageBench } from './usage.mjs';
import { pdfBench } from './pdfs.mjs';
import { jsBudget, printFileBreakdown } from './jsBudget.mjs';
import { chromePath, launchBrowser } from './lib/chromium.mjs';
import { importHeavyArticle } from './lib/heavyArticle.mjs';
import { postgresDatabase } from './lib/postgres.mjs';
import { sampleRoutes, siteUrl, startSite } from './lib/site.mjs';
import { printTable } from './lib/table.mjs';
import { ensureWrk } from './lib/wrk.mjs';
import { lighthouseRows, withLighthouseChrome } from './lighthouse.mjs';
import { buildMonolith, federationTax, monolithUrl, startMonolith } from './monolith.mjs';
import { navigation } from './navigation.mjs';
import { repeatVisit } from './repeatVisit.mjs';
import { staticBaseline } from './staticBaseline.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const quick = args.has('--quick');
const GROUPS = [
  'jsbudget',
  'navigation',
  'repeat',
  'lighthouse',
  'static',
  'monolith',
  'api',
  'workers',
  'pdfs',
  'discovery',
  'usage',
  'cluster',
];
const postgres = args.has('--postgres');
const clusterPapersIndex = argv.indexOf('--cluster-papers');
const clusterPapers = clusterPapersIndex >= 0 ? Number(argv[clusterPapersIndex + 1]) : 10_000;
if (!Number.isInteger(clusterPapers) || clusterPapers < 1) {
  console.error('--cluster-papers takes a whole number of papers, e.g. --cluster-papers 100000');
  process.exit(2);
}
const apiSizesIndex = argv.indexOf('--api-sizes');
const apiSizes = apiSizesIndex >= 0 ? (argv[apiSizesIndex + 1] ?? '').split(',').map(Number) : null;
if (apiSizes && (apiSizes.length === 0 || !apiSizes.every((n) => Number.isInteger(n) && n >= 1))) {
  console.error('--api-sizes takes whole numbers of papers, e.g. --api-sizes 100000,1000000');
  process.exit(2);
}
const onlyIndex = argv.indexOf('--only');
// `js` is kept as another name for `jsbudget`.
const only =
  onlyIndex >= 0
    ? new Set(
        (argv[onlyIndex + 1] ?? '')
          .split(',')
          .filter(Boolean)
          .map((group) => (group === 'js' ? 'jsbudget' : group)),
      )
    : null;
const unknown = only ? [...only].filter((group) => !GROUPS.includes(group)) : [];
if (only && (only.size === 0 || unknown.length)) {
  console.error(
    `--only takes a comma-separated list of: ${GROUPS.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}
const runs = (group) => !only || only.has(group);
const settings = {
  lighthouseRepeats: quick ? 1 : 3,
  navigationRepeats: quick ? 3 : 5,
  apiSizes: apiSizes ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]),
  apiSeconds: quick ? 5 : 10,
  workersPapers: 10_000,
  clusterPapers,
  engine: postgres || process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite',
  discoveryPapers: quick ? 10_000 : 100_000,
};

function step(text) {
  console.log(`\n> ${text}`);
}

const apiGroups = new Set(['api', 'workers', 'pdfs', 'discovery', 'usage', 'cluster']);
const browserGroups = GROUPS.filter((group) => !apiGroups.has(group));
const needsSite = browserGroups.some(runs);

if (['api', 'workers', 'cluster'].some(runs)) ensureWrk();

if ((needsSite || runs('cluster')) && !args.has('--skip-build')) {
  step('npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

if (runs('monolith')) {
  step('the monolith (bench/monolith/vite.config.mjs)');
  buildMonolith({ skipBuild: args.has('--skip-build') });
}

const rows = [];
const details = {};
if (needsSite) await browserTargets();

/** Targets 1 to 4 and 6: the composed site in Chromium. */
async function browserTargets() {
  step(`starting the composed site at ${siteUrl}`);
  const site = await startSite();
  const stopOnSignal = () => site.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const routes = await sampleRoutes();
    step('importing the article with 40 figures and 800 formulas (bench/lib/heavyArticle.mjs)');
    const heavy = await importHeavyArticle();
    rows.push(heavy.row);
    routes.heavyPaper = heavy.route;
    const browser = await launchBrowser();
    try {
      if (runs('jsbudget')) {
        step('JS budget (first load of one route per remote)');
        const budget = await jsBudget(browser, [
          routes.home,
          routes.paperList,
          routes.paperDetails,
          routes.heavyPaper,
          routes.thesis,
          routes.conference,
        ]);
        rows.push(...budget.rows);
        details.firstLoads = budget.loads;
        // A JS-only run is for working on the budget: list every file of each first load.
        if (only) printFileBreakdown(budget.loads);
      }
      if (runs('navigation')) {
        step('navigation Archives -> Thesis');
        rows.push(...(await navigation(browser, routes.paperList, { repeats: settings.navigationRepeats })));
      }
      if (runs('repeat')) {
        step('repeat visit');
        rows.push(...(await repeatVisit(browser, routes.paperList)));
      }
      if (runs('monolith')) await monolithTargets(browser, routes);
      if (runs('lighthouse') || runs('static')) {
        const pages = runs('lighthouse')
          ? [routes.home, routes.paperList, routes.paperDetails, routes.heavyPaper]
          : [routes.paperList];
        step(
          `Lighthouse mobile, ${settings.lighthouseRepeats} run(s) per page${runs('static') ? ', and the static baseline' : ''}`,
        );
        await withLighthouseChrome(async (port) => {
          const audits = await lighthouseRows(port, siteUrl, pages, { repeats: settings.lighthouseRepeats });
          rows.unshift(...audits.rows);
          details.lighthouse = audits.results;
          if (runs('static'))
            rows.push(
              ...(await staticBaseline(browser, port, routes.paperList, audits.results['paper list'], {
                repeats: settings.lighthouseRepeats,
              })),
            );
        });
      }
    } finally {
      await browser.close();
    }
  } finally {
    step('stopping the composed site');
    await site.stop();
  }
}

/** The federation tax: the monolith beside the composed site, JS and Lighthouse in the same window. */
async function monolithTargets(browser, routes) {
  step(`the monolith at ${monolithUrl}: JS and Lighthouse (${settings.lighthouseRepeats} run(s) per page and site)`);
  const monolith = await startMonolith();
  try {
    await withLighthouseChrome(async (port) => {
      const tax = await federationTax(browser, port, [routes.home, routes.paperList, routes.paperDetails], {
        repeats: settings.lighthouseRepeats,
        composedLoads: details.firstLoads,
      });
      rows.push(...tax.rows);
      details.monolith = tax.measured;
    });
  } finally {
    await monolith.stop();
  }
}

if (runs('pdfs')) {
  step('PDFs off the request path: /health while new PDFs are typeset');
  const pdfs = await pdfBench();
  rows.push(...pdfs.rows);
  details.pdfs = pdfs.measured;
}

if (runs('api')) {
  step(
    `API alone at ${settings.apiSizes.join(', ')} papers on ${postgres ? 'SQLite and PostgreSQL' : 'SQLite'}, ${settings.apiSeconds} s per call`,
  );
  const api = await apiBench({ sizes: settings.apiSizes, duration: settings.apiSeconds, postgres });
  rows.push(...api.rows);
  details.api = api.measured;
}

if (runs('workers')) {
  step(
    `API on 1 and ${os.availableParallelism()} worker processes at ${settings.workersPapers} papers, ${settings.apiSeconds} s per call`,
  );
  const workers = await workersBench({ papers: settings.workersPapers, duration: settings.apiSeconds });
  rows.push(...workers.rows);
  details.workers = workers.measured;
}

if (runs('discovery')) {
  step(
    `discovery calls (related papers, author pages, site search) one at a time at ${settings.discoveryPapers} papers`,
  );
  const discovery = await discoveryBench({ papers: settings.discoveryPapers });
  rows.push(...discovery.rows);
  details.discovery = discovery.measured;
}

if (runs('usage')) {
  step('usage counting: /countView and counted PDF downloads, one at a time at 1,000 papers');
  const usage = await usageBench();
  rows.push(...usage.rows);
  details.usage = usage.measured;
}

if (runs('cluster')) {
  // The cluster's instances read DATABASE_URL from this process's environment.
  if (postgres && !process.env.DATABASE_URL)
    process.env.DATABASE_URL = await postgresDatabase(await database(settings.clusterPapers));
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  step(
    `1 and 2 instances behind nginx at ${settings.clusterPapers} papers (${engine}), ${settings.apiSeconds} s per run`,
  );
  const cluster = await clusterBench({ papers: settings.clusterPapers, duration: settings.apiSeconds });
  rows.push(...cluster.rows);
  details.cluster = cluster.measured;
}

const sorted = rows.sort((a, b) => a.group.localeCompare(b.group));
printTable(sorted);
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadAverage: os.loadavg(),
  node: process.version,
  chromium: chromePath,
};
// A run on PostgreSQL (--postgres, or DATABASE_URL for the cluster group) keeps its own file beside SQLite's.
const engineSuffix = settings.engine === 'PostgreSQL' ? '-postgres' : '';
const resultsFile = path.join(
  root,
  only ? `bench/results-${[...only].join('-')}${engineSuffix}.json` : `bench/results${engineSuffix}.json`,
);
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      only: only ? [...only] : undefined,
      settings,
      machine,
      rows: sorted,
      details,
    },
    null,
    2,
  ) + '\n',
);
const missed = sorted.filter((entry) => entry.met === false).length;
console.log(
  `\n${sorted.filter((entry) => entry.met === true).length} met, ${missed} missed. Load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (figures under load are pessimistic).`,
);
console.log(`Written: ${path.relative(root, resultsFile)}`);
