import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { wrapKysely, type Db } from './database.ts';
import { DatabaseHealth } from './databaseHealth.ts';
import { postgresMigrations, type Migration } from './migrations.postgres.ts';
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

/** Connections per API process: the event loop runs one query at a time per connection; ten keep a busy process fed. */
const POOL_SIZE = 10;
/**
 * How long a query waits for a connection when all ten are busy, or for a new one to be made: past it the
 * pool is exhausted or the server unreachable, and the caller gets a 503 (db/temporaryFailure.ts).
 */
const CONNECT_TIMEOUT_MS = 5_000;

export function postgresPool(url: string, max = POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server drops (a restart, a failover) is replaced on the next query; without
  // a listener its error would end the process.
  pool.on('error', () => {});
  // The same for a connection in use whose server goes away between two queries: the query in flight (or
  // the next) fails and is answered 503 (db/temporaryFailure.ts), and the process goes on.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = postgresPool(url);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const health = new DatabaseHealth();
  const kysely = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: withReadRetry(new PostgresDialect({ pool }), health),
  });
  return wrapKysely('postgres', kysely, undefined, () => kysely.destroy(), health);
}

/** The advisory lock migrations run under (any fixed number distinct from the write lock: this one spells "MIGR"). */
export const MIGRATION_LOCK_KEY = 0x4d494752;

/**
 * Applies the migrations this database lacks, under a session advisory lock: any number of instances
 * started together on an empty database wait for the first, which migrates; each then finds every
 * migration applied and goes on. Each migration runs in its own transaction with its record in
 * `schema_migrations`, so a failure leaves the previous version intact.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[] = postgresMigrations) {
  const client = await pool.connect();
  const ran: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)`);
    const applied = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `PostgreSQL migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`,
        );
      }
      ran.push(migration.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return ran;
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
  for (const { name } of rows) await sql`ANALYZE ${sql.id(name)}`.execute(db.kysely);
  return rows.map((row) => row.name);
}
