import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/index.ts';
import { migrations } from './migrations.ts';
import { registerSqlFunctions } from './sqlFunctions.ts';
import { wrapSqlite } from './connection.ts';

/**
 * A database made before migrations 15 and 16 (the issue index with the card's columns, the papers'
 * full-text index with more prefix lengths) keeps its papers findable and listed the same way after them;
 * migration 22 (the index over keywords and full text as well) then finds every paper it found before.
 */
let db: Database.Database;
/** The full-text migrations this file checks: a database seeded without them, then upgraded. */
const UNDER_TEST = [15, 16];
/** Rebuilds the index those two made, so it is held back until after them. */
const WIDER_INDEX = 22;

const ranked = 'SELECT rowid FROM papers_fts WHERE papers_fts MATCH ? ORDER BY rank, rowid';
const issuePage = `SELECT paper_id, paper_title, author_1 FROM papers
  WHERE year = 2024 AND volume = 3 AND issue = 2 AND is_deleted = 0 ORDER BY seq, paper_id`;
const searches = ['"learning"*', '"federat"*', '"graph"* AND "neural"*', '"nakamura"*'];

function answers() {
  return {
    searches: searches.map((match) => db.prepare(ranked).pluck().all(match)),
    issue: db.prepare(issuePage).all(),
  };
}

beforeAll(async () => {
  db = new Database(':memory:');
  registerSqlFunctions(db);
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  // Every migration but those under test: the seed writes through today's importer, whose columns
  // (the stored JATS file, the usage tables) come from later, independent migrations.
  const held = [...UNDER_TEST, WIDER_INDEX];
  for (const migration of migrations.filter((m) => !held.includes(m.version))) db.exec(migration.sql);
  await seedDatabase(wrapSqlite(db), { papers: 300 });
});
afterAll(() => db.close());

describe('upgrading a seeded database through migrations 15, 16 and 22', () => {
  it('gives the same search matches in the same rank order and the same issue pages', () => {
    const before = answers();
    for (const found of before.searches) expect(found.length).toBeGreaterThan(0);
    expect(before.issue.length).toBeGreaterThan(0);
    for (const migration of migrations.filter((m) => UNDER_TEST.includes(m.version))) db.exec(migration.sql);
    expect(answers()).toEqual(before);
  });

  it('finds every paper it found before after migration 22, and papers by a word of their keywords', () => {
    const before = answers();
    db.exec(migrations.find((m) => m.version === WIDER_INDEX)?.sql ?? '');
    const after = answers();
    before.searches.forEach((found, index) => expect(after.searches[index]).toEqual(expect.arrayContaining(found)));
    const { paper_id, keywords } = db.prepare('SELECT paper_id, keywords FROM papers LIMIT 1').get() as {
      paper_id: number;
      keywords: string;
    };
    const keyword = (JSON.parse(keywords) as string[])[0]?.split(' ')[0] ?? '';
    expect(db.prepare(ranked).pluck().all(`"${keyword}"`)).toContain(paper_id);
  });

  it('keeps the full-text index in step with the papers afterwards', () => {
    const [paperId] = db.prepare(ranked).pluck().all('"learning"*') as number[];
    db.prepare("UPDATE papers SET paper_title = 'Zymurgical fermentation of compilers' WHERE paper_id = ?").run(
      paperId,
    );
    expect(db.prepare(ranked).pluck().all('"zymurg"*')).toEqual([paperId]);
    expect(db.prepare(ranked).pluck().all('"zymurgical"')).toEqual([paperId]);
    db.prepare(`UPDATE papers SET keywords = '["oenology"]', sections_json = ? WHERE paper_id = ?`).run(
      JSON.stringify([{ heading: 'Cellars', paragraphs: ['Viticulture at altitude.'] }]),
      paperId,
    );
    expect(db.prepare(ranked).pluck().all('"oenolog"*')).toEqual([paperId]);
    expect(db.prepare(ranked).pluck().all('"viticulture" AND "cellars"')).toEqual([paperId]);
    expect(db.prepare(ranked).pluck().all('"heading"')).toEqual([]);
  });
});
