// Usage counting (docs/discoverability.md, "Usage counts"): what counting a view or a download costs.
// A details page sends /countView after it has rendered and never waits for it; a PDF download is
// counted in the file route before the bytes go out, so that cost is on the download's path. Each
// request alone, one at a time, against one API process on a copy of the 1,000-paper bench database
// (counts written by the bench never reach the database the other groups read).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base, database, startApi } from './api.mjs';
import { API_TOKEN, callApi } from './lib/site.mjs';
import { row } from './lib/targets.mjs';

const CALLS = 400;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(requests) {
  const ms = [];
  for (const { url, init } of requests) {
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    ms.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  const sorted = ms.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const countView = (id, userAgent) => ({
  url: `${base}/countView`,
  init: {
    method: 'POST',
    headers: { Authorization: API_TOKEN, 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ kind: 'paper', id }),
  },
});
const download = (pdf, userAgent) => ({ url: `${base}${pdf}`, init: { headers: { 'User-Agent': userAgent } } });

export async function usageBench() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'journal-usage-bench-'));
  const file = path.join(dir, 'usage.db');
  copyFileSync(await database(1_000), file);
  const api = await startApi(file, { cache: false });
  const measured = {};
  try {
    const { papersList } = await callApi(base, '/archivePaperListing', { year: 2024, volume: 3, issue: 1 });
    const [paper] = papersList;
    const ids = Array.from({ length: CALLS }, (_, index) => papersList[index % papersList.length].paper_id);
    // The first PDF request typesets and caches the file; warm-up calls are not counted in the figures.
    await timed([
      download(paper.paper_url, ROBOT),
      ...ids.slice(0, 20).map((id) => countView(id, `${BROWSER} w${id}`)),
    ]);
    // Every call a new reader: each one counted (the write path).
    measured.viewCounted = await timed(ids.map((id, index) => countView(id, `${BROWSER} r${index}`)));
    // One reader again and again: the double-click rule answers "not counted" (a lookup and an update).
    measured.viewRepeat = await timed(ids.map((id) => countView(id, BROWSER)));
    measured.downloadCounted = await timed(ids.map((_, index) => download(paper.paper_url, `${BROWSER} d${index}`)));
    measured.downloadRobot = await timed(ids.map(() => download(paper.paper_url, ROBOT)));
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const note = `${CALLS} requests one at a time, 1,000 papers, one API process; the page never waits for /countView`;
  const rows = [
    row('39 Usage', '/countView p50, each a new reader (counted)', measured.viewCounted.p50, {
      unit: ' ms',
      digits: 2,
      note,
    }),
    row('39 Usage', '/countView p99, each a new reader (counted)', measured.viewCounted.p99, {
      unit: ' ms',
      digits: 2,
      note,
    }),
    row('39 Usage', '/countView p50, one reader repeating (not counted)', measured.viewRepeat.p50, {
      unit: ' ms',
      digits: 2,
      note,
    }),
    row('39 Usage', 'PDF download p50, counted', measured.downloadCounted.p50, { unit: ' ms', digits: 2, note }),
    row('39 Usage', 'PDF download p50, robot (not counted)', measured.downloadRobot.p50, {
      unit: ' ms',
      digits: 2,
      note,
    }),
    row(
      '39 Usage',
      'PDF download p50, cost of counting (counted - robot)',
      measured.downloadCounted.p50 - measured.downloadRobot.p50,
      { unit: ' ms', digits: 2, note },
    ),
  ];
  return { rows, measured };
}
