// PDFs off the request path: 300 requests for different PDFs that do not exist yet, at 20 concurrency,
// while one client polls /health; the row is /health's p99 (target <= 50 ms). The API typesets missing
// PDFs in its worker pool (api/src/files/pdfWorkers.ts), so its event loop should keep answering.
// The same storm, from 20 readers, gives the PDF answers' latency (p50, p99, share answered within 10 s);
// the queue is bounded, so what it cannot take soon is answered 503 with Retry-After at once.
// Runs in `npm run bench` (group "pdfs") or alone: BENCH_PORT_OFFSET=... BENCH_DIR=... node bench/pdfs.mjs
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../scripts/services.mjs';
import { benchDir, callApi, sitePorts, stopGroup, waitFor } from './lib/site.mjs';
import { row } from './lib/targets.mjs';

const apiDir = path.join(root, 'api');
const port = sitePorts.api + 12;
const base = `http://127.0.0.1:${port}`;
// PDF_BENCH_REQUESTS lowers the count for a quick check on a busy machine; the target row is at 300.
const REQUESTS = Number(process.env.PDF_BENCH_REQUESTS ?? 300);
const CONCURRENCY = 20;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

async function seed(dbFile) {
  await new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['src/cli/seed.ts', '--papers', '1000', '--db', dbFile, '--fresh'],
      { cwd: apiDir, stdio: 'ignore' },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

export async function pdfBench() {
  const dbFile = path.join(benchDir, 'bench-pdfs.db');
  const filesDir = path.join(benchDir, 'bench-pdf-files');
  rmSync(filesDir, { recursive: true, force: true }); // every request must typeset a new PDF
  await seed(dbFile);
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JOURNAL_DB: dbFile,
      JOURNAL_FILES_DIR: filesDir,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitFor(() => callApi(base, '/archiveYearListing', {}));
    const ids = [];
    const { archives } = await callApi(base, '/archiveYearListing', {});
    const issues = archives.flatMap(({ year, volumes }) =>
      volumes.flatMap(({ volume, issue }) => issue.map((n) => ({ year, volume, issue: n }))),
    );
    for (const issue of issues) {
      if (ids.length >= REQUESTS) break;
      for (const page of [1, 2]) {
        const { papersList } = await callApi(base, '/archivePaperListing', { ...issue, page, per_page: 5 });
        ids.push(...papersList.map((p) => p.paper_url));
      }
    }
    const urls = ids.slice(0, REQUESTS);

    let done = false;
    const health = [];
    const poll = (async () => {
      while (!done) {
        const start = performance.now();
        await fetch(`${base}/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = performance.now();
    let next = 0;
    let failures = 0;
    let refused = 0;
    const latencies = [];
    await Promise.all(
      // Each connection is its own reader (the API believes X-Forwarded-For from loopback, as from the site
      // server), so the queue's per-client share does not refuse them.
      Array.from({ length: CONCURRENCY }, async (_, reader) => {
        while (next < urls.length) {
          const url = urls[next++];
          const asked = performance.now();
          const response = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': `198.51.100.${reader + 1}` } });
          const body = await response.arrayBuffer();
          latencies.push(performance.now() - asked);
          if (response.status === 503 && response.headers.get('retry-after')) refused++;
          else if (!response.ok || body.byteLength < 1000) failures++;
        }
      }),
    );
    const pdfP50 = percentile(latencies, 50);
    const pdfP99 = percentile(latencies, 99);
    const within10s = latencies.filter((ms) => ms <= 10_000).length / latencies.length;
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await poll;
    const p99 = percentile(health, 99);
    return {
      rows: [
        row('pdfs', `/health p99 during ${urls.length} new PDFs at ${CONCURRENCY} connections`, p99, {
          target: { max: 50 },
          unit: ' ms',
          digits: 1,
          note: `${health.length} health checks; PDFs took ${seconds.toFixed(1)} s`,
        }),
        row('pdfs', 'PDF requests that failed', failures, { target: { max: 0 } }),
        row('pdfs', 'PDF answer p50 in the storm', pdfP50, { unit: ' ms', digits: 0 }),
        row('pdfs', 'PDF answer p99 in the storm', pdfP99, { unit: ' ms', digits: 0 }),
        row('pdfs', 'PDF requests answered within 10 s', within10s * 100, {
          target: { min: 99 },
          unit: ' %',
          digits: 1,
          note: `${refused} of ${urls.length} answered 503 with Retry-After (queue full)`,
        }),
      ],
      measured: {
        healthP99Ms: p99,
        healthSamples: health.length,
        seconds,
        failures,
        refused,
        pdfP50Ms: pdfP50,
        pdfP99Ms: pdfP99,
        within10s,
        requests: urls.length,
      },
    };
  } finally {
    await stopGroup(api);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rows, measured } = await pdfBench();
  for (const r of rows)
    console.log(
      `${r.check}: ${r.shown}${r.target ? ` (target ${r.target}, ${r.met ? 'met' : 'missed'})` : ''} ${r.note}`,
    );
  console.log(JSON.stringify(measured));
}
