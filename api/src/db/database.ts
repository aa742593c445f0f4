import { sql, type Kysely, type Transaction } from 'kysely';
import type Database from 'better-sqlite3';
import type { DB } from './schema.ts';
import { DatabaseHealth } from './databaseHealth.ts';
import type { Engine } from './engine.ts';
import { patientOnPostgres } from './patience.ts';

/**
 * The one way the API reaches its data: a Kysely instance on the embedded SQLite file or on
 * PostgreSQL (docs/api.md, "Database engines"). Statements are written once for both engines with
 * Kysely's query builder on the typed schema (schema.ts); raw `sql`, its values bound by Kysely, only
 * where the engines really differ (full-text search, dates), each place named in docs/api.md.
 */
export type { Engine } from './engine.ts';

export interface Db {
  readonly engine: Engine;
  readonly kysely: Kysely<JournalTables>;
  /** The embedded file's connection, for what only SQLite has (online backup, PRAGMA data_version); undefined on PostgreSQL. */
  readonly sqlite: Database.Database | undefined;
  /** True inside `transaction`. */
  readonly inTransaction: boolean;
  /** Whether the database answers, as the API's queries find it (db/readRetry.ts). */
  readonly health: DatabaseHealth;
  /**
   * Runs `work` in one write transaction: on SQLite BEGIN IMMEDIATE (one writer at a time), on
   * PostgreSQL a transaction holding the journal's write lock (an advisory lock), so a check and the
   * write that depends on it never interleave with another instance's, on either engine. Inside a
   * transaction, a nested call is a savepoint: its failure undoes its own writes only. `patient`: a step
   * of opening (the first seed) that waits for another process's lock as long as opening may
   * (patience.ts), not a request's statement timeout.
   */
  transaction<T>(work: (tx: Db) => Promise<T>, options?: { patient?: boolean }): Promise<T>;
  close(): Promise<void>;
}

/**
 * Every table and column, as the migrations leave them: generated from a migrated database into
 * schema.ts (docs/api.md, "The typed schema"), so a renamed column is a type error.
 */
export type JournalTables = DB;

/** The key of the advisory lock every PostgreSQL write transaction holds (any fixed number: this one spells "IJCR"). */
export const WRITE_LOCK_KEY = 0x494a4352;

export function wrapKysely(
  engine: Engine,
  kysely: Kysely<JournalTables>,
  sqlite: Database.Database | undefined,
  onClose: () => Promise<void> = () => kysely.destroy(),
  health: DatabaseHealth = new DatabaseHealth(),
): Db {
  return makeDb(engine, kysely, sqlite, onClose, false, health);
}

let savepoints = 0;

function makeDb(
  engine: Engine,
  kysely: Kysely<JournalTables>,
  sqlite: Database.Database | undefined,
  onClose: () => Promise<void>,
  inTransaction: boolean,
  health: DatabaseHealth,
): Db {
  const db: Db = {
    engine,
    kysely,
    sqlite,
    inTransaction,
    health,
    async transaction<T>(work: (tx: Db) => Promise<T>, options: { patient?: boolean } = {}): Promise<T> {
      if (inTransaction) {
        const name = sql.id(`nested_${++savepoints}`);
        await sql`SAVEPOINT ${name}`.execute(kysely);
        try {
          const result = await work(db);
          await sql`RELEASE SAVEPOINT ${name}`.execute(kysely);
          return result;
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(kysely);
          await sql`RELEASE SAVEPOINT ${name}`.execute(kysely);
          throw error;
        }
      }
      return kysely.transaction().execute(async (trx: Transaction<JournalTables>) => {
        if (engine === 'postgres') {
          if (options.patient) await patientOnPostgres(trx);
          await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(trx);
        }
        return work(makeDb(engine, trx, sqlite, onClose, true, health));
      });
    },
    close: onClose,
  };
  return db;
}
