// Target 5: the API alone at 1,000 to 100,000 papers (the seed's scale option), 50 connections with
// autocannon on loopback: p99 latency, requests per second and errors for the paper list and search.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/services.mjs';
import { API_TOKEN, benchDir, callApi, sitePorts, stopGroup, waitFor } from './lib/site.mjs';
import { TARGETS, row } from './lib/targets.mjs';

const apiDir = path.join(root, 'api');
const apiPort = sitePorts.api + 10;
const base = `http://127.0.0.1:${apiPort}`;
const CONNECTIONS = 50;
// Words readers search for in this journal's titles, and one paper id (the search box takes both).
const SEARCHES = ['federated learning', 'graph neural network', 'compiler', 'energy efficient', 'intrusion detection', 'blockchain'];

function newestMtime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }, 0);
}

/** A database of `papers` papers, reused when it is newer than every API source file (same schema and seed). */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function database(papers) {
  const file = path.join(benchDir, `bench-${papers}.db`);
  if (existsSync(file) && statSync(file).mtimeMs > newestMtime(path.join(apiDir, 'src'))) return file;
  console.log(`  seeding ${papers} papers into ${file} ...`);
  await run(path.join(root, 'node_modules/.bin/tsx'), ['src/cli/seed.ts', '--papers', String(papers), '--db', file, '--fresh'], { cwd: apiDir });
  return file;
}

async function startApi(dbFile) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', JOURNAL_DB: dbFile, JOURNAL_FILES_DIR: path.join(benchDir, 'bench-files'), LOG_LEVEL: 'warn' },
  });
  await waitFor(() => callApi(base, '/archiveYearListing', {}));
  return { stop: () => stopGroup(child) };
}

async function requestsFor(papers) {
  const { archives } = await callApi(base, '/archiveYearListing', {});
  const issues = archives.flatMap(({ year, volumes }) => volumes.flatMap(({ volume, issue }) => issue.map((number) => ({ year, volume, issue: number }))));
  // Spread over the whole archive (oldest to newest) and the first pages, as readers do.
  const step = Math.max(1, Math.floor(issues.length / 20));
  const listing = issues
    .filter((_, index) => index % step === 0)
    .flatMap((issue) => [1, 2, 3].map((page) => ({ ...issue, page, per_page: 5 })));
  const { papersList } = await callApi(base, '/archivePaperListing', { ...issues.at(-1), page: 1, per_page: 5 });
  const search = [...SEARCHES, String(papersList[0].paper_id)].map((text) => ({ search: text, page: 1, per_page: 100 }));
  return { listing, search, issues: issues.length, papers };
}

function load(callPath, bodies, duration) {
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: bodies.map((body) => ({ method: 'POST', path: callPath, headers: { Authorization: API_TOKEN, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })),
  });
}

export async function apiBench({ sizes, duration }) {
  const measured = [];
  for (const papers of sizes) {
    const file = await database(papers);
    const api = await startApi(file);
    try {
      const calls = await requestsFor(papers);
      await load('/archivePaperListing', calls.listing, 2); // warm the page cache and the JIT
      for (const [name, callPath, bodies] of [
        ['archivePaperListing', '/archivePaperListing', calls.listing],
        ['searchArchive', '/searchArchive', calls.search],
      ]) {
        const result = await load(callPath, bodies, duration);
        measured.push({
          papers,
          call: name,
          p99: result.latency.p99,
          mean: result.latency.mean,
          rps: result.requests.average,
          errors: result.errors + result.timeouts + result.non2xx,
          total: result.requests.total,
        });
      }
    } finally {
      await api.stop();
    }
  }
  return { rows: toRows(measured, sizes), measured };
}

function toRows(measured, sizes) {
  const rows = [];
  const targets = { archivePaperListing: TARGETS.listingP99Ms, searchArchive: TARGETS.searchP99Ms };
  for (const m of measured) {
    rows.push(
      row('5 API', `${m.call} p99 at ${m.papers.toLocaleString('en')} papers`, m.p99, {
        target: m.papers === Math.max(...sizes) ? targets[m.call] : undefined,
        unit: ' ms',
        digits: 1,
        note: `${Math.round(m.rps)} req/s, mean ${m.mean.toFixed(2)} ms, ${m.total} requests, ${CONNECTIONS} connections`,
      }),
    );
  }
  const errors = measured.reduce((sum, m) => sum + m.errors, 0);
  rows.push(row('5 API', 'Errors, timeouts and non-2xx answers (all runs)', errors, { target: TARGETS.errors }));
  for (const call of Object.keys(targets)) {
    const runs = measured.filter((m) => m.call === call);
    const smallest = runs[0];
    const largest = runs.at(-1);
    if (runs.length < 2) continue;
    // Cost per request under saturation is 1 / (requests per second): flat means it barely grows with the archive.
    rows.push(
      row('5 API', `${call} cost per request, ${largest.papers / 1000}k vs ${smallest.papers / 1000}k papers (flat)`, smallest.rps / largest.rps, {
        target: { max: 1.5 },
        digits: 2,
        unit: 'x',
        note: `req/s ${runs.map((m) => `${m.papers / 1000}k: ${Math.round(m.rps)}`).join(', ')}`,
      }),
    );
  }
  return rows;
}
