import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { createArchiveRepo, paperSearch } from '../repos/archive.ts';
import { seedDatabase } from '../seed/index.ts';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import { buildMatchQuery } from './ftsQuery.ts';
import { RANK_WEIGHTS, rankedMatches, searchStatements, type SearchStatements } from './rankedSearch.ts';

/**
 * The bounded search against a plain reference: a query that joins every match to its paper and lets
 * the database sort them all by rank. On a 3000-paper archive (the benchmark generator).
 */
let db: Db;
let s: SearchStatements<unknown>;
const references = {
  sqlite: {
    reference: (match: string) => sql`SELECT p.paper_id FROM papers_fts f CROSS JOIN papers p ON p.paper_id = f.rowid
      WHERE papers_fts MATCH ${match} AND p.is_deleted = 0 ORDER BY f.rank`,
    newestFirst: (match: string) => sql`SELECT p.paper_id FROM papers_fts f CROSS JOIN papers p ON p.paper_id = f.rowid
      WHERE papers_fts MATCH ${match} AND p.is_deleted = 0 ORDER BY p.paper_id DESC`,
  },
  postgres: {
    reference: (match: string) => sql`SELECT id FROM search_documents
      WHERE (ranked || body) @@ to_tsquery('journal_search', CAST(${match} AS text)) AND kind = 'paper' AND listed
      ORDER BY ts_rank_cd(${RANK_WEIGHTS}, ranked, to_tsquery('journal_search', CAST(${match} AS text))) DESC, id`,
    newestFirst: (match: string) => sql`SELECT id FROM search_documents
      WHERE (ranked || body) @@ to_tsquery('journal_search', CAST(${match} AS text)) AND kind = 'paper' AND listed
      ORDER BY id DESC`,
  },
};
const idsOf = (which: 'reference' | 'newestFirst', match: string) =>
  query(db, references[db.engine][which](match)).column<number>();
const matchOf = (text: string) => buildMatchQuery(text, { engine: db.engine }) ?? '';

// Seeding 3000 papers takes about a minute on PostgreSQL (a round trip per statement) on a loaded machine.
beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db, { papers: 3000 });
  s = searchStatements(db, paperSearch);
}, 300_000);
afterAll(() => db.close());

/** Every page of `perPage` matches, concatenated. */
async function allPages(match: string, perPage: number, cap?: number, exclude: number[] = []): Promise<number[]> {
  const matches = await rankedMatches(s, match, exclude, cap);
  const ids: number[] = [];
  const total = await matches.count();
  for (let offset = 0; offset < total + perPage; offset += perPage) {
    ids.push(...(await matches.ids(perPage, offset)));
  }
  return ids;
}

describe('ranked full-text search', () => {
  it('returns the same matches in the same order as ranking every match, while they are fewer than the cap', async () => {
    for (const text of [
      'compiler',
      'federated learning',
      'graph neural',
      'intrusion detection',
      'energy efficient scheduling',
      'Nakamura',
    ]) {
      const match = matchOf(text);
      const expected = await idsOf('reference', match);
      expect(expected.length, text).toBeGreaterThan(0);
      const matches = await rankedMatches(s, match);
      expect(await matches.count(), text).toBe(expected.length);
      expect(await matches.ids(100, 0), text).toEqual(expected.slice(0, 100));
      expect(await allPages(match, 7), text).toEqual(expected);
    }
  });

  it('ranks only the newest matches beyond the cap, then lists the older ones newest first, each once', async () => {
    const match = matchOf('learning');
    const everyMatch = await idsOf('newestFirst', match);
    const cap = 40;
    expect(everyMatch.length).toBeGreaterThan(cap * 3);
    const ranked = new Set(everyMatch.slice(0, cap));
    const expectedHead = (await idsOf('reference', match)).filter((id) => ranked.has(id));
    const expected = [...expectedHead, ...everyMatch.slice(cap)];
    expect(await (await rankedMatches(s, match, [], cap)).count()).toBe(everyMatch.length);
    // Page sizes that straddle the cap in different places give the same sequence.
    // (Pages of one paper only on SQLite: the paging is the same code on both engines, and on PostgreSQL
    // a statement per paper takes minutes on a loaded machine; 7 straddles the cap as well.)
    for (const perPage of db.engine === 'sqlite' ? [1, 7, 40, 100] : [7, 40, 100])
      expect(await allPages(match, perPage, cap), `per page ${perPage}`).toEqual(expected);
  }, 120_000);

  it('leaves out excluded ids (the exact matches shown first) and deleted papers, in the count and the pages', async () => {
    const match = matchOf('compiler');
    const before = await idsOf('reference', match);
    const [excluded, deleted] = [before[0] as number, before[1] as number];
    await query(db, sql`UPDATE papers SET is_deleted = 1 WHERE paper_id = ${deleted}`).run();
    try {
      for (const cap of [1000, 3]) {
        const matches = await rankedMatches(s, match, [excluded], cap);
        expect(await matches.count()).toBe(before.length - 2);
        const ids = await allPages(match, 5, cap, [excluded]);
        expect(ids).toHaveLength(before.length - 2);
        expect(ids).not.toContain(excluded);
        expect(ids).not.toContain(deleted);
      }
    } finally {
      await query(db, sql`UPDATE papers SET is_deleted = 0 WHERE paper_id = ${deleted}`).run();
    }
  });

  it('counts the matches of a common word up to the count cap it is given, and no further', async () => {
    const match = matchOf('the');
    const every = (await idsOf('newestFirst', match)).length;
    expect(every).toBeGreaterThan(100);
    const counted = async (countCap: number) =>
      (await s.queries.count(match, [], countCap).execute(db.kysely)).rows[0]?.count;
    expect(await counted(101)).toBe(101);
    expect(await counted(every + 5)).toBe(every);
    // PostgreSQL counts with the statement that ranks: the same count on each row of the newest matches.
    const { newestCounted } = s.queries;
    if (newestCounted) {
      const totals = async (cap: number, countCap: number) => {
        const { rows } = await newestCounted(match, [], cap, countCap).execute(db.kysely);
        return { rows: rows.length, totals: [...new Set(rows.map((row) => row.total))] };
      };
      expect(await totals(40, 101)).toEqual({ rows: 40, totals: [101] });
      expect(await totals(40, every + 5)).toEqual({ rows: 40, totals: [every] });
      expect(await totals(every + 5, 10001)).toEqual({ rows: every, totals: [every] });
    }
  });

  it('answers a common word on a 3000-paper archive with a full page, a total and no repeats', async () => {
    const archive = createArchiveRepo(db);
    const first = await archive.search('the', 1, 100);
    const second = await archive.search('the', 2, 100);
    expect(first.total).toBe((await idsOf('reference', matchOf('the'))).length);
    expect(first.items).toHaveLength(100);
    expect(new Set([...first.items, ...second.items].map((p) => p.paper_id)).size).toBe(200);
  });
});
