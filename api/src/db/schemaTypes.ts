import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { generate, getDialect } from 'kysely-codegen';
import { openSqlite } from './connection.ts';
import type { DB } from './schema.ts';

/**
 * The typed schema (schema.ts) is generated from a freshly migrated database, never written by hand, so
 * it cannot drift from the migrations: `npm run db:types -w api` writes it, and schema.test.ts fails when
 * the file differs from what the migrations give (docs/api.md, "The typed schema").
 */
export const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.ts');

/**
 * The search index's internals (FTS5 tables and their content views) are engine-specific and read only by
 * the search statements, which go through raw `sql`; the typed schema leaves them out.
 */
const ENGINE_INTERNALS = '{*_fts,*_fts_*,*_search}';

/**
 * SQLite lets a primary key column other than an INTEGER PRIMARY KEY hold NULL and reports every key
 * column as nullable; the journal's keys are never null (PostgreSQL enforces it), so they are typed so.
 */
async function primaryKeyColumns(kysely: Kysely<DB>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(
    kysely,
  );
  return new Set(rows.map((row) => row.name));
}

/** The schema's TypeScript text, from an in-memory SQLite database migrated to the latest version. */
export async function schemaTypes(): Promise<string> {
  const db = await openSqlite(':memory:');
  try {
    const text = await generate({
      db: db.kysely,
      dialect: getDialect('sqlite'),
      excludePattern: ENGINE_INTERNALS,
      singularize: true,
      postprocess: async ({ metadata }) => {
        for (const table of metadata.tables) {
          const keys = await primaryKeyColumns(db.kysely, table.name);
          for (const column of table.columns) if (keys.has(column.name)) column.isNullable = false;
        }
        return metadata;
      },
      outFile: null,
      print: false,
    });
    return `${text.trimEnd()}\n`;
  } finally {
    await db.close();
  }
}
