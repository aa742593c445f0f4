import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { seedDatabase } from '../seed/index.ts';

/**
 * (Re)builds a journal database.
 *   npm run seed -w api                                   the default database, the real journal plan
 *   npm run seed -w api -- --papers 100000 --db /tmp/big.db   a benchmark database of 100,000 papers
 * Generated tables are replaced; contact messages and newsletter subscribers are kept.
 * --fresh deletes the database file first (fastest for big databases).
 */
const { values } = parseArgs({
  options: {
    papers: { type: 'string' },
    db: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run seed -w api -- [--papers N] [--db PATH] [--fresh]');
  process.exit(0);
}

const papers = values.papers === undefined ? undefined : Number(values.papers);
if (papers !== undefined && (!Number.isInteger(papers) || papers < 1 || papers > 5_000_000)) {
  console.error('--papers must be an integer between 1 and 5000000');
  process.exit(2);
}

const dbPath = values.db ?? readConfig({ ...process.env, JOURNAL_DB: process.env.JOURNAL_DB }).dbPath;
if (values.fresh) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });

const started = performance.now();
const db = openDatabase(dbPath);
console.log(`Seeding ${dbPath}${papers ? ` with ${papers} papers` : ''} ...`);
const counts = seedDatabase(db, { papers, log: (m) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s ${m}`) });
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const size = (fs.statSync(dbPath).size / 1024 / 1024).toFixed(1);
console.log(`Done in ${seconds} s (${size} MB):`, counts);
