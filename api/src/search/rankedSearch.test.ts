import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, prepareAll, type Db } from '../db/connection.ts';
import { createArchiveRepo, paperSearchSql } from '../repos/archive.ts';
import { seedDatabase } from '../seed/index.ts';
import { buildMatchQuery } from './ftsQuery.ts';
import { rankedMatches, type SearchStatements } from './rankedSearch.ts';

/**
 * The bounded search against a plain reference: the previous query, which joined every match to its
 * paper and let SQLite sort them all by rank. On a 3000-paper archive (the benchmark generator).
 */
let db: Db;
let s: SearchStatements;
const reference = `SELECT p.paper_id FROM papers_fts f CROSS JOIN papers p ON p.paper_id = f.rowid
  WHERE papers_fts MATCH ? AND p.is_deleted = 0 ORDER BY f.rank`;
const newestFirst = `SELECT p.paper_id FROM papers_fts f CROSS JOIN papers p ON p.paper_id = f.rowid
  WHERE papers_fts MATCH ? AND p.is_deleted = 0 ORDER BY p.paper_id DESC`;
const idsOf = (sql: string, match: string) => db.prepare(sql).pluck().all(match) as number[];

beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { papers: 3000 });
  s = prepareAll(db, paperSearchSql);
});
afterAll(() => db.close());

/** Every page of `perPage` matches, concatenated. */
function allPages(match: string, perPage: number, cap?: number, exclude: number[] = []): number[] {
  const matches = rankedMatches(s, match, exclude, cap);
  const ids: number[] = [];
  for (let offset = 0; offset < matches.total + perPage; offset += perPage) ids.push(...matches.ids(perPage, offset));
  return ids;
}

describe('ranked full-text search', () => {
  it('returns the same matches in the same order as ranking every match, while they are fewer than the cap', () => {
    for (const text of [
      'compiler',
      'federated learning',
      'graph neural',
      'intrusion detection',
      'energy efficient scheduling',
      'Nakamura',
    ]) {
      const match = buildMatchQuery(text) ?? '';
      const expected = idsOf(reference, match);
      expect(expected.length, text).toBeGreaterThan(0);
      const matches = rankedMatches(s, match);
      expect(matches.total, text).toBe(expected.length);
      expect(matches.ids(100, 0), text).toEqual(expected.slice(0, 100));
      expect(allPages(match, 7), text).toEqual(expected);
    }
  });

  it('ranks only the newest matches by BM25 beyond the cap, then lists the older ones newest first, each once', () => {
    const match = buildMatchQuery('learning') ?? '';
    const everyMatch = idsOf(newestFirst, match);
    const cap = 40;
    expect(everyMatch.length).toBeGreaterThan(cap * 3);
    const ranked = new Set(everyMatch.slice(0, cap));
    const expectedHead = idsOf(reference, match).filter((id) => ranked.has(id));
    const expected = [...expectedHead, ...everyMatch.slice(cap)];
    expect(rankedMatches(s, match, [], cap).total).toBe(everyMatch.length);
    // Page sizes that straddle the cap in different places give the same sequence.
    for (const perPage of [1, 7, 40, 100])
      expect(allPages(match, perPage, cap), `per page ${perPage}`).toEqual(expected);
  });

  it('leaves out excluded ids (the exact matches shown first) and deleted papers, in the count and the pages', () => {
    const match = buildMatchQuery('compiler') ?? '';
    const before = idsOf(reference, match);
    const [excluded, deleted] = [before[0] as number, before[1] as number];
    db.prepare('UPDATE papers SET is_deleted = 1 WHERE paper_id = ?').run(deleted);
    try {
      for (const cap of [1000, 3]) {
        const matches = rankedMatches(s, match, [excluded], cap);
        expect(matches.total).toBe(before.length - 2);
        const ids = allPages(match, 5, cap, [excluded]);
        expect(ids).toHaveLength(before.length - 2);
        expect(ids).not.toContain(excluded);
        expect(ids).not.toContain(deleted);
      }
    } finally {
      db.prepare('UPDATE papers SET is_deleted = 0 WHERE paper_id = ?').run(deleted);
    }
  });

  it('answers a common word on a 3000-paper archive with a full page, a total and no repeats', () => {
    const archive = createArchiveRepo(db);
    const first = archive.search('the', 1, 100);
    const second = archive.search('the', 2, 100);
    expect(first.total).toBe(idsOf(reference, buildMatchQuery('the') ?? '').length);
    expect(first.items).toHaveLength(100);
    expect(new Set([...first.items, ...second.items].map((p) => p.paper_id)).size).toBe(200);
  });
});
