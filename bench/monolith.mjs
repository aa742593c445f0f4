// The federation tax: the same pages built as one bundle (bench/monolith/, the
// remotes' route modules imported directly by the shell), served by the shell's own site server on the
// monolith's build, against the composed site in the same run. Per route (home, paper list, paper
// details): JS to first content of each and their ratio (target <= 1.15), and Lighthouse mobile TBT and
// LCP of each, the two sites audited in turn (composed, monolith, composed, ...) so that both see the
// same machine load; medians of the runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, siteEnv } from '../scripts/services.mjs';
import { measureFirstLoad } from './jsBudget.mjs';
import { audit } from './lighthouse.mjs';
import { PORT_OFFSET, sitePorts, siteUrl, stopGroup, waitFor } from './lib/site.mjs';
import { TARGETS, median, row } from './lib/targets.mjs';

const GROUP = '7 Federation tax';
const monolithPort = 8089 + PORT_OFFSET;
export const monolithUrl = `http://localhost:${monolithPort}`;
const monolithDist = path.join(root, 'bench/monolith/dist');

/** `vite build` of the monolith (about 10 s), unless --skip-build finds one already built. */
export function buildMonolith({ skipBuild }) {
  if (skipBuild && existsSync(path.join(monolithDist, '.vite/manifest.json'))) return;
  const build = spawnSync('npx', ['vite', 'build', '--config', '../bench/monolith/vite.config.mjs'], {
    cwd: path.join(root, 'shell'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the monolith build failed');
}

/** The monolith's site server beside the composed site (same API and remote servers, for the route table). */
export async function startMonolith() {
  // In the site server's workspace: tsx reads its tsconfig, whose JSX setting the server's React frame needs.
  const child = spawn('node', ['--import', 'tsx', path.join(root, 'bench/monolith/server.mjs')], {
    cwd: path.join(root, 'site-server'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...siteEnv({ ...sitePorts, site: monolithPort }),
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => stopGroup(child);
  try {
    await waitFor(async () => (await fetch(`${monolithUrl}/health`)).ok);
  } catch (error) {
    await stop();
    throw new Error(`The monolith's site server did not start: ${error.message}`);
  }
  return { stop };
}

/**
 * The rows of the group. `composedLoads`: the JS budget's first loads when that group ran (bytes do
 * not depend on the machine's load), else measured here. `lighthousePort`: null skips the audits.
 */
export async function federationTax(browser, lighthousePort, routes, { repeats, composedLoads = [] }) {
  const rows = [];
  const measured = {};
  for (const route of routes) {
    const composed =
      composedLoads.find((load) => load.route === route.name) ?? (await measureFirstLoad(browser, route));
    const monolith = await measureFirstLoad(browser, route, monolithUrl);
    measured[route.name] = { composed, monolith };
    rows.push(
      row(GROUP, `JS to first content, ${route.name}, monolith (compressed)`, monolith.jsKbToContent, {
        unit: ' KB',
        digits: 1,
        note: `${monolith.files.length} JS files (composed: ${composed.files.length})`,
      }),
      row(GROUP, `JS ratio composed / monolith, ${route.name}`, composed.jsKbToContent / monolith.jsKbToContent, {
        target: TARGETS.federationJsRatio,
        digits: 2,
        note: `composed ${composed.jsKbToContent.toFixed(1)} KB / monolith ${monolith.jsKbToContent.toFixed(1)} KB`,
      }),
    );
  }
  if (lighthousePort === null) return { rows, measured };
  for (const route of routes) {
    const runs = { composed: [], monolith: [] };
    for (let i = 0; i < repeats; i += 1) {
      runs.composed.push(await audit(lighthousePort, siteUrl + route.path, ['performance']));
      runs.monolith.push(await audit(lighthousePort, monolithUrl + route.path, ['performance']));
    }
    const medianOf = (site, metric) => median(runs[site].map((run) => run[metric]).filter(Number.isFinite));
    const tbt = { composed: medianOf('composed', 'tbtMs'), monolith: medianOf('monolith', 'tbtMs') };
    const lcp = { composed: medianOf('composed', 'lcpMs'), monolith: medianOf('monolith', 'lcpMs') };
    measured[route.name].lighthouse = runs;
    const each = (site, metric) => runs[site].map((run) => Math.round(run[metric])).join(', ');
    rows.push(
      row(GROUP, `TBT, ${route.name}, monolith (median)`, tbt.monolith, {
        unit: ' ms',
        note: `runs: ${each('monolith', 'tbtMs')}; composed in the same window: ${Math.round(tbt.composed)} ms (${each('composed', 'tbtMs')})`,
      }),
      row(GROUP, `LCP, ${route.name}, monolith (median)`, lcp.monolith, {
        unit: ' ms',
        note: `runs: ${each('monolith', 'lcpMs')}; composed in the same window: ${Math.round(lcp.composed)} ms (${each('composed', 'lcpMs')})`,
      }),
    );
  }
  return { rows, measured };
}
