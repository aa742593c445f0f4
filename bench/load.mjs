// `npm run bench:load`: the API and the site server each hold 200 concurrent
// connections for 60 s with zero errors. Builds the apps, starts the composed site at the bench's
// port offset (BENCH_PORT_OFFSET, BENCH_DIR), then loads, one after the other:
//   1. the API directly: a mix of every read call (lists, details, searches, topics, blog, board,
//      metadata), with payloads found from the data;
//   2. the site server: HTML pages of different routes, /remotes.json, API calls through its /api
//      proxy and a PDF through its /files proxy.
// Contact and newsletter are not in the mix: they write, and are rate limited to 5 per client per
// 10 minutes, so under load they would rightly answer 429 (docs/reliability.api.md).
// Reports req/s, latency p50/p99, errors, timeouts and non-2xx answers; exits 1 on any of them.
//   --duration <s>      seconds per phase (default 60)
//   --connections <n>   concurrent connections (default 200)
//   --skip-build        use the apps' dist folders as they are
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/services.mjs';
import { abuseTable, connectionAbuse } from './lib/connectionAbuse.mjs';
import { API_TOKEN, benchDir, callApi, sampleRoutes, sitePorts, siteUrl, startSite } from './lib/site.mjs';

function option(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return fallback;
  const value = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} needs a whole number, got "${value}"`);
  return number;
}

const duration = option('duration', 60);
const connections = option('connections', 200);
const apiBase = `http://127.0.0.1:${sitePorts.api}`;
const siteBase = `http://127.0.0.1:${sitePorts.site}`;

const post = (callPath, body) => ({
  method: 'POST',
  path: callPath,
  headers: { authorization: API_TOKEN, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const get = (pagePath) => ({ method: 'GET', path: pagePath, headers: { accept: 'text/html,application/json,*/*' } });

/** Read calls with payloads taken from the seeded data: every one answers 200. */
async function readCalls() {
  const api = (callPath, body = {}) => callApi(apiBase, callPath, body);
  const { archives } = await api('/archiveYearListing');
  const issues = archives.flatMap(({ year, volumes }) =>
    volumes.flatMap(({ volume, issue }) => issue.map((number) => ({ year, volume, issue: number }))),
  );
  const { papersList } = await api('/archivePaperListing', { ...issues.at(-1), page: 1, per_page: 5 });
  const { Conference_CategoriesList: conferences } = await api('/conferenceCategoriesFetch');
  const { ConferenceList: conferencePapers } = await api('/conferenceFetch', {
    id: conferences[0].id,
    page: 1,
    per_page: 5,
  });
  const { thesis } = await api('/thesisYearListing');
  const thesisYear = thesis.at(-1);
  const { papersList: theses } = await api('/thesisDataListing', {
    thesis_year: thesisYear.year,
    thesis_volume: thesisYear.volumes[0].volume,
    page: 1,
    per_page: 5,
  });
  const { blogs } = await api('/blogListing', { page: 1, per_page: 10 });
  const { members } = await api('/editorialBoard');
  return [
    post('/archiveYearListing', {}),
    ...issues
      .filter((_, index) => index % 3 === 0)
      .map((issue) => post('/archivePaperListing', { ...issue, page: 1, per_page: 5 })),
    ...papersList.map((paper) => post('/archivePaperNew', { paperid: paper.paper_id })),
    ...['federated learning', 'graph', 'compiler', 'energy efficient', papersList[0].paper_uniqueid].map((search) =>
      post('/searchArchive', { search, page: 1, per_page: 100 }),
    ),
    post('/archiveSuggestions', { search: 'neural' }),
    post('/conferenceCategoriesFetch', {}),
    ...conferences.map((conference) => post('/conferenceFetch', { id: conference.id, page: 1, per_page: 5 })),
    post('/conferenceDetails', { paperid: conferencePapers[0].id }),
    post('/searchConference', { search: 'learning', page: 1, per_page: 100 }),
    post('/thesisYearListing', {}),
    post('/thesisDataListing', {
      thesis_year: thesisYear.year,
      thesis_volume: thesisYear.volumes[0].volume,
      page: 1,
      per_page: 5,
    }),
    post('/thesisDetails', { paperid: theses[0].id }),
    post('/searchThesis', { search: 'verified', page: 1, per_page: 100 }),
    post('/topics', {}),
    post('/blogListing', { page: 1, per_page: 10 }),
    post('/blogDetails', { slug: blogs[0].slug }),
    post('/blogsByTag', { tag: blogs[0].tags[0], page: 1, per_page: 10 }),
    post('/editorialBoard', {}),
    post('/editorialMember', { slug: members[0].slug }),
    post('/metadataYears', {}),
    post('/metadataRecords', { kind: 'paper', limit: 50 }),
  ];
}

/** Pages, /remotes.json, proxied API calls and a proxied PDF, as readers' browsers ask for them. */
async function siteRequests(apiCalls) {
  const routes = await sampleRoutes();
  const { papersList } = await callApi(apiBase, '/searchArchive', { search: 'learning', page: 1, per_page: 1 });
  const { blogs } = await callApi(apiBase, '/blogListing', { page: 1, per_page: 10 });
  const { members } = await callApi(apiBase, '/editorialBoard', {});
  const pages = [
    ...Object.values(routes).map((route) => route.path),
    '/current-issue',
    '/conference-procedings',
    '/publications',
    '/topics',
    '/blogs',
    `/blogs/${blogs[0].slug}`,
    '/editorial-board',
    `/editorial-board/${members[0].slug}`,
    '/aim-and-scope',
    '/contact-us',
  ];
  const proxied = apiCalls
    .filter((_, index) => index % 2 === 0)
    .map((request) => ({ ...request, path: `/api${request.path}` }));
  return [...pages.map(get), get('/remotes.json'), ...proxied, get(papersList[0].paper_url)];
}

/** Every request once, in order, with its status: a wrong path in the mix fails here, not as noise. */
async function checkEachAnswers(base, requests) {
  for (const request of requests) {
    const response = await fetch(base + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status} before the load`);
  }
}

/** Latencies and timeouts per request (method and path), to name the slow ones in the report. */
function perRequestStats() {
  const byRequest = new Map();
  const entry = (request) => {
    const key = `${request.method} ${request.path}${request.body ? ` ${request.body}` : ''}`;
    if (!byRequest.has(key)) byRequest.set(key, { key, times: [], timeouts: 0 });
    return byRequest.get(key);
  };
  return {
    // autocannon emits 'response' before moving to the next request, and 'timeout' before the new connection sends.
    setupClient(client) {
      client.on('response', (_status, _bytes, ms) => entry(client.requestIterator.currentRequest).times.push(ms));
      client.on('timeout', () => entry(client.requestIterator.currentRequest).timeouts++);
    },
    slowest(count) {
      return [...byRequest.values()]
        .map(({ key, times, timeouts }) => {
          const sorted = times.sort((a, b) => a - b);
          return {
            request: key.slice(0, 90),
            count: times.length,
            p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
            max: Math.round(sorted.at(-1) ?? 0),
            timeouts,
          };
        })
        .sort((a, b) => b.timeouts - a.timeouts || b.p99 - a.p99)
        .slice(0, count);
    },
  };
}

async function load(name, url, requests) {
  console.log(`\n> ${name}: ${connections} connections for ${duration} s, ${requests.length} different requests`);
  const stats = perRequestStats();
  const result = await autocannon({
    url,
    connections,
    duration,
    requests,
    timeout: 10,
    setupClient: stats.setupClient,
  });
  const slowest = stats.slowest(5);
  console.log('  slowest requests (ms):');
  for (const s of slowest)
    console.log(`    p99 ${s.p99}, max ${s.max}, ${s.count} answers, ${s.timeouts} timeouts: ${s.request}`);
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts timeouts among errors too.
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failures: result.errors + result.non2xx,
    statusCodes: result.statusCodeStats,
    slowest,
  };
}

if (!process.argv.includes('--skip-build')) {
  console.log('> npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

console.log(`> starting the composed site at ${siteUrl} (API ${apiBase}, database in ${benchDir})`);
const running = await startSite();
const stopOnSignal = () => running.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

let results;
let abuse;
try {
  const apiCalls = await readCalls();
  const sitePaths = await siteRequests(apiCalls);
  await checkEachAnswers(apiBase, apiCalls);
  await checkEachAnswers(siteBase, sitePaths);
  results = [await load('API (direct)', apiBase, apiCalls), await load('site server', siteBase, sitePaths)];
  // Both servers are still answering after the load.
  await checkEachAnswers(apiBase, apiCalls.slice(0, 3));
  await checkEachAnswers(siteBase, sitePaths.slice(0, 3));
  // Idle, slowloris and many-address floods against each server (docs/reliability.md, "Connections").
  abuse = [
    await connectionAbuse('API', apiBase, '/health'),
    await connectionAbuse('site server', siteBase, '/health'),
    await connectionAbuse('remote (mfe-info)', `http://127.0.0.1:${sitePorts.remotes.info}`, '/health'),
  ];
} finally {
  await running.stop();
}

console.log(
  `\n| target | connections | seconds | requests | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${connections} | ${duration} | ${r.requests} | ${r.rps} | ${r.p50} | ` +
      `${r.p99} | ${r.max} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
  );
}
console.log(`\n${abuseTable(abuse)}`);
const file = path.join(benchDir, 'load-results.json');
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), connections, duration, results, abuse }, null, 2));
console.log(`\nWritten to ${file}`);
const failed = results.filter((r) => r.failures > 0);
if (failed.length > 0) {
  for (const r of failed)
    console.error(
      `${r.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers (${JSON.stringify(r.statusCodes)})`,
    );
  process.exit(1);
}
console.log('No errors, timeouts or non-2xx answers.');
