import { sql, type Kysely } from 'kysely';
import type { Engine } from './database.ts';

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
 * back; nothing to raise on PostgreSQL, whose lock waits have no timeout.
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
