// The API on every core. List and search requests per second at 50 connections with
// API_WORKERS=1 and with API_WORKERS=N (N = this machine's cores), in the same run, on the same
// database and request stream, answer cache on (the production setting). The load comes from wrk when
// it is installed (bench/lib/wrk.mjs says why); otherwise from autocannon in this process, which on a
// small machine takes CPU from the workers, so the ratio is then a floor.
import os from 'node:os';
import { base, database, load, requestsFor, startApi, summary } from './api.mjs';
import { TARGETS, row } from './lib/targets.mjs';
import { hasWrk, wrkLoad } from './lib/wrk.mjs';

/** The stream of requests on one call, by wrk if installed, else by autocannon. */
async function measure(callPath, bodies, duration) {
  if (hasWrk()) return wrkLoad(base, callPath, bodies, { duration });
  const { result, cache, answers } = await load(base, callPath, bodies, { duration });
  return summary(result, cache, answers);
}

const CALLS = [
  ['archivePaperListing', '/archivePaperListing', 'listing'],
  ['searchArchive', '/searchArchive', 'search'],
];

export async function workersBench({ papers, duration, workers = os.availableParallelism() }) {
  const file = await database(papers);
  const measured = [];
  let calls;
  for (const count of [1, workers]) {
    const api = await startApi(file, { cache: true, workers: count });
    try {
      calls ??= await requestsFor(papers);
      for (const [name, callPath, kind] of CALLS) {
        // Each process has its own answer cache and JIT to warm, so N processes warm N times: one run
        // of the same length first, untimed, so both sides are compared warm (docs/performance.md, "What the misses come from").
        await measure(callPath, calls[kind], duration);
        measured.push({ call: name, workers: count, papers, ...(await measure(callPath, calls[kind], duration)) });
        console.log(
          `  ${name} with ${count} process${count === 1 ? '' : 'es'}: ${Math.round(measured.at(-1).rps)} req/s, p99 ${measured.at(-1).p99} ms`,
        );
      }
    } finally {
      await api.stop();
    }
  }
  const rows = [];
  const generator = hasWrk() ? 'load by wrk' : 'load by autocannon in the bench process (wrk not installed): a floor';
  for (const [name] of CALLS) {
    const one = measured.find((m) => m.call === name && m.workers === 1);
    const many = measured.find((m) => m.call === name && m.workers === workers);
    const at = `at 50 connections, ${papers.toLocaleString('en')} papers`;
    rows.push(row('3 Workers', `${name} req/s ${at}, 1 process`, one.rps));
    rows.push(row('3 Workers', `${name} req/s ${at}, ${workers} processes`, many.rps));
    rows.push(
      row('3 Workers', `${name} speed-up, ${workers} processes vs 1`, many.rps / one.rps, {
        target: TARGETS.workersSpeedup,
        unit: 'x',
        digits: 2,
        note: generator,
      }),
    );
  }
  rows.push(
    row(
      '3 Workers',
      'Errors, timeouts and non-2xx answers (workers runs)',
      measured.reduce((sum, m) => sum + m.errors, 0),
      { target: TARGETS.errors },
    ),
  );
  return { rows, measured };
}
