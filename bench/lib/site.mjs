// The composed site under test: API, site server and the four remote servers on built files, started
// with scripts/start.mjs at the bench's own port offset (so it never collides with a developer's site
// or the Playwright runs), on its own database, and stopped with its whole process tree.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ports, root } from '../../scripts/services.mjs';

// BENCH_PORT_OFFSET and BENCH_DIR let two benches (two worktrees, say) run side by side.
export const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 26000);
export const benchDir = process.env.BENCH_DIR ?? '/tmp';
mkdirSync(benchDir, { recursive: true });
export const sitePorts = ports(PORT_OFFSET);
export const siteUrl = `http://localhost:${sitePorts.site}`;
export const API_TOKEN = 'Bearer ijcri-public-site-2026';

export async function startSite() {
  const child = spawn('node', [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // A process group of its own, so one signal stops concurrently and every server under it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      JOURNAL_PORT_OFFSET: String(PORT_OFFSET),
      JOURNAL_DB: path.join(benchDir, 'bench.db'),
      JOURNAL_FILES_DIR: path.join(benchDir, 'bench-files'),
      LOG_LEVEL: 'warn',
      // The load generator is one address standing for many readers: the site's cap per address (64, against
      // one host holding many sockets) would shed its connections. The total cap still holds.
      SITE_MAX_CONNECTIONS_PER_ADDRESS: '4096',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const stop = () => stopGroup(child);
  try {
    await waitFor(
      async () =>
        (await fetch(`${siteUrl}/remotes.json`)).ok && (await callApi(siteUrl + '/api', '/archiveYearListing', {})),
    );
    for (const port of Object.values(sitePorts.remotes))
      await waitFor(async () => (await fetch(`http://localhost:${port}/mf-manifest.json`)).ok);
  } catch (error) {
    await stop();
    throw new Error(`The composed site did not start: ${error.message}\n${output}`);
  }
  return { stop };
}

export async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export async function waitFor(check, timeoutMs = 60_000) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms${last ? ` (${last.message})` : ''}`);
}

export async function callApi(base, callPath, payload) {
  const response = await fetch(base + callPath, {
    method: 'POST',
    headers: { Authorization: API_TOKEN, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${callPath} answered ${response.status}`);
  return response.json();
}

const slug = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The pages the bench loads, found from the data (newest issue, its first paper), never hard-coded.
 * `ready` is what a reader waits for: the page's own content, not the server summary or a spinner.
 */
export async function sampleRoutes() {
  const api = `${siteUrl}/api`;
  const { archives } = await callApi(api, '/archiveYearListing', {});
  const newest = archives.at(-1);
  const volume = newest.volumes.at(-1);
  const issue = volume.issue[0];
  const { papersList } = await callApi(api, '/archivePaperListing', {
    year: newest.year,
    volume: volume.volume,
    issue,
    page: 1,
    per_page: 5,
  });
  const paper = papersList[0];
  return {
    home: { name: 'home', path: '/', ready: 'main h1' },
    paperList: {
      name: 'paper list',
      path: `/archives/paperlist?year=${newest.year}&volume=${volume.volume}&issue=${issue}`,
      ready: 'main a[href*="/archives/paper-details"]',
    },
    paperDetails: {
      name: 'paper details',
      path: `/archives/paper-details?paperid=${paper.paper_id}&papertitle=${slug(paper.paper_title)}`,
      ready: 'main #paper-title',
    },
    thesis: { name: 'thesis index', path: '/thesis', ready: 'main a[href*="/thesis/paperlist"]' },
    conference: { name: 'conference index', path: '/conference', ready: 'main h1' },
  };
}
