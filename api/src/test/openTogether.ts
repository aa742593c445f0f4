import { openDatabase } from '../db/connection.ts';
import { migrations } from '../db/migrations.ts';
import { seedIfEmpty } from '../seed/index.ts';

/**
 * One of several processes started together by dataSafety.test.ts: waits (modules loaded) for the
 * shared start time, then opens, migrates and seeds the database as the API does at start-up.
 * Prints whether this process seeded and how many migrations the database has.
 */
const [dbPath, startAt] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: all processes leave this loop within the same millisecond
}
const db = openDatabase(dbPath!);
const seeded = seedIfEmpty(db) !== null;
const applied = db.prepare('SELECT count(*) FROM schema_migrations').pluck().get();
db.close();
console.log(JSON.stringify({ seeded, applied, expected: migrations.length }));
