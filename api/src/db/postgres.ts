import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { wrapKysely, type Db, type JournalTables } from './database.ts';
import { DatabaseHealth } from './databaseHealth.ts';
import { migrate } from './migrations/migrate.ts';
import { withReadRetry } from './readRetry.ts';

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
 * hold the journal's write lock), and a query waits at most CONNECTION_WAIT_MS for a connection when all
 * are busy, or for a new one to be made: past it the pool is exhausted or the server unreachable, and the
 * caller gets a 503 (db/temporaryFailure.ts). Migrations and the first seed lift the statement limit in
 * their own transaction (patientOnPostgres, patience.ts).
 */
export const STATEMENT_TIMEOUT_MS = 10_000;
const IDLE_TRANSACTION_TIMEOUT_MS = 60_000;
const CONNECTION_WAIT_MS = 5_000;

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
  // The same for a connection in use whose server goes away between two queries: the query in flight (or
  // the next) fails and is answered 503 (db/temporaryFailure.ts), and the process goes on.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export async function openPostgres(url: string): Promise<Db> {
  const health = new DatabaseHealth();
  const kysely = new Kysely<JournalTables>({
    dialect: withReadRetry(new PostgresDialect({ pool: postgresPool(url) }), health),
  });
  try {
    await migrate(kysely, 'postgres');
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return wrapKysely('postgres', kysely, undefined, () => kysely.destroy(), health);
}

/**
 * The tables the planner has no statistics for (never analyzed: `pg_class.reltuples` is -1), analyzed
 * now; their names, for one log line. A journal copied or restored without ANALYZE on a server whose
 * autovacuum is off would otherwise be planned from guesses (docs/deployment.md, "PostgreSQL settings").
 */
export async function analyzeWhereNeverAnalyzed(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.reltuples < 0 ORDER BY c.relname`.execute(db.kysely);
  if (rows.length > 0)
    await analyze(
      db,
      rows.map((row) => row.name),
    );
  return rows.map((row) => row.name);
}

/**
 * ANALYZE of the named tables (all when none are named), free of the pool's statement limit: on a large
 * journal or a busy server it may take longer than a request may, and a cancelled one leaves the planner
 * guessing. The limit is lifted for this statement alone and set back after it, inside the caller's
 * transaction (the first seed's) or in one of its own.
 */
export async function analyze(db: Db, tables: readonly string[] = []): Promise<void> {
  const statement = tables.length === 0 ? sql`ANALYZE` : sql`ANALYZE ${sql.join(tables.map((table) => sql.id(table)))}`;
  const unlimited = async (on: Kysely<JournalTables>) => {
    const { rows } = await sql<{ limit: string }>`SELECT current_setting('statement_timeout') AS limit`.execute(on);
    await sql`SET LOCAL statement_timeout = 0`.execute(on);
    await statement.execute(on);
    await sql`SELECT set_config('statement_timeout', ${rows[0]?.limit ?? '0'}, true)`.execute(on);
  };
  await (db.inTransaction ? unlimited(db.kysely) : db.kysely.transaction().execute(unlimited));
}
