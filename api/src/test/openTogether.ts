import { openDatabase } from '../db/connection.ts';
import { migrations } from '../db/migrations/index.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { seedIfEmpty } from '../seed/index.ts';

/**
 * One of several processes started together by startTogether.test.ts: waits (modules loaded) for the
 * shared start time, then opens, migrates and seeds the database (a SQLite file or a postgres:// URL)
 * as the API does at start-up. Prints whether this process seeded, how many migrations the database
 * has and how many the engine defines.
 */
const [location, startAt] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: all processes leave this loop within the same millisecond
}
const db = await openDatabase(location!);
const seeded = (await seedIfEmpty(db)) !== null;
const applied = await query(db, sql`SELECT count(*) FROM schema_migrations`).value<number>();
await db.close();
const expected = migrations.length;
console.log(JSON.stringify({ seeded, applied, expected }));
