// The discovery calls at 100,000 papers (10,000 with --quick), each request alone, one at a
// time, so a row is the cost of one call and not a queue: related papers (shown on every
// paper's details), author pages and the site-wide search. The API runs as one process with the answer
// cache off, so every answer is computed. Times are taken in this process around each HTTP request
// (request sent to last byte read, keep-alive loopback), so they include about 0.3 ms of HTTP and JSON
// on both sides beside the API's own work, and on a busy machine the wait for a core. So the notes also
// give the CPU time the API process spent per call (mean; Linux /proc), which the machine's load moves
// much less.
import { readFileSync } from 'node:fs';
import { authorSlug } from '../shared/src/text/authorSlug.ts';
import { base, database, startApi } from './api.mjs';
import { API_TOKEN, callApi } from './lib/site.mjs';
import { row } from './lib/targets.mjs';

/** Issues sampled across the archive; the first page of each gives 5 papers and their first authors. */
const SAMPLE_ISSUES = 80;
/** The site search's questions: a common word, a phrase, several words, a name with diacritics, a partial id, nothing. */
const SITE_SEARCHES = [
  { search: 'learning' },
  { search: 'federated learning' },
  { search: 'graph neural network privacy' },
  { search: 'Nguyễn' },
  { search: '2025-V4I1' },
  { search: 'zzzz-no-match' },
  { search: 'learning', page: 100 },
  { search: 'learning', kind: 'paper', year: 2024 },
];
const SEARCH_REPEATS = 10;

async function sample() {
  const { archives } = await callApi(base, '/archiveYearListing', {});
  const issues = archives.flatMap(({ year, volumes }) =>
    volumes.flatMap(({ volume, issue }) => issue.map((number) => ({ year, volume, issue: number }))),
  );
  const step = Math.max(1, Math.floor(issues.length / SAMPLE_ISSUES));
  const paperIds = [];
  const authors = new Set();
  for (let index = 0; index < issues.length; index += step) {
    const { papersList } = await callApi(base, '/archivePaperListing', { ...issues[index], page: 1, per_page: 5 });
    for (const paper of papersList) {
      paperIds.push(paper.paper_id);
      authors.add(authorSlug(paper.author_1));
    }
  }
  return { paperIds, authorSlugs: [...authors].filter(Boolean) };
}

/** Linux's USER_HZ, the unit of the times in /proc/<pid>/stat (100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) a process has used so far, from /proc; null where there is none. */
function cpuMsOf(pid) {
  try {
    // utime and stime are fields 14 and 15; the name field may hold spaces, so count from its ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Milliseconds of each call, one after the other, and the API's CPU for all of them; every answer must be a 200. */
async function timeCalls(callPath, bodies, apiPid) {
  const ms = [];
  let bytes = 0;
  const cpuBefore = cpuMsOf(apiPid);
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(`${base}${callPath}`, {
      method: 'POST',
      headers: { Authorization: API_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    ms.push(performance.now() - started);
    if (!response.ok) throw new Error(`${callPath} ${JSON.stringify(body)} answered ${response.status}: ${text}`);
    bytes += Buffer.byteLength(text);
  }
  const cpuAfter = cpuMsOf(apiPid);
  return { ms, bytes, apiCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(call, papers, { ms, bytes, apiCpuMs }, what) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    call,
    papers,
    what,
    calls: ms.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    bytesPerAnswer: bytes / ms.length,
    apiCpuMsPerCall: apiCpuMs === null ? null : apiCpuMs / ms.length,
  };
}

export async function discoveryBench({ papers }) {
  const file = await database(papers);
  const api = await startApi(file, { cache: false });
  const measured = [];
  try {
    const { paperIds, authorSlugs } = await sample();
    // Twenty calls first, not counted: the JIT, and SQLite's first reads of the keyword index.
    const time = (callPath, bodies) => timeCalls(callPath, bodies, api.pid);
    await time(
      '/relatedPapers',
      paperIds.slice(0, 20).map((paperid) => ({ paperid })),
    );
    const related = await time(
      '/relatedPapers',
      paperIds.map((paperid) => ({ paperid })),
    );
    measured.push(summarise('relatedPapers', papers, related, `${paperIds.length} papers across the archive`));
    const authors = await time(
      '/authorProfile',
      authorSlugs.map((slug) => ({ slug })),
    );
    measured.push(
      summarise('authorProfile', papers, authors, `${authorSlugs.length} first authors across the archive`),
    );
    const searches = await time('/siteSearch', Array.from({ length: SEARCH_REPEATS }, () => SITE_SEARCHES).flat());
    measured.push(summarise('siteSearch', papers, searches, `${SITE_SEARCHES.length} questions x ${SEARCH_REPEATS}`));
  } finally {
    await api.stop();
  }
  return { rows: toRows(measured), measured };
}

function toRows(measured) {
  const rows = [];
  for (const m of measured) {
    const at = `at ${m.papers.toLocaleString('en')} papers, one call alone`;
    const cpu = m.apiCpuMsPerCall === null ? '' : `; API CPU ${m.apiCpuMsPerCall.toFixed(2)} ms per call (mean)`;
    const note =
      `${m.calls} calls (${m.what}), max ${m.max.toFixed(1)} ms, ` +
      `${(m.bytesPerAnswer / 1024).toFixed(1)} KB/answer${cpu}`;
    rows.push(row('19 Discovery', `${m.call} p50 ${at}`, m.p50, { unit: ' ms', digits: 2, note }));
    rows.push(row('19 Discovery', `${m.call} p99 ${at}`, m.p99, { unit: ' ms', digits: 2, note }));
  }
  return rows;
}
