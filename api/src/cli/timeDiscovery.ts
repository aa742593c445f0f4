/**
 * Times the discovery calls on a database (docs/performance.md, "Discovery at scale"):
 *   npx tsx api/src/cli/timeDiscovery.ts /tmp/big-discover.db
 * Runs each query repeatedly in-process (no HTTP) and prints the median and the worst time in ms.
 */
import { openDatabase } from '../db/connection.ts';
import { createAuthorProfiles } from '../discovery/authors.ts';
import { createRelatedPapers } from '../discovery/related.ts';
import { createSiteSearch } from '../discovery/siteSearch.ts';

const dbPath = process.argv[2];
if (!dbPath) {
  console.error('usage: tsx api/src/cli/timeDiscovery.ts <database file>');
  process.exit(2);
}
const db = openDatabase(dbPath);
const papers = db.prepare('SELECT count(*) FROM papers').pluck().get() as number;
const maxId = db.prepare('SELECT max(paper_id) FROM papers').pluck().get() as number;
const search = createSiteSearch(db);
const author = createAuthorProfiles(db);
const related = createRelatedPapers(db);
const busiest = db
  .prepare('SELECT author_key FROM authorships GROUP BY author_key ORDER BY count(*) DESC LIMIT 1')
  .pluck()
  .get() as string;

function time(label: string, runs: number, fn: (i: number) => unknown): void {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} median ${ms[Math.floor(runs / 2)]?.toFixed(2)} ms, worst ${ms[runs - 1]?.toFixed(2)} ms (${runs} runs)`,
  );
}

console.log(`${papers} papers in ${dbPath}`);
for (const text of [
  'learning',
  'federated learning',
  'graph neural network privacy',
  'Nguyễn',
  '2025-V4I1',
  'zzzz-no-match',
]) {
  time(`siteSearch "${text}" page 1`, 20, () => search({ search: text, page: 1, perPage: 20 }));
}
time('siteSearch "learning" page 100 (unranked tail)', 10, () =>
  search({ search: 'learning', page: 100, perPage: 20 }),
);
time('siteSearch "learning" year 2024, papers', 10, () =>
  search({ search: 'learning', page: 1, perPage: 20, kind: 'paper', year: 2024 }),
);
time(`authorProfile ${busiest} (most works)`, 20, () => author(busiest, 1, 20));
time('relatedPapers, 200 papers across the archive', 200, (i) => related(1 + Math.floor((i * maxId) / 200)));
