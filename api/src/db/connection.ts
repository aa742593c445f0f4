import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';

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
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A 64 MB page cache (SQLite's default is 2 MB): search pages read 100 papers of about 6.5 KB by
  // primary key, scattered over a 900 MB file at 100,000 papers; held here they skip a read each.
  db.pragma('cache_size = -65536');
  migrate(db);
  return db;
}

export type Statement = Database.Statement<unknown[], unknown>;

/** Prepares a map of named SQL statements once (better-sqlite3 statements are reusable and fast). */
export function prepareAll<K extends string>(db: Db, sql: Record<K, string>): Record<K, Statement> {
  return Object.fromEntries(Object.entries(sql).map(([name, text]) => [name, db.prepare(text as string)])) as Record<K, Statement>;
}
