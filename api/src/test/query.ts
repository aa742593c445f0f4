import type { RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * A test's own read or write in raw SQL: a Kysely `sql` template (its values bound by Kysely), run on
 * `db` (inside a transaction, its `tx`), with the shapes the tests read it in. The row types are the
 * test's to state: the statement is the test's, not the application's.
 */
export function query(db: Db, statement: RawBuilder<unknown>) {
  const execute = () => statement.execute(db.kysely);
  const firstColumn = (row: unknown) => (row === undefined ? undefined : Object.values(row as object)[0]);
  return {
    all: async <T = Record<string, unknown>>() => (await execute()).rows as T[],
    get: async <T = Record<string, unknown>>() => (await execute()).rows[0] as T | undefined,
    /** The first column of the first row. */
    value: async <T = unknown>() => firstColumn((await execute()).rows[0]) as T | undefined,
    /** The first column of every row. */
    column: async <T = unknown>() => (await execute()).rows.map((row) => firstColumn(row) as T),
    /** Runs a write; the number of rows it changed. */
    run: async () => Number((await execute()).numAffectedRows ?? 0),
  };
}
