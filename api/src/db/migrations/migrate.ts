import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../database.ts';
import { patientOnPostgres, withPatience } from '../patience.ts';
import { columnType } from './columnTypes.ts';
import { migrations as allMigrations } from './index.ts';
import type { Migration } from './migration.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the runner reads and writes schema_migrations only */

/** The version of the baseline: the oldest schema this release upgrades from. */
const BASELINE_VERSION = 22;

/** The release that upgrades a database older than the baseline to it (docs/deployment.md, "Database engines"). */
const UPGRADING_RELEASE = '@journal/api 0.1.0';

/** The advisory lock PostgreSQL migrations run under (any fixed number distinct from the write lock: this one spells "MIGR"). */
export const MIGRATION_LOCK_KEY = 0x4d494752;

/** A database this release cannot migrate: its schema predates the baseline. */
class SchemaTooOld extends Error {}

/**
 * Applies the migrations this database lacks, on either engine, each in its own transaction with its
 * record in `schema_migrations`, so a failure leaves the previous version intact. Safe when several
 * processes start on a new database at once (the API's workers, a seed beside a running API): each
 * migration's transaction first takes the lock (SQLite: BEGIN IMMEDIATE, the write lock, before any
 * read; PostgreSQL: an advisory lock), then checks whether another process applied it meanwhile.
 * A process that saw a migration missing may wait for that lock while another, having applied them
 * all, seeds the journal (seconds, several on a loaded machine): so SQLite's busy timeout is raised
 * for this step, as for the seed. PostgreSQL's lock waits have no timeout.
 */
export async function migrate(
  db: Kysely<any>,
  engine: Engine,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  // Every start of every worker comes here: when nothing is left to apply, one read and no lock.
  const applied = await appliedVersions(db, engine);
  if (migrations.every((m) => applied.has(m.version))) return [];
  return withPatience(db, engine, async () => {
    await locked(db, engine, async (trx) => {
      await trx.schema
        .createTable('schema_migrations')
        .ifNotExists()
        .addColumn('version', columnType(engine, 'integer'), (c) => c.primaryKey())
        .addColumn('name', columnType(engine, 'plainText'), (c) => c.notNull())
        .addColumn('applied_at', columnType(engine, 'plainText'), (c) => c.notNull())
        .execute();
      refuseOlderThanBaseline(await versionsIn(trx));
    });
    const ran: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      const done = await locked(db, engine, async (trx) => {
        if ((await versionsIn(trx)).has(migration.version)) return false;
        try {
          await migration.up(trx, engine);
        } catch (error) {
          throw new Error(
            `Migration ${migration.version} (${migration.name}) failed on ${engine}: ${(error as Error).message}`,
            {
              cause: error,
            },
          );
        }
        await trx
          .insertInto('schema_migrations')
          .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
          .execute();
        return true;
      });
      if (done) ran.push(migration.version);
    }
    return ran;
  });
}

/**
 * A database made before the baseline (a SQLite file that a release before it never finished
 * migrating) is refused with one line saying what upgrades it; a new database has no version.
 */
function refuseOlderThanBaseline(versions: Set<number>): void {
  const latest = Math.max(0, ...versions);
  if (versions.size > 0 && latest < BASELINE_VERSION) {
    throw new SchemaTooOld(
      `This database is at schema version ${latest}; this release upgrades databases from version ${BASELINE_VERSION} on. ` +
        `Start ${UPGRADING_RELEASE} on it once (it migrates it to version ${BASELINE_VERSION}), then this release.`,
    );
  }
}

/** One transaction holding the migration lock: SQLite's write lock (the dialect begins IMMEDIATE), or PostgreSQL's advisory lock. */
function locked<T>(db: Kysely<any>, engine: Engine, work: (trx: Transaction<any>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      // Another process's migration may hold the lock for minutes, and a migration may rebuild an index
      // over every paper: both past the pool's statement timeout (postgres.ts).
      await patientOnPostgres(trx);
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    }
    return work(trx);
  });
}

async function versionsIn(db: Kysely<any>): Promise<Set<number>> {
  const rows = await db.selectFrom('schema_migrations').select('version').execute();
  return new Set(rows.map((row) => Number(row.version)));
}

/** The versions applied so far, read without a lock (none on a new database). */
async function appliedVersions(db: Kysely<any>, engine: Engine): Promise<Set<number>> {
  const { rows } =
    engine === 'sqlite'
      ? await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db)
      : await sql`SELECT 1 WHERE to_regclass('schema_migrations') IS NOT NULL`.execute(db);
  return rows.length === 0 ? new Set() : versionsIn(db);
}
