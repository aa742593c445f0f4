import { authorSlug } from '@journal/shared/text';
import type Database from 'better-sqlite3';

/** Every string in a JSON document, in document order: the words of a keywords list or a full text. */
export function jsonStrings(document: unknown): string {
  if (typeof document !== 'string') return '';
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
  };
  try {
    collect(JSON.parse(document));
  } catch {
    return '';
  }
  return strings.join(' ');
}

/**
 * SQL functions the schema relies on (migration 11's authorship triggers call author_key; migration
 * 22's full-text index reads keywords and full text through json_strings), so they
 * are registered on every connection before migrating. A tool that writes author names through
 * another connection must register them too, or SQLite refuses the write ("no such function").
 */
export function registerSqlFunctions(db: Database.Database): void {
  db.function('author_key', { deterministic: true }, (name: unknown) =>
    typeof name === 'string' ? authorSlug(name) : '',
  );
  // Not SQLite's json_tree: FTS5 reads its content view with virtual tables (json_tree is one) refused.
  db.function('json_strings', { deterministic: true }, jsonStrings);
}
