import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Compilable, RawBuilder } from 'kysely';
import { archiveQueries, paperSearch, suggestionSearch } from '../repos/archive.ts';
import { conferenceQueries, conferenceSearch } from '../repos/conference.ts';
import { thesisQueries, thesisSearch } from '../repos/thesis.ts';
import { sqliteSearchQueries, type SearchTable } from '../search/rankedSearch.ts';
import { seedDatabase } from '../seed/index.ts';
import type Database from 'better-sqlite3';
import { openDatabase } from './connection.ts';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Listing and search must use indexes, never a full scan of a table, whatever its size. A benchmark
 * database (the same generator as `npm run seed -- --papers N`) gives the planner real statistics.
 * SQLite's plans (EXPLAIN QUERY PLAN), read on the embedded engine's connection.
 */
let journal: Db;
let db: Database.Database;
beforeAll(async () => {
  journal = await openDatabase(':memory:');
  await seedDatabase(journal, { papers: 3000 });
  db = journal.sqlite!;
  // Generating 3000 papers takes about a minute on a busy machine.
}, 300_000);
afterAll(() => journal.close());

/** The plan of a statement: a query builder's query or a `sql` template, with its own parameters. */
function plan(query: Compilable | RawBuilder<unknown>): string[] {
  const { sql, parameters } = 'isRawBuilder' in query ? query.compile(journal.kysely) : query.compile();
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{ detail: string }>;
  return rows.map((r) => r.detail);
}

/** Every search statement of a table, with values a search would bind. */
function searchStatementsOf(table: SearchTable) {
  const queries = sqliteSearchQueries(table);
  const match = '"graph"*';
  return {
    count: queries.count(match, [], 10001),
    newest: queries.newest(match, [], 999),
    olderPage: queries.olderPage(match, [], 100, 5, 0),
    rows: queries.rows([1, 2]),
  };
}

const identifiers = { numericId: 5, uniqueId: 'IJCRI-2022-V1I1-001', doi: 'x' };

/** "SCAN papers" or "SCAN p" without an index is a full table scan. */
function fullScans(details: string[], tables: string[]): string[] {
  return details.filter((d) => tables.some((t) => new RegExp(`^SCAN ${t}\\b(?! VIRTUAL TABLE)`).test(d)));
}

describe('query plans on a 3000-paper database', () => {
  const archive = () => archiveQueries(journal.kysely);
  const conference = () => conferenceQueries(journal.kysely);
  const thesis = () => thesisQueries(journal.kysely);

  it('generated the benchmark journal in more issues', () => {
    expect(db.prepare('SELECT count(*) FROM papers').pluck().get()).toBe(3000);
    expect(db.prepare('SELECT count(*) FROM issues').pluck().get()).toBeGreaterThan(15);
  });

  it('lists an issue (the card columns too) and counts it from the papers_by_issue index alone', () => {
    expect(plan(archive().listIssue(2022, 1, 1, 5, 0))).toEqual([
      'SEARCH papers USING COVERING INDEX papers_by_issue (year=? AND volume=? AND issue=? AND is_deleted=?)',
    ]);
    expect(plan(archive().countIssue(2022, 1, 1)).join()).toMatch(/SEARCH papers USING COVERING INDEX papers_by_issue/);
  });

  it('builds the archive index from the issues table, never from papers', () => {
    expect(plan(archive().issues()).join()).not.toMatch(/papers/);
  });

  it('searches on the FTS table alone and fetches only the papers of the page by primary key', () => {
    for (const sql of [searchStatementsOf(paperSearch), searchStatementsOf(suggestionSearch)]) {
      // Counting walks the doclists (up to the count cap), leaving out the not-listed ones by index.
      expect(plan(sql.count)).toContain('SCAN papers_fts VIRTUAL TABLE INDEX 0:M5');
      // FTS5 itself walks the matches newest first (no temporary sort), so LIMIT stops the walk.
      for (const page of [sql.newest, sql.olderPage]) {
        const details = plan(page);
        expect(details[0]).toMatch(/^SCAN papers_fts VIRTUAL TABLE INDEX 192:M5/);
        expect(details.join()).not.toMatch(/TEMP B-TREE/);
      }
      // The older matches are read below the boundary (rowid <) only.
      expect(plan(sql.olderPage)[0]).toBe('SCAN papers_fts VIRTUAL TABLE INDEX 192:M5<');
      for (const page of [sql.newest, sql.olderPage, sql.count]) {
        expect(plan(page)).toContain('SCAN papers USING COVERING INDEX papers_deleted');
        // The only scan of papers is of the partial index of deleted papers.
        expect(fullScans(plan(page), ['p', 'papers', 'c']).filter((d) => !d.includes('papers_deleted'))).toEqual([]);
      }
      expect(plan(sql.rows).slice(0, 2)).toEqual([
        'SCAN ids VIRTUAL TABLE INDEX 1:',
        'SEARCH c USING INTEGER PRIMARY KEY (rowid=?)',
      ]);
    }
  });

  it('looks up exact ids, unique ids and DOIs through indexes', () => {
    const details = plan(archive().exact(identifiers));
    expect(details.join()).toMatch(/MULTI-INDEX OR/);
    expect(fullScans(details, ['p', 'papers'])).toEqual([]);
    expect(plan(archive().byIdPrefix('IJCRI-2024', 5)).join()).toMatch(
      /SEARCH papers USING INDEX .* \(paper_uniqueid>\? AND paper_uniqueid<\?\)/,
    );
  });

  it('uses indexes for conference and thesis lists and searches', () => {
    for (const query of [
      conference().list(1, 5, 0),
      conference().count(1),
      conference().exact(identifiers),
      ...Object.values(searchStatementsOf(conferenceSearch)),
    ]) {
      expect(fullScans(plan(query), ['c', 'conference_papers'])).toEqual([]);
    }
    for (const query of [
      thesis().list(2022, 1, 5, 0),
      thesis().count(2022, 1),
      thesis().exact(identifiers),
      ...Object.values(searchStatementsOf(thesisSearch)),
    ]) {
      expect(fullScans(plan(query), ['t', 'theses'])).toEqual([]);
    }
    expect(plan(conference().list(1, 5, 0)).join()).toMatch(
      /SEARCH conference_papers USING INDEX conference_papers_by_conference/,
    );
    expect(plan(thesis().list(2022, 1, 5, 0)).join()).toMatch(/SEARCH theses USING INDEX theses_by_volume/);
  });
});

describe('migrations', () => {
  it('records every numbered migration once in schema_migrations', () => {
    const applied = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(applied).toEqual(migrations.map((m) => m.version));
  });

  it('opens in WAL mode with foreign keys on (file databases)', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'journal-wal-'));
    const file = await openDatabase(join(dir, 'x.db'));
    try {
      expect(file.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(file.sqlite?.pragma('foreign_keys', { simple: true })).toBe(1);
      // Re-opening applies nothing twice.
      await file.close();
      const again = await openDatabase(join(dir, 'x.db'));
      expect(again.sqlite?.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
      await again.close();
    } finally {
      if (file.sqlite?.open) await file.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
