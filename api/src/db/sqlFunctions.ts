import { authorSlug } from '@journal/shared/text';
import type Database from 'better-sqlite3';

/**
 * SQL functions the schema relies on (migration 11's authorship triggers call author_key), so they
 * are registered on every connection before migrating. A tool that writes author names through
 * another connection must register them too, or SQLite refuses the write ("no such function").
 */
export function registerSqlFunctions(db: Database.Database): void {
  db.function('author_key', { deterministic: true }, (name: unknown) =>
    typeof name === 'string' ? authorSlug(name) : '',
  );
}
