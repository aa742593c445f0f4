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

/**
 * Connections per API process: the event loop runs one query at a time per connection; ten keep a busy
 * process fed, and the API's processes (one per core) stay far below the server's 100 connections
 * (docs/deployment.md, "Database engines").
 */
const POOL_SIZE = 10;

/**
 * Limits on every connection of the pool (docs/api.md, "Database engines"): a statement running longer
 * than STATEMENT_TIMEOUT_MS is cancelled (a search takes milliseconds; this stops a runaway one from
 * holding a connection), a transaction left idle is ended after IDLE_TRANSACTION_TIMEOUT_MS (it would
 * hold the journal's write lock), and a request waits at most CONNECTION_WAIT_MS for a free connection
 * before it fails. Migrations lift the statement limit for their own connection.
 */
const STATEMENT_TIMEOUT_MS = 10_000;
const IDLE_TRANSACTION_TIMEOUT_MS = 60_000;
const CONNECTION_WAIT_MS = 10_000;

export function postgresPool(url: string, max = POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_TRANSACTION_TIMEOUT_MS,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
  });
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
