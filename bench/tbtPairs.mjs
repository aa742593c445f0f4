// Blocking time of two builds side by side: the composed site on the current build (A)
// and a second site server on another build (B), both in front of the same API, audited in turn with
// Lighthouse's mobile preset, so both see the same machine load (docs/performance.md, "Narrower tools").
// TBT on this shared machine moves with the load far more than with most changes; a pair taken in the
// same minute says more than two runs an hour apart. Not part of the bench's table; after `npm run build`:
//   BENCH_PORT_OFFSET=23000 BENCH_DIR=/tmp/x node bench/tbtPairs.mjs --b-shell /tmp/x/shell-dist \
//     [--b-remote archives=/tmp/x/archives-dist] [--runs 3] [--pages home,list,details] [--tasks]
// B's shell folder is a copy of an earlier shell/dist (B's remotes: copies of an earlier mfe-<name>/dist);
// what B does not name comes from the current build. Prints each run and the medians.
// Besides Lighthouse's TBT (wall-clock task lengths, which another process taking the core stretches), each
// run prints a "CPU blocking time": the same sum over main-thread tasks after the first contentful paint,
// max(0, 4 x thread time - 50 ms), from the tasks' thread time (`tdur`) in the trace, which time spent
// descheduled does not count. Not Lighthouse's metric (no simulation), but far steadier on a loaded machine.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { root, sections, siteEnv, siteOrigins } from '../scripts/services.mjs';
import { runLighthouse, withLighthouseChrome } from './lighthouse.mjs';
import { sampleRoutes, siteUrl, sitePorts, startSite, stopGroup, waitFor } from './lib/site.mjs';
import { median } from './lib/targets.mjs';

/** Lighthouse's mobile CPU slowdown and the blocking threshold of TBT. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

const { values } = parseArgs({
  options: {
    'b-shell': { type: 'string' },
    'b-remote': { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,list,details' },
    tasks: { type: 'boolean', default: false },
  },
});
if (!values['b-shell']) throw new Error('--b-shell <copy of an earlier shell/dist> is required');
const runs = Number(values.runs);
// B's ports: past the monolith's (8089) and the API bench's, moved by the same offset.
const bSitePort = sitePorts.site + 11;
const bSiteUrl = `http://localhost:${bSitePort}`;
const bRemotes = values['b-remote'].map((entry, index) => {
  const [name, dist] = entry.split('=');
  if (!sections[name] || !dist) throw new Error(`--b-remote wants <section>=<dist folder>, got "${entry}"`);
  return { name, dist: path.resolve(dist), port: sitePorts.site + 12 + index };
});

// The current build's remotes must accept modules requests from B's page too.
process.env.EXTRA_SITE_ORIGINS = `${bSiteUrl},http://127.0.0.1:${bSitePort}`;
const site = await startSite();
const children = [];
const spawnServer = (command, cwd, env) => {
  const child = spawn('node', command, { cwd, detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
  children.push(child);
};
try {
  for (const remote of bRemotes) {
    spawnServer(
      [path.join(root, 'server-kit/src/serve-remote.mjs'), remote.name],
      path.join(root, `mfe-${remote.name}`),
      {
        PORT: String(remote.port),
        REMOTE_DIST: remote.dist,
        SITE_ORIGINS: siteOrigins(bSitePort),
      },
    );
  }
  const bEnv = { ...siteEnv(sitePorts), PORT: String(bSitePort), SHELL_DIST: path.resolve(values['b-shell']) };
  for (const remote of bRemotes) bEnv[sections[remote.name].env] = `http://localhost:${remote.port}`;
  spawnServer(['--import', 'tsx', 'src/main.ts'], path.join(root, 'site-server'), bEnv);
  await waitFor(async () => (await fetch(`${bSiteUrl}/remotes.json`)).ok);
  for (const remote of bRemotes)
    await waitFor(async () => (await fetch(`http://localhost:${remote.port}/mf-manifest.json`)).ok);

  const routes = await sampleRoutes();
  const pages = { home: routes.home, list: routes.paperList, details: routes.paperDetails };
  const chosen = values.pages.split(',').map((name) => pages[name] ?? routes[name]);
  const results = new Map(chosen.map((route) => [route.name, { A: [], B: [] }]));
  await withLighthouseChrome(async (port) => {
    for (let run = 0; run < runs; run += 1) {
      for (const route of chosen) {
        // Alternate which build goes first, so a load that rises or falls during a pair favours neither.
        const order = run % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
        for (const build of order) {
          const base = build === 'A' ? siteUrl : bSiteUrl;
          const load = loadavg()[0].toFixed(1);
          const { lhr, artifacts } = await runLighthouse(base + route.path, { port, onlyCategories: ['performance'] });
          const audit = (id) => lhr.audits[id].numericValue;
          const entry = {
            tbt: Math.round(audit('total-blocking-time')),
            perf: Math.round(lhr.categories.performance.score * 100),
            lcp: Math.round(audit('largest-contentful-paint')),
            cls: audit('cumulative-layout-shift'),
            load,
            ...cpuBlocking(artifacts.Trace),
          };
          results.get(route.name)[build].push(entry);
          console.log(
            `${route.name.padEnd(13)} ${build} run ${run + 1}: TBT ${entry.tbt} ms, perf ${entry.perf}, ` +
              `LCP ${entry.lcp} ms, CLS ${entry.cls.toFixed(3)}, load ${load}; CPU blocking ${entry.cpuTbt} ms, ` +
              `longest tasks (thread ms) ${entry.longest.join(', ')}`,
          );
          if (values.tasks) {
            const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
            const short = (url) =>
              String(url)
                .replace(/^https?:\/\/localhost:\d+\//, '')
                .replace(/^.*\/(assets\/)/, '$1');
            console.log(
              `    long tasks: ${tasks.map((task) => `${Math.round(task.duration)}@${Math.round(task.startTime)} ${short(task.url)}`).join('; ')}`,
            );
          }
        }
      }
    }
  });
  console.log('\nmedians (A = current build, B = --b-shell/--b-remote):');
  for (const [name, { A, B }] of results) {
    const sum = (list) =>
      `TBT ${median(list.map((entry) => entry.tbt))} ms (${list.map((entry) => entry.tbt).join(', ')}), ` +
      `CPU blocking ${median(list.map((entry) => entry.cpuTbt))} ms (${list.map((entry) => entry.cpuTbt).join(', ')}), ` +
      `perf ${median(list.map((entry) => entry.perf))}, CLS max ${Math.max(...list.map((entry) => entry.cls)).toFixed(3)}`;
    console.log(`${name.padEnd(13)} A: ${sum(A)}\n${''.padEnd(13)} B: ${sum(B)}`);
  }
} finally {
  for (const child of children) await stopGroup(child);
  await site.stop();
}

/** The "CPU blocking time" of one trace (see the top of this file) and its five longest tasks in thread ms. */
function cpuBlocking(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const fcp = processed.frameEvents.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  // Top-level tasks only (a task can run another inside it); the events come sorted by start.
  let end = 0;
  const threadMs = [];
  for (const event of processed.mainThreadEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    if (event.ts >= fcp && typeof event.tdur === 'number') threadMs.push(event.tdur / 1000);
  }
  const blocking = threadMs.reduce((sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_MS), 0);
  const longest = [...threadMs]
    .sort((a, b) => b - a)
    .slice(0, 5)
    .map((ms) => ms.toFixed(1));
  return { cpuTbt: Math.round(blocking), longest };
}
