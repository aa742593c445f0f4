// Issue 16, item 3: the API on every core. List and search requests per second at 50 connections with
// API_WORKERS=1 and with API_WORKERS=N (N = this machine's cores), in the same run, on the same
// database and request stream, answer cache on (the production setting). autocannon runs in this
// process, so on a small machine it takes CPU from the workers: the ratio is a floor.
import os from 'node:os';
import { base, database, load, requestsFor, startApi, summary } from './api.mjs';
import { TARGETS, row } from './lib/targets.mjs';

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
      await load(base, '/archivePaperListing', calls.listing, { duration: 2 }); // the page cache and the JIT
      for (const [name, callPath, kind] of CALLS) {
        const { result, cache } = await load(base, callPath, calls[kind], { duration });
        measured.push({ call: name, workers: count, papers, ...summary(result, cache) });
        console.log(
          `  ${name} with ${count} process${count === 1 ? '' : 'es'}: ${Math.round(measured.at(-1).rps)} req/s, p99 ${measured.at(-1).p99} ms`,
        );
      }
    } finally {
      await api.stop();
    }
  }
  const rows = [];
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
