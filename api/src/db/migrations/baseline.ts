import { sql } from 'kysely';
import type { Migration } from './migration.ts';
import { createBaselineTables } from './baselineTables.ts';
import { POSTGRES_AFTER_TABLES, POSTGRES_BEFORE_TABLES } from './postgresFunctions.ts';
import { SQLITE_TRIGGERS } from './sqliteTriggers.ts';

/**
 * The whole schema as it is at version 22, on a new database of either engine, in one migration. A
 * database made by an earlier release records versions up to 22 (SQLite 1 to 22, PostgreSQL 19 to 22)
 * and so skips it; one below 22 is refused (migrate.ts). The scripts (several statements, fixed text,
 * no values) are the parts no schema builder spells: full-text search and the triggers that keep the
 * derived tables.
 */
export const baseline: Migration = {
  version: 22,
  name: 'the journal schema of both engines, written once',
  async up(db, engine) {
    if (engine === 'postgres') await sql.raw(POSTGRES_BEFORE_TABLES).execute(db);
    await createBaselineTables(db, engine);
    await sql.raw(engine === 'postgres' ? POSTGRES_AFTER_TABLES : SQLITE_TRIGGERS).execute(db);
  },
};
