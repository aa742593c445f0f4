import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';
import { registerSqlFunctions } from './sqlFunctions.ts';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the journal database and brings its schema up to date.
 * WAL lets readers continue while the seeder or the contact form writes. FULL sync: a reader's contact
 * message or subscription, once acknowledged, survives a power loss too, not only a killed process
 * (NORMAL skips the fsync per commit); the API's only writes are those, a few per reader, and the
 * seed writes in one transaction, so the cost is one fsync each. Foreign keys are off by default in
 * SQLite, so they are turned on.
 * The page cache is per connection and only fills as pages are read (the API has one connection).
 */
export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') createPrivately(dbPath);
  const db = new Database(dbPath);
  // Before anything that writes: several processes (the API's workers, a seed) may open a fresh file at
  // once, and switching it to WAL takes a lock. One writer at a time; the others wait up to 5 s.
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // A 64 MB page cache (SQLite's default is 2 MB): search pages read 100 papers of about 6.5 KB by
  // primary key, scattered over a 900 MB file at 100,000 papers; held here they skip a read each.
  db.pragma('cache_size = -65536');
  registerSqlFunctions(db);
  migrate(db);
  return db;
}

export const BUSY_TIMEOUT_MS = 5000;

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

export type Statement = Database.Statement;

/** Prepares a map of named SQL statements once (better-sqlite3 statements are reusable and fast). */
export function prepareAll<K extends string>(db: Db, sql: Record<K, string>): Record<K, Statement> {
  return Object.fromEntries(Object.entries(sql).map(([name, text]) => [name, db.prepare(text as string)])) as Record<
    K,
    Statement
  >;
}

const statements = new WeakMap<Db, Map<string, Statement>>();

/** A statement prepared once per connection, for code that runs often with the same SQL (the importer, which the seed runs for every paper). */
export function prepared(db: Db, sql: string): Statement {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map<string, Statement>()));
  let statement = byText.get(sql);
  if (!statement) byText.set(sql, (statement = db.prepare(sql)));
  return statement;
}
