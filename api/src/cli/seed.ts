import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/connection.ts';
import { markInUseUntilExit, whyNotToWrite } from '../db/liveUsers.ts';
import { isSeeded, seedDatabase } from '../seed/index.ts';

/**
 * (Re)builds a journal database. The database is always named: the command never picks the API's
 * database by itself, and refuses one that a running API (or any process) has open or locked.
 *   npm run seed -w api -- --db data/journal.db               the API's default database, API stopped
 *   npm run seed -w api -- --papers 100000 --db /tmp/big.db   a benchmark database of 100,000 papers
 * Generated tables are replaced; contact messages and newsletter subscribers are kept.
 * --fresh deletes the database file first (fastest for big databases).
 * --jats DIR also keeps each paper's JATS file there (the files the seed imports; docs/content.md).
 */
const { values } = parseArgs({
  options: {
    papers: { type: 'string' },
    db: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    jats: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const usage = 'Usage: npm run seed -w api -- --db PATH [--papers N] [--fresh] [--jats DIR]';
if (values.help) {
  console.log(usage);
  process.exit(0);
}

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const papers = values.papers === undefined ? undefined : Number(values.papers);
if (papers !== undefined && (!Number.isInteger(papers) || papers < 1 || papers > 5_000_000))
  refuse('--papers must be an integer between 1 and 5000000');

if (!values.db) {
  refuse(
    `${usage}\nName the database to (re)build with --db. The API's database is ${readConfig().dbPath}: stop the API before seeding it.`,
  );
}
const onPostgres = isPostgresUrl(values.db);
const dbPath = onPostgres ? values.db : path.resolve(values.db);

if (onPostgres) {
  // A PostgreSQL database is seeded only when it has no journal yet: the API's database keeps what it serves.
  if (dbPath === readConfig().databaseUrl) refuse(`${dbPath} is the API's DATABASE_URL: seed another database.`);
} else {
  // On the file, not the name: a link to the API's database, or a file any process has open, is refused.
  const refusal = whyNotToWrite(dbPath, { liveDb: readConfig().dbPath, exclusive: true });
  if (refusal) {
    refuse(
      `${refusal} Seeding it now would replace the data it is serving, and --fresh would delete messages it has acknowledged.`,
    );
  }
  markInUseUntilExit(dbPath);
  if (values.fresh) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
}

/** The seed's page cache: 512 MB (the API's connections keep 64 MB; db/connection.ts). */
const SEED_CACHE_KIB = 512 * 1024;

const started = performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
const db = await openDatabase(dbPath);
if (onPostgres && (await isSeeded(db))) {
  await db.close();
  refuse(`${dbPath} already holds a journal; seed an empty database.`);
}
console.log(`Seeding ${onPostgres ? 'PostgreSQL' : dbPath}${papers ? ` with ${papers} papers` : ''} ...`);
// The file is this process's alone (refused above otherwise) and the seed writes it in one transaction:
// with a rollback journal each new page is written once, into the file, where the write-ahead log takes
// every page (some several times, as the cache spills) and the checkpoint copies them all again. A bigger
// cache keeps the indexes being filled in memory. WAL again afterwards, as the API opens it.
db.sqlite?.pragma('journal_mode = DELETE');
db.sqlite?.pragma(`cache_size = ${-SEED_CACHE_KIB}`);
const counts = await seedDatabase(db, {
  papers,
  ...(values.jats ? { jatsDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), values.jats) } : {}),
  // Wall clock and this process's CPU (all its threads) so far: on a shared machine the CPU is the steadier figure.
  log: (m) => console.log(`${seconds(performance.now() - started)} s ${seconds(cpuMs())} s CPU ${m}`),
});
db.sqlite?.pragma('journal_mode = WAL');
await db.close();
const size = onPostgres ? '' : ` (${(fs.statSync(dbPath).size / 1024 / 1024).toFixed(1)} MB)`;
console.log(
  `Done in ${seconds(performance.now() - started).trim()} s, ${seconds(cpuMs()).trim()} s CPU${size}:`,
  counts,
);
