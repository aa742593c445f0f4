import { authorSlug } from '@journal/shared/text';
import type { Db } from './connection.ts';

/**
 * SQL functions the schema relies on (migration 11's authorship triggers call author_key), so they
 * are registered on every connection before migrating. A tool that writes author names through
 * another connection must register them too, or SQLite refuses the write ("no such function").
 */
export function registerSqlFunctions(db: Db): void {
  db.function('author_key', { deterministic: true }, (name: unknown) =>
    typeof name === 'string' ? authorSlug(name) : '',
  );
}
