import os from 'node:os';
import { Piscina } from 'piscina';
import type { PaperRow } from '../db/rows.ts';
import { issueGroups } from './bulkPapers.ts';
import type { PaperDraft } from './papers.ts';

/** Papers per task: whole issues, enough that posting them costs little beside typesetting them. */
const GROUP_SIZE = 500;

/**
 * Every draft's row (bulkPapers.ts, issueRows), in order, the issues computed on worker threads. Counting
 * each paper's pages from its PDF layout is most of a benchmark seed's time, and an issue's pages depend
 * on nothing before it, so the issues are typeset on every core while this thread makes the drafts and
 * writes the rows. The rows are the same as computed in one thread (seed.test.ts).
 */
export async function* paperRowsInParallel(drafts: Iterable<PaperDraft>): AsyncGenerator<PaperRow> {
  const threads = os.availableParallelism();
  const pool = new Piscina<Parameters<typeof import('./bulkPapers.ts').groupRows>[0], PaperRow[]>({
    filename: new URL('./paperRowsWorker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  const pending: Array<Promise<PaperRow[]>> = [];
  try {
    for (const group of issueGroups(drafts, GROUP_SIZE)) {
      const rows = pool.run(group);
      // Awaited in order below; a failure meanwhile is not an unhandled rejection.
      rows.catch(() => {});
      pending.push(rows);
      // Two tasks a thread in flight: the threads never wait for this one, and memory stays bounded.
      if (pending.length >= threads * 2) yield* await pending.shift()!;
    }
    while (pending.length > 0) yield* await pending.shift()!;
  } finally {
    await pool.destroy();
  }
}
