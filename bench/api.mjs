// Target 5: the API alone at 1,000 to 1,000,000 papers (the seed's scale option), autocannon on loopback,
// on SQLite and, with --postgres, on PostgreSQL too, side by side in one run (docs/performance.md).
// For each archive size and engine it measures, with the answer cache off (ANSWER_CACHE_MB=0: every
// request reaches the database), one request alone (1 connection) and 50 connections:
//   - archivePaperListing over every issue and page of the archive, and searchArchive over hundreds of
//     searches drawn from the data's titles, keywords, authors and unique ids, in a shuffled order so the
//     50 connections never repeat each other;
//   - one search of each kind (common word, two words, rare word, phrase) and /siteSearch for a common word;
// then the list and the mixed searches again with the cache on (the production setting), warmed first
// with each distinct request once (warmCache, below). A reference Fastify server (hello world, and
// prebuilt answers of the issue list's and the search's size at the largest archive) is the ceiling of
// any Node API on this machine: each 50-connection row gives its p99 over the reference's.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/services.mjs';
import { postgresDatabase } from './lib/postgres.mjs';
import { API_TOKEN, benchDir, callApi, sitePorts, stopGroup, waitFor } from './lib/site.mjs';
import { TARGETS, row } from './lib/targets.mjs';

const apiDir = path.join(root, 'api');
const apiPort = sitePorts.api + 10;
const referencePort = sitePorts.api + 11;
export const base = `http://127.0.0.1:${apiPort}`;
const CONNECTIONS = 50;
const SINGLE_SECONDS = 3;
/** Papers sampled across the archive for search terms (each gives a title phrase, an author, some a keyword or id). */
const SAMPLE_ISSUES = 40;

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Where the bench keeps its journals (BENCH_CACHE_DIR, default bench/.cache, ignored by git): one
 * SQLite file per size, `bench-<papers>-<seed version>.db`, made by `npm run seed -- --papers N` once
 * and reused while the seed's version is unchanged. A 1,000,000-paper file needs about 20 GB there.
 */
const cacheDir = process.env.BENCH_CACHE_DIR ?? path.join(root, 'bench/.cache');

/**
 * The seed's version: a hash of everything a benchmark journal's rows come from (the seed, the CLI,
 * the importer's row and the PDF layout that counts pages, the journal's particulars). Schema changes
 * do not need a new file: migrations run when the API opens it.
 */
function seedVersion() {
  const hash = createHash('sha256');
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
  const sources = [
    ...['src/seed', 'src/cli', 'src/jats', 'src/files'].flatMap((dir) => files(path.join(apiDir, dir))),
    path.join(root, 'shared/src/journal.ts'),
  ].sort();
  for (const file of sources) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

/** A benchmark journal of `papers` papers (see cacheDir); an older version of the same size is removed. */
export async function database(papers) {
  mkdirSync(cacheDir, { recursive: true });
  const version = seedVersion();
  const file = path.join(cacheDir, `bench-${papers}-${version}.db`);
  if (!existsSync(file)) {
    for (const old of readdirSync(cacheDir).filter((name) => name.startsWith(`bench-${papers}-`)))
      rmSync(path.join(cacheDir, old), { force: true });
    console.log(`  seeding ${papers} papers into ${file} ...`);
    const temp = `${file}.partial`;
    const started = performance.now();
    await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['src/cli/seed.ts', '--papers', String(papers), '--db', temp, '--fresh'],
      { cwd: apiDir },
    );
    // The finished file only: an interrupted seed leaves a .partial the next run starts again.
    renameSync(temp, file);
    rmSync(`${temp}.in-use`, { recursive: true, force: true });
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await readWhole(file);
  return file;
}

/**
 * Reads a database file once, so it is in the page cache as a serving database's is. This machine's
 * kernel reclaims file pages nobody touched for a while (DAMON): a 100,000-paper database that sat idle
 * for hours answered each search in about twice the SQLite time.
 */
async function readWhole(file) {
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) void chunk;
}

async function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  try {
    await waitFor(ready);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { pid: child.pid, stop: () => stopGroup(child) };
}

/**
 * The API on `dbFile` (a SQLite file, or a postgres:// URL); one process unless `workers` says otherwise
 * (the workers group compares them).
 */
export function startApi(dbFile, { cache, workers = 1 }) {
  return startProcess(
    ['--import', 'tsx', 'src/main.ts'],
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      ...(dbFile.startsWith('postgres://') ? { DATABASE_URL: dbFile } : { JOURNAL_DB: dbFile, DATABASE_URL: '' }),
      JOURNAL_FILES_DIR: path.join(benchDir, 'bench-files'),
      LOG_LEVEL: 'warn',
      API_WORKERS: String(workers),
      ...(cache ? {} : { ANSWER_CACHE_MB: '0' }),
    },
    () => callApi(base, '/archiveYearListing', {}),
  );
}

function startReference({ listBytes, searchBytes }) {
  return startProcess(
    [path.join(root, 'bench/lib/referenceServer.mjs')],
    {
      PORT: String(referencePort),
      REFERENCE_LIST_BYTES: String(listBytes),
      REFERENCE_SEARCH_BYTES: String(searchBytes),
    },
    async () => (await fetch(`http://127.0.0.1:${referencePort}/hello`, { method: 'POST' })).ok,
  );
}

/**
 * Asks each distinct request of a stream once, a few at a time, so that the answer cache holds them
 * all before a cache-on run is timed: a serving API's cache is warm but for the minutes after a start
 * or a content change (what the cache-off rows measure). A run that began with a cold cache timed how
 * fast its first seconds of misses cleared: the search p99 at 100,000 papers, cache on, read 185, 16 and
 * 35 ms in three runs of the same code. Each call is warmed just before its own run: at 100,000 papers the issue pages (54 MB) and
 * the searches (23 MB) do not fit the 64 MB cache together.
 */
async function warmCache(callPath, bodies, parallel = 8) {
  let next = 0;
  const asker = async () => {
    while (next < bodies.length) await callApi(base, callPath, bodies[next++]);
  };
  await Promise.all(Array.from({ length: parallel }, asker));
}

/** Mean size in bytes of the JSON bodies of the first `count` requests of a stream (what the reference serves prebuilt). */
async function meanBodyBytes(callPath, bodies, count = 40) {
  let total = 0;
  const sample = bodies.slice(0, count);
  for (const body of sample) {
    const response = await fetch(`${base}${callPath}`, {
      method: 'POST',
      headers: { Authorization: API_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    total += (await response.arrayBuffer()).byteLength;
  }
  return Math.round(total / sample.length);
}

/** mulberry32: the same shuffle on every run, so two runs load the API with the same stream. */
function shuffle(list, seed = 20261121) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const WORD = /[\p{L}\p{N}]{4,}/gu;

/**
 * Every issue and page of the archive; searches drawn from papers spread over the whole archive. Asked
 * of the API at `from` (default: the bench's own API).
 */
export async function requestsFor(papers, from = base) {
  const { archives } = await callApi(from, '/archiveYearListing', {});
  const issues = archives.flatMap(({ year, volumes }) =>
    volumes.flatMap(({ volume, issue }) => issue.map((number) => ({ year, volume, issue: number }))),
  );
  const pages = Math.ceil(papers / issues.length / 5);
  const listing = issues.flatMap((issue) =>
    Array.from({ length: pages }, (_, index) => ({ ...issue, page: index + 1, per_page: 5 })),
  );

  const terms = new Set();
  const step = Math.max(1, Math.floor(issues.length / SAMPLE_ISSUES));
  for (let index = 0; index < issues.length; index += step) {
    const { papersList } = await callApi(from, '/archivePaperListing', { ...issues[index], page: 1, per_page: 5 });
    for (const [n, paper] of papersList.entries()) {
      const words = paper.paper_title.match(WORD) ?? [];
      const at = (index + n) % Math.max(1, words.length - 1);
      if (words.length >= 2) terms.add(`${words[at]} ${words[at + 1]}`);
      if (words.length) terms.add(words[(at + 2) % words.length]);
      const surname = paper.author_1.split(' ').at(-1);
      if (surname) terms.add(surname);
      if (n === 0) terms.add(paper.paper_uniqueid);
      if (n === 1) {
        const { paperdetails } = await callApi(from, '/archivePaperNew', { paperid: paper.paper_id });
        for (const keyword of paperdetails.keywords.slice(0, 2)) terms.add(keyword);
      }
    }
  }
  const search = [...terms].map((text) => ({ search: text, page: 1, per_page: 100 }));
  return { listing: shuffle(listing), search: shuffle(search), issues: issues.length, papers };
}

/**
 * autocannon with each request's body taken in turn from `bodies` (shared by all connections).
 *
 * The latency rows count the answers on open connections: each connection's first answer is kept apart
 * (`firstAnswerMaxMs`). Node accepts one connection per turn of its event loop (libuv pull request 3696,
 * "don't accept() connections in a loop"), so a saturated API opens a run's 50 connections one turn at
 * a time: at 100,000 papers without the answer cache, the last one's first search waited 5 s, and those
 * 36 first answers decided the search p99 from run to run.
 */
export function load(url, callPath, bodies, { duration, connections = CONNECTIONS }) {
  const encoded = bodies.map((body) => JSON.stringify(body));
  let next = 0;
  const cache = { hit: 0, miss: 0, timed: 0, dbMs: 0, jsonMs: 0 };
  const answers = { latencies: [], firsts: [] };
  const instance = autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: callPath,
        headers: { Authorization: API_TOKEN, 'Content-Type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: encoded[next++ % encoded.length] }),
      },
    ],
  });
  // X-Answer-Cache and Server-Timing (db, json) from each connection's response headers (the first
  // answer of each connection is not seen).
  const watched = new Set();
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const first = !watched.has(client);
    // Only 2xx answers are timed, as autocannon's own histogram does; the rest count as errors.
    if (statusCode >= 200 && statusCode < 300) (first ? answers.firsts : answers.latencies).push(responseTime);
    if (!first) return;
    watched.add(client);
    client.on('headers', ({ headers }) => {
      for (let i = 0; i < headers.length; i += 2) {
        const name = headers[i].toLowerCase();
        if (name === 'x-answer-cache') cache[headers[i + 1] === 'hit' ? 'hit' : 'miss']++;
        if (name === 'server-timing') {
          const timing = /db;dur=([\d.]+), json;dur=([\d.]+)/.exec(headers[i + 1]);
          if (timing) {
            cache.timed++;
            cache.dbMs += Number(timing[1]);
            cache.jsonMs += Number(timing[2]);
          }
        }
      }
    });
  });
  return instance.then((result) => ({ result, cache, answers }));
}

/** The 99th percentile, nearest rank, rounded to whole ms as autocannon's own are. */
function p99Of(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(0.99 * sorted.length) - 1]);
}

export function summary(result, cache, answers) {
  const { latencies, firsts } = answers;
  return {
    p99: p99Of(latencies),
    /** Answers timed (the connections' first answers are not). */
    timedAnswers: latencies.length,
    mean: latencies.length ? latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length : 0,
    // What autocannon reports with the connections' first answers in, and the slowest of those.
    p99WithFirsts: result.latency.p99,
    firstAnswerMaxMs: firsts.length ? Math.round(Math.max(...firsts)) : 0,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    cacheHits: cache.hit,
    cacheCounted: cache.hit + cache.miss,
    // Mean time inside the API of a computed (not cached) answer: SQLite, then serialising.
    dbMs: cache.timed ? cache.dbMs / cache.timed : null,
    jsonMs: cache.timed ? cache.jsonMs / cache.timed : null,
  };
}

/** The streams every engine and size is measured with (cache off): one request alone, then 50 connections. */
const CALLS = [
  ['archivePaperListing', '/archivePaperListing', 'listing'],
  ['searchArchive', '/searchArchive', 'search'],
];
/** Searches of one kind each (docs/performance.md): the same request over and over, cache off. */
const FIXED_SEARCHES = [
  ['searchArchive common word', '/searchArchive', { search: 'learning', page: 1, per_page: 100 }],
  ['searchArchive two words', '/searchArchive', { search: 'federated learning', page: 1, per_page: 100 }],
  ['searchArchive rare word', '/searchArchive', { search: 'telemedicine', page: 1, per_page: 100 }],
  ['searchArchive phrase', '/searchArchive', { search: '"edge computing"', page: 1, per_page: 100 }],
  ['siteSearch common word', '/siteSearch', { search: 'learning' }],
];

/** Measures one engine at one size: the API started on `target` without and then with its answer cache. */
async function measureEngine({ engine, papers, target, duration, answerBytes }) {
  const measured = [];
  const add = (call, mode, distinct, run) =>
    measured.push({ engine, papers, call, mode, distinct, ...summary(run.result, run.cache, run.answers) });
  let calls;
  for (const cache of [false, true]) {
    const api = await startApi(target, { cache });
    try {
      calls ??= await requestsFor(papers);
      if (!cache && !answerBytes.listBytes) {
        answerBytes.listBytes = await meanBodyBytes('/archivePaperListing', calls.listing);
        answerBytes.searchBytes = await meanBodyBytes('/searchArchive', calls.search);
      }
      // The page cache and the JIT, of both calls: warmed on the list alone, the first seconds of search
      // (the one-connection run) read the full-text index into the database's cache.
      for (const [, callPath, kind] of CALLS) await load(base, callPath, calls[kind], { duration: 2 });
      // The warm-up's last requests, still queued in the API when its clients stop, are answered before
      // the first timed run: one answer each, in turn.
      for (const [, callPath, kind] of CALLS) await callApi(base, callPath, calls[kind][0]);
      const streams = [
        ...CALLS.map(([name, callPath, kind]) => [name, callPath, calls[kind]]),
        ...(cache ? [] : FIXED_SEARCHES.map(([name, callPath, body]) => [name, callPath, [body]])),
      ];
      for (const [name, callPath, bodies] of streams) {
        if (cache) await warmCache(callPath, bodies);
        else {
          const single = await load(base, callPath, bodies, { duration: SINGLE_SECONDS, connections: 1 });
          add(name, 'single', bodies.length, single);
        }
        add(name, cache ? 'cached' : 'cold', bodies.length, await load(base, callPath, bodies, { duration }));
      }
    } finally {
      await api.stop();
    }
  }
  return measured;
}

/**
 * The API alone at each size on SQLite, and with `postgres` on PostgreSQL too, side by side in one run:
 * the bench's SQLite journals (`database`) and their PostgreSQL copies (bench/lib/postgres.mjs).
 */
export async function apiBench({ sizes, duration, postgres = false }) {
  const measured = [];
  const answerBytes = {};
  const engines = postgres ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  // The largest size first: the reference answers are the size of its answers.
  for (const papers of [...sizes].sort((a, b) => b - a)) {
    const file = await database(papers);
    for (const engine of engines) {
      const target = engine === 'PostgreSQL' ? await postgresDatabase(file) : file;
      console.log(`  ${engine} at ${papers.toLocaleString('en')} papers (load average ${loadAverage()})`);
      measured.push(...(await measureEngine({ engine, papers, target, duration, answerBytes })));
    }
  }
  const reference = await startReference(answerBytes);
  try {
    const referenceUrl = `http://127.0.0.1:${referencePort}`;
    for (const [name, callPath, bytes] of [
      ['hello world', '/hello', null],
      ['prebuilt list answer', '/list', answerBytes.listBytes],
      ['prebuilt search answer', '/search', answerBytes.searchBytes],
    ]) {
      const { result, cache, answers } = await load(referenceUrl, callPath, [{}], { duration });
      measured.push({
        engine: '',
        papers: 0,
        call: name,
        mode: 'reference',
        distinct: 1,
        bodyBytes: bytes,
        ...summary(result, cache, answers),
      });
    }
  } finally {
    await reference.stop();
  }
  return { rows: toRows(measured, sizes, engines), measured, loadAverage: loadAverage() };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const kbOf = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kb = (bytes) => `${kbOf(bytes)}/answer`;

function loadNote(m) {
  const cache =
    m.mode === 'cached' && m.cacheCounted ? `, cache hits ${Math.round((100 * m.cacheHits) / m.cacheCounted)}%` : '';
  return (
    `${Math.round(m.rps)} req/s, mean ${m.mean.toFixed(2)} ms, ${m.total} requests ` +
    `(${m.distinct} distinct), ${kb(m.bytesPerAnswer)}${cache}${timing(m)}${firsts(m)}`
  );
}

/** The connections' first answers, left out of the p99 (load(), above), when one was slower than it. */
const firsts = (m) =>
  m.firstAnswerMaxMs > m.p99
    ? `; first answers of the ${CONNECTIONS} connections up to ${m.firstAnswerMaxMs} ms (p99 with them ${m.p99WithFirsts} ms)`
    : '';

const timing = (m) =>
  m.dbMs === null ? '' : `; computed answers: database ${m.dbMs.toFixed(2)} ms + JSON ${m.jsonMs.toFixed(2)} ms`;

function toRows(measured, sizes, engines) {
  const rows = [];
  const largest = Math.max(...sizes);
  const targets = { archivePaperListing: TARGETS.listingP99Ms, searchArchive: TARGETS.searchP99Ms };
  const label = { cold: 'cache off', cached: 'cache on' };
  const reference = {
    list: measured.find((m) => m.mode === 'reference' && m.call === 'prebuilt list answer'),
    search: measured.find((m) => m.mode === 'reference' && m.call === 'prebuilt search answer'),
  };
  const ceilingOf = (m) => (m.call === 'archivePaperListing' ? reference.list : reference.search);
  const calls = [...new Set(measured.filter((m) => m.mode !== 'reference').map((m) => m.call))];
  const ordered = (mode) =>
    sizes.flatMap((papers) =>
      calls.flatMap((call) =>
        engines.flatMap((engine) =>
          measured.filter((m) => m.mode === mode && m.call === call && m.papers === papers && m.engine === engine),
        ),
      ),
    );
  const at = (m) => `at ${m.papers.toLocaleString('en')} papers, ${m.engine}`;
  for (const m of ordered('single')) {
    rows.push(
      // The connection's first answer is not timed: a run with no other answer has no time, missed, not 0 ms.
      row('5 API', `${m.call} one request alone ${at(m)} (cache off)`, m.timedAnswers ? m.mean : null, {
        target: m.timedAnswers ? undefined : TARGETS.errors,
        unit: ' ms',
        digits: 2,
        note: m.timedAnswers
          ? `1 connection: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms, ${kb(m.bytesPerAnswer)}${timing(m)}`
          : `1 connection: no answer after its first (${m.firstAnswerMaxMs} ms) in ${SINGLE_SECONDS} s`,
      }),
    );
  }
  for (const mode of ['cold', 'cached']) {
    for (const m of ordered(mode)) {
      const ceiling = ceilingOf(m);
      rows.push(
        // A run that timed no answer (none within autocannon's 10 s, or only each connection's first, which
        // the p99 leaves out) has no p99: missed, not 0 ms.
        row(
          '5 API',
          `${m.call} p99 at ${CONNECTIONS} connections ${at(m)} (${label[mode]})`,
          m.timedAnswers ? m.p99 : null,
          {
            target:
              (m.papers === largest && mode === 'cold' ? targets[m.call] : undefined) ??
              (m.timedAnswers ? undefined : TARGETS.errors),
            unit: ' ms',
            digits: 1,
            note:
              loadNote(m) +
              (ceiling?.p99 ? `; ceiling ${(m.p99 / ceiling.p99).toFixed(2)}x the reference's ${ceiling.p99} ms` : ''),
          },
        ),
      );
    }
  }
  for (const m of measured.filter((entry) => entry.mode === 'reference')) {
    rows.push(
      row(
        '5 API',
        `Reference: Fastify ${m.call}${m.bodyBytes ? ` (${kbOf(m.bodyBytes)})` : ''}, p99 at ${CONNECTIONS} connections`,
        m.p99,
        {
          unit: ' ms',
          digits: 1,
          note: `${Math.round(m.rps)} req/s, mean ${m.mean.toFixed(2)} ms: the ceiling of one Node process here${firsts(m)}`,
        },
      ),
    );
  }
  for (const engine of engines) {
    const ofEngine = measured.filter((m) => m.engine === engine || m.mode === 'reference');
    rows.push(...ceilingRows(ofEngine, largest, `, ${engine}`));
  }
  const errors = measured.reduce((sum, m) => sum + m.errors, 0);
  rows.push(row('5 API', 'Errors, timeouts and non-2xx answers (all runs)', errors, { target: TARGETS.errors }));
  for (const engine of engines) {
    for (const call of Object.keys(targets)) {
      const runs = measured
        .filter((m) => m.call === call && m.mode === 'cold' && m.engine === engine)
        .sort((a, b) => a.papers - b.papers);
      if (runs.length < 2) continue;
      const [smallest, biggest] = [runs[0], runs.at(-1)];
      // Cost per request under saturation is 1 / (requests per second); measured with the cache off, so it is the database's.
      rows.push(
        row(
          '5 API',
          `${call} cost per request, ${biggest.papers / 1000}k vs ${smallest.papers / 1000}k papers, ${engine} (flat, cache off)`,
          smallest.rps / biggest.rps,
          {
            target: { max: 1.5 },
            digits: 2,
            unit: 'x',
            note: `req/s ${runs.map((m) => `${m.papers / 1000}k: ${Math.round(m.rps)}`).join(', ')}`,
          },
        ),
      );
      // The database's share alone (Server-Timing of one request at a time, so no queueing is counted).
      const single = measured
        .filter((m) => m.call === call && m.mode === 'single' && m.engine === engine && m.dbMs !== null)
        .sort((a, b) => a.papers - b.papers);
      if (single.length >= 2) {
        rows.push(
          row(
            '5 API',
            `${call} ${engine} time per request, ${single.at(-1).papers / 1000}k vs ${single[0].papers / 1000}k papers`,
            single.at(-1).dbMs / single[0].dbMs,
            {
              target: call === 'searchArchive' && engine === 'SQLite' ? TARGETS.searchSqliteGrowth : undefined,
              digits: 2,
              unit: 'x',
              note: `ms ${single.map((m) => `${m.papers / 1000}k: ${m.dbMs.toFixed(2)}`).join(', ')} (1 connection, cache off)`,
            },
          ),
        );
      }
    }
  }
  return rows;
}

/**
 * The ceiling: the API's p99 at 50 connections (answer cache off: every answer computed)
 * over the p99 of the reference Fastify sending a prebuilt answer of the same mean size, in the same run.
 */
function ceilingRows(measured, largest, on = '') {
  const rows = [];
  for (const [call, referenceCall, target] of [
    ['archivePaperListing', 'prebuilt list answer', TARGETS.listCeilingRatio],
    ['searchArchive', 'prebuilt search answer', TARGETS.searchCeilingRatio],
  ]) {
    const reference = measured.find((m) => m.mode === 'reference' && m.call === referenceCall);
    const cold = measured.find((m) => m.call === call && m.mode === 'cold' && m.papers === largest);
    const cached = measured.find((m) => m.call === call && m.mode === 'cached' && m.papers === largest);
    if (!reference || !cold) continue;
    rows.push(
      row(
        '5 API',
        `Ceiling: ${call} p99 / reference Fastify p99 (${kbOf(reference.bodyBytes)} prebuilt), ` +
          `${largest.toLocaleString('en')} papers${on}, cache off`,
        cold.p99 / reference.p99,
        {
          target,
          digits: 2,
          unit: 'x',
          note:
            `API ${cold.p99} ms, reference ${reference.p99} ms at ${CONNECTIONS} connections` +
            (cached
              ? `; with the answer cache on: ${(cached.p99 / reference.p99).toFixed(2)}x (${cached.p99} ms)`
              : ''),
        },
      ),
    );
  }
  return rows;
}
