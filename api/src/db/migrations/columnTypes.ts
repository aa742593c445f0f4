import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * The column types of the schema on each engine, the one mapping between them (the schema test reads
 * it too). Text compares and sorts byte by byte on both: SQLite's BINARY collation, PostgreSQL's
 * `ctext` domain (text COLLATE "C"); an e-mail address ignores case: PostgreSQL's `citext`, SQLite's
 * TEXT with COLLATE NOCASE on the column or index that compares it.
 */
export const COLUMN_TYPES = {
  integer: { sqlite: 'INTEGER', postgres: 'integer' },
  /** Milliseconds since 1970, past 2^31. */
  bigint: { sqlite: 'INTEGER', postgres: 'bigint' },
  text: { sqlite: 'TEXT', postgres: 'ctext' },
  email: { sqlite: 'TEXT', postgres: 'citext' },
  /** Text in the default collation: schema_migrations, and one column PostgreSQL has had so since it was added. */
  plainText: { sqlite: 'TEXT', postgres: 'text' },
  blob: { sqlite: 'BLOB', postgres: 'bytea' },
} as const satisfies Record<string, Record<Engine, string>>;

export type ColumnKind = keyof typeof COLUMN_TYPES;

/** The engine's spelling of a column type, for Kysely's `addColumn` (a fixed name from the table above). */
export const columnType = (engine: Engine, kind: ColumnKind): RawBuilder<unknown> =>
  sql.raw(COLUMN_TYPES[kind][engine]);

/** Every column type of one engine, by kind: `const t = columnTypes(engine); ... t.text`. */
export function columnTypes(engine: Engine): Record<ColumnKind, RawBuilder<unknown>> {
  const kinds = Object.keys(COLUMN_TYPES) as ColumnKind[];
  return Object.fromEntries(kinds.map((kind) => [kind, columnType(engine, kind)])) as Record<
    ColumnKind,
    RawBuilder<unknown>
  >;
}
