import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { Kysely } from 'kysely';
import { wrapKysely, type Db, type JournalTables } from './database.ts';
import { DatabaseHealth } from './databaseHealth.ts';
import { migrate } from './migrations/migrate.ts';
import { BUSY_TIMEOUT_MS, OPENING_BUSY_TIMEOUT_MS } from './patience.ts';
import { openPostgres } from './postgres.ts';
import { withReadRetry } from './readRetry.ts';
import { cachedSqliteDialect } from './sqliteDialect.ts';
import { registerSqlFunctions } from './sqlFunctions.ts';

export type { Db } from './database.ts';

/** A PostgreSQL connection string (`postgres://` or `postgresql://`), as opposed to a SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(location);
}

/**
 * Opens the journal database named by `location` and brings its schema up to date: PostgreSQL for a
 * `postgres://` URL (DATABASE_URL), otherwise the embedded SQLite file at that path, created if needed
 * (docs/deployment.md, "Database engines").
 */
export async function openDatabase(location: string): Promise<Db> {
  return isPostgresUrl(location) ? openPostgres(location) : openSqlite(location);
}

/**
 * The embedded engine. WAL lets readers continue while the seeder or the contact form writes. FULL
 * sync: a reader's contact message or subscription, once acknowledged, survives a power loss too, not
 * only a killed process (NORMAL skips the fsync per commit); the API's only writes are those, a few per
 * reader, and the seed writes in one transaction, so the cost is one fsync each. Foreign keys are off
 * by default in SQLite, so they are turned on.
 * The page cache is per connection and only fills as pages are read (the API has one connection).
 */
export async function openSqlite(dbPath: string): Promise<Db> {
  if (dbPath !== ':memory:') createPrivately(dbPath);
  const sqlite = new Database(dbPath);
  // Before anything that writes: several processes (the API's workers, a seed) may open a fresh file at
  // once, and switching it to WAL takes a lock. While opening, a process waits as long as another may
  // hold the file: a first-start seed writes for seconds, and the last connection to close checkpoints
  // that seed's whole log under an exclusive lock (seconds on a slow disk). Requests then wait 5 s.
  sqlite.pragma(`busy_timeout = ${OPENING_BUSY_TIMEOUT_MS}`);
  try {
    await switchToWal(sqlite);
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // A 64 MB page cache (SQLite's default is 2 MB): search pages read 100 papers of about 6.5 KB by
    // primary key, scattered over a 900 MB file at 100,000 papers; held here they skip a read each.
    sqlite.pragma('cache_size = -65536');
    registerSqlFunctions(sqlite);
    const health = new DatabaseHealth();
    const kysely = new Kysely<JournalTables>({ dialect: withReadRetry(cachedSqliteDialect(sqlite), health) });
    await migrate(kysely, 'sqlite');
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    return wrapKysely('sqlite', kysely, sqlite, () => kysely.destroy(), health);
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

/** The pause between two tries of the switch to WAL. */
const WAL_SWITCH_PAUSE_MS = 20;

/**
 * Puts the file in WAL mode. On a new file the switch reads the header, then writes it: when another
 * process is switching the same file at that moment, SQLite answers SQLITE_BUSY at once, without
 * waiting out the busy timeout (a connection that has read may not wait for the write lock: it could
 * deadlock). So a busy switch is tried again, for as long as opening may wait.
 */
async function switchToWal(sqlite: Database.Database): Promise<void> {
  const deadline = Date.now() + OPENING_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
    }
    await sleep(WAL_SWITCH_PAUSE_MS);
  }
}

/**
 * The database holds readers' emails, IP addresses and messages: the folder is made 0700 when this
 * creates it, and the file 0600 before SQLite first opens it (SQLite gives its -wal and -shm files the
 * database file's mode). An existing file is tightened to 0600 too. A folder that already existed is
 * left alone: it may be /tmp or a folder the operator set up on purpose.
 */
function createPrivately(dbPath: string): void {
  const folder = path.dirname(path.resolve(dbPath));
  const created = fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (created) fs.chmodSync(folder, 0o700); // mkdir's mode is masked by the umask
  fs.closeSync(fs.openSync(dbPath, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      fs.chmodSync(dbPath + suffix, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
