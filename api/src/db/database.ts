import { sql, type Kysely, type Transaction } from 'kysely';
import type Database from 'better-sqlite3';
import { DatabaseHealth } from './databaseHealth.ts';

/**
 * The one way the API reaches its data: a Kysely instance on the embedded SQLite file or on
 * PostgreSQL (docs/deployment.md, "Database engines"). Repositories run named statements on it
 * (db/statements.ts), written once for both engines; where the engines really differ (full-text
 * search, JSON lists, dates) a repository gives PostgreSQL its own text.
 */
export type Engine = 'sqlite' | 'postgres';

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
   * transaction, a nested call is a savepoint: its failure undoes its own writes only.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Statements name their result rows themselves (db/rows.ts). */
export type JournalTables = Record<string, Record<string, unknown>>;

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
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
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
        if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(trx);
        return work(makeDb(engine, trx, sqlite, onClose, true, health));
      });
    },
    close: onClose,
  };
  return db;
}
