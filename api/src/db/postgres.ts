import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { wrapKysely, type Db, type JournalTables } from './database.ts';
import { migrate } from './migrations/migrate.ts';

/**
 * PostgreSQL (DATABASE_URL). Counts and sums come back as 64-bit integers, which `pg` gives as strings
 * by default; the journal's counts are far below 2^53, so they are read as numbers, as SQLite gives them.
 */
const BIG_NUMBERS = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    BIG_NUMBERS.has(oid) ? Number : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

/** Connections per API process: the event loop runs one query at a time per connection; ten keep a busy process fed. */
const POOL_SIZE = 10;

export function postgresPool(url: string, max = POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle connection the server drops (a restart, a failover) is replaced on the next query; without
  // a listener its error would end the process.
  pool.on('error', () => {});
  return pool;
}

export async function openPostgres(url: string): Promise<Db> {
  const kysely = new Kysely<JournalTables>({ dialect: new PostgresDialect({ pool: postgresPool(url) }) });
  try {
    await migrate(kysely, 'postgres');
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return wrapKysely('postgres', kysely, undefined);
}
