import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './migrations.ts';
import { registerSqlFunctions } from './sqlFunctions.ts';

/**
 * Migration 20 moves the e-location of imported papers out of paper_pages (docs/content.md,
 * "E-locations"): an imported article without a first page held it there; a range keeps its place.
 */
let db: Database.Database;

/** A paper row with every required column filled, and the given ones. */
function insertPaper(values: Record<string, string | number | null>) {
  const columns = (
    db.prepare('PRAGMA table_info(papers)').all() as Array<{
      name: string;
      notnull: number;
      dflt_value: unknown;
      type: string;
    }>
  ).filter((c) => c.notnull && c.dflt_value === null);
  const row: Record<string, string | number | null> = Object.fromEntries(
    columns.map((c) => [c.name, c.type === 'INTEGER' ? 0 : `${c.name} of ${String(values.paper_id)}`]),
  );
  Object.assign(row, { year: 2024, volume: 3, issue: 2, is_deleted: 0 }, values);
  const names = Object.keys(row);
  db.prepare(
    `INSERT INTO papers (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
  ).run(row);
}

beforeAll(() => {
  db = new Database(':memory:');
  registerSqlFunctions(db);
  for (const migration of migrations.filter((m) => m.version < 20)) db.exec(migration.sql);
  db.exec("INSERT INTO issues (year, volume, issue, month) VALUES (2024, 3, 2, 'June')");
  insertPaper({ paper_id: 1, paper_pages: 'e91296', jats_source: '<article/>' });
  insertPaper({ paper_id: 2, paper_pages: '1655', jats_source: '<article/>' });
  insertPaper({ paper_id: 3, paper_pages: '13-27', jats_source: '<article/>' });
  // Not imported: its pages were typed in, and a single page stays a page.
  insertPaper({ paper_id: 4, paper_pages: '5', jats_source: null });
  db.exec(migrations.find((m) => m.version === 20)!.sql);
});
afterAll(() => db.close());

describe('migration 20: e-locations apart from pages', () => {
  it("moves an imported article's e-location, numeric or not, and leaves page ranges and typed pages", () => {
    expect(db.prepare('SELECT paper_id, paper_pages, paper_elocation FROM papers ORDER BY paper_id').all()).toEqual([
      { paper_id: 1, paper_pages: '', paper_elocation: 'e91296' },
      { paper_id: 2, paper_pages: '', paper_elocation: '1655' },
      { paper_id: 3, paper_pages: '13-27', paper_elocation: '' },
      { paper_id: 4, paper_pages: '5', paper_elocation: '' },
    ]);
  });
});
