import { sql, type Kysely } from 'kysely';
import type { Engine } from './engine.ts';

/** How long requests wait for another connection's write lock on SQLite before answering 503. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * How long opening, migrating or seeding waits for another process's lock: a first-start seed in another
 * process holds the write lock for seconds, and the last connection to close checkpoints it under an
 * exclusive lock (docs/api.md, "Schema": several processes may start at once).
 */
export const OPENING_BUSY_TIMEOUT_MS = 300_000;

/**
 * Runs `work` with SQLite's busy timeout raised to OPENING_BUSY_TIMEOUT_MS, then puts the previous one
 * back. On PostgreSQL the wait is raised per transaction instead (`patientOnPostgres`): the pool hands
 * each statement any of its connections.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads and sets a pragma only
export async function withPatience<T>(db: Kysely<any>, engine: Engine, work: () => Promise<T>): Promise<T> {
  if (engine !== 'sqlite') return work();
  const { rows } = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(db);
  const previous = rows[0]?.timeout ?? 0;
  await sql`PRAGMA busy_timeout = ${sql.raw(String(OPENING_BUSY_TIMEOUT_MS))}`.execute(db);
  try {
    return await work();
  } finally {
    await sql`PRAGMA busy_timeout = ${sql.raw(String(previous))}`.execute(db);
  }
}

/**
 * Inside a PostgreSQL transaction, before it waits for another process's advisory lock: the pool's
 * statement timeout (10 s, postgres.ts) would cancel that wait, so a process starting beside one that
 * migrates or seeds would fail. Lifted for this transaction only, and the lock wait bounded as on SQLite.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sets two settings only
export async function patientOnPostgres(trx: Kysely<any>): Promise<void> {
  await sql`SELECT set_config('statement_timeout', '0', true), set_config('lock_timeout', ${`${OPENING_BUSY_TIMEOUT_MS}ms`}, true)`.execute(
    trx,
  );
}
