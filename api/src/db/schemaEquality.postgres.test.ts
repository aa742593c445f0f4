import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type TestPostgres } from '../test/testDatabase.ts';
import { openDatabase } from './connection.ts';
import { portable, schemaOf, type IndexShape, type TableShape } from './schemaShape.ts';

/**
 * The migrations make the same schema on both engines (docs/api.md, "Migrations"): an empty SQLite
 * file and an empty PostgreSQL database, migrated, have the same tables, columns (types mapped by
 * migrations/columnTypes.ts), keys, constraints and indexes, but for the differences listed here.
 */

/** Tables one engine has and the other has not. */
const ONLY_SQLITE_TABLES = [
  // FTS5's full-text indexes and their shadow tables; PostgreSQL keeps `search_documents` instead.
  ...['papers', 'conference_papers', 'theses'].flatMap((table) =>
    ['', '_config', '_data', '_docsize', '_idx'].map((suffix) => `${table}_fts${suffix}`),
  ),
];
/** PostgreSQL's search vectors of every work, kept by triggers (searchDocuments.ts); SQLite has FTS5. */
const ONLY_POSTGRES_TABLES = ['search_documents'];

/** Columns one engine has and the other has not. */
const ONLY_POSTGRES_COLUMNS = {} as Record<string, string[]>;

/** Indexes one engine has and the other has not, or has on other columns. */
const ONLY_SQLITE_INDEXES = [
  // The importer's lookup by DOI; PostgreSQL reads the unique constraint's index.
  'papers_by_doi',
  // SQLite's listing of an issue reads the card's columns from this index alone (a covering index);
  // PostgreSQL's is the same index without them.
  'papers_by_issue',
];
const ONLY_POSTGRES_INDEXES = [
  // The GIN indexes of the search vectors: words and word pairs (with the id), headings, the works that are not papers.
  'search_documents_words_pairs_ids',
  'search_documents_headings',
  'search_documents_other_kinds',
  // The contact form's duplicate check by text alone.
  'contact_messages_by_text',
  'papers_by_issue',
];

/** SQLite's NOCASE collation is PostgreSQL's citext type (columnTypes.ts): the same comparison, said in the type. */
const withoutNocase = (columns: string[]) => columns.map((c) => c.replace(/ COLLATE NOCASE$/, ''));

function comparable(
  shape: ReturnType<typeof portable>,
  onlyTables: string[],
  onlyColumns: Record<string, string[]>,
  onlyIndexes: string[],
) {
  const tables: Record<string, TableShape> = {};
  for (const [name, table] of Object.entries(shape.tables)) {
    if (onlyTables.includes(name)) continue;
    tables[name] = {
      ...table,
      columns: table.columns.filter((c) => !onlyColumns[name]?.includes(c.name)),
      unique: table.unique.map(withoutNocase),
    };
  }
  const indexes: Record<string, IndexShape> = {};
  for (const [name, index] of Object.entries(shape.indexes)) {
    if (!onlyIndexes.includes(name)) indexes[name] = { ...index, columns: withoutNocase(index.columns) };
  }
  return { tables, indexes };
}

let postgres: TestPostgres;
let sqliteShape: ReturnType<typeof portable>;
let postgresShape: ReturnType<typeof portable>;
beforeAll(async () => {
  postgres = await createPostgresDatabase();
  const onSqlite = await openDatabase(':memory:');
  const onPostgres = await openDatabase(postgres.url);
  try {
    sqliteShape = portable(await schemaOf(onSqlite), 'sqlite');
    postgresShape = portable(await schemaOf(onPostgres), 'postgres');
  } finally {
    await onSqlite.close();
    await onPostgres.close();
  }
});
afterAll(() => postgres.drop());

describe('the schema the migrations make on each engine', () => {
  it('has the same tables, columns, types, keys, constraints and indexes, but for the listed differences', () => {
    expect(comparable(sqliteShape, ONLY_SQLITE_TABLES, {}, ONLY_SQLITE_INDEXES)).toEqual(
      comparable(postgresShape, ONLY_POSTGRES_TABLES, ONLY_POSTGRES_COLUMNS, ONLY_POSTGRES_INDEXES),
    );
  });

  it('lists only differences that are there', () => {
    for (const table of ONLY_SQLITE_TABLES) expect(sqliteShape.tables, table).toHaveProperty([table]);
    for (const [table, columns] of Object.entries(ONLY_POSTGRES_COLUMNS)) {
      expect(postgresShape.tables[table]?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(columns));
    }
    for (const index of ONLY_SQLITE_INDEXES) expect(sqliteShape.indexes, index).toHaveProperty([index]);
    for (const index of ONLY_POSTGRES_INDEXES) expect(postgresShape.indexes, index).toHaveProperty([index]);
    // Both engines' listing index leads with the same columns, in the same order.
    const lead = (columns: string[] | undefined) => columns?.slice(0, 6);
    expect(lead(sqliteShape.indexes.papers_by_issue?.columns)).toEqual(
      lead(postgresShape.indexes.papers_by_issue?.columns),
    );
  });
});
