import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the journal database and brings its schema up to date.
 * WAL lets readers continue while the seeder or the contact form writes; NORMAL sync is safe with WAL
 * and much faster for the bulk seed; foreign keys are off by default in SQLite, so they are turned on.
 */
export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export type Statement = Database.Statement<unknown[], unknown>;

/** Prepares a map of named SQL statements once (better-sqlite3 statements are reusable and fast). */
export function prepareAll<K extends string>(db: Db, sql: Record<K, string>): Record<K, Statement> {
  return Object.fromEntries(Object.entries(sql).map(([name, text]) => [name, db.prepare(text as string)])) as Record<K, Statement>;
}
