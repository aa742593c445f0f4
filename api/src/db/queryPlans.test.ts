import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveSql } from '../repos/archive.ts';
import { conferenceSql } from '../repos/conference.ts';
import { thesisSql } from '../repos/thesis.ts';
import { seedDatabase } from '../seed/index.ts';
import { openDatabase, type Db } from './connection.ts';
import { migrations } from './migrations.ts';

/**
 * Listing and search must use indexes, never a full scan of a table, whatever its size. A benchmark
 * database (the same generator as `npm run seed -- --papers N`) gives the planner real statistics.
 */
let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { papers: 3000 });
});
afterAll(() => db.close());

const params = { match: '"graph"*', exclude: '[]', limit: 5, offset: 0, id: 5, uniqueId: 'IJCRI-2022-V1I1-001', doi: 'x', prefix: 'IJCRI-2024' };

function plan(sql: string): string[] {
  const statement = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const rows = (sql.includes('@') ? statement.all(params) : statement.all(...Array((sql.match(/\?/g) ?? []).length).fill(1))) as Array<{ detail: string }>;
  return rows.map((r) => r.detail);
}

/** "SCAN papers" or "SCAN p" without an index is a full table scan. */
function fullScans(details: string[], tables: string[]): string[] {
  return details.filter((d) => tables.some((t) => new RegExp(`^SCAN ${t}\\b(?! VIRTUAL TABLE)`).test(d)));
}

describe('query plans on a 3000-paper database', () => {
  it('generated the benchmark journal in more issues', () => {
    expect(db.prepare('SELECT count(*) FROM papers').pluck().get()).toBe(3000);
    expect(db.prepare('SELECT count(*) FROM issues').pluck().get()).toBeGreaterThan(15);
  });

  it('lists an issue and counts it through the papers_by_issue index', () => {
    expect(plan(archiveSql.listIssue)).toEqual(['SEARCH p USING INDEX papers_by_issue (year=? AND volume=? AND issue=? AND is_deleted=?)']);
    expect(plan(archiveSql.countIssue).join()).toMatch(/SEARCH papers USING COVERING INDEX papers_by_issue/);
  });

  it('builds the archive index from the issues table, never from papers', () => {
    expect(plan(archiveSql.issues).join()).not.toMatch(/papers/);
  });

  it('searches through the FTS table and fetches papers by primary key', () => {
    for (const sql of [archiveSql.search, archiveSql.searchCount, archiveSql.suggest]) {
      const details = plan(sql);
      expect(details[0]).toMatch(/^SCAN f VIRTUAL TABLE INDEX \d+:M/);
      expect(details).toContain('SEARCH p USING INTEGER PRIMARY KEY (rowid=?)');
      expect(fullScans(details, ['p', 'papers'])).toEqual([]);
    }
  });

  it('looks up exact ids, unique ids and DOIs through indexes', () => {
    const details = plan(archiveSql.exact);
    expect(details.join()).toMatch(/MULTI-INDEX OR/);
    expect(fullScans(details, ['p', 'papers'])).toEqual([]);
    expect(plan(archiveSql.suggestByIdPrefix).join()).toMatch(/SEARCH papers USING INDEX .* \(paper_uniqueid>\? AND paper_uniqueid<\?\)/);
  });

  it('uses indexes for conference and thesis lists and searches', () => {
    for (const sql of [conferenceSql.list, conferenceSql.count, conferenceSql.search, conferenceSql.searchCount, conferenceSql.exact]) {
      expect(fullScans(plan(sql), ['c', 'conference_papers']), sql).toEqual([]);
    }
    for (const sql of [thesisSql.list, thesisSql.count, thesisSql.search, thesisSql.searchCount, thesisSql.exact]) {
      expect(fullScans(plan(sql), ['t', 'theses']), sql).toEqual([]);
    }
    expect(plan(conferenceSql.list).join()).toMatch(/SEARCH c USING INDEX conference_papers_by_conference/);
    expect(plan(thesisSql.list).join()).toMatch(/SEARCH t USING INDEX theses_by_volume/);
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
    const file = openDatabase(join(dir, 'x.db'));
    try {
      expect(file.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(file.pragma('foreign_keys', { simple: true })).toBe(1);
      // Re-opening applies nothing twice.
      file.close();
      const again = openDatabase(join(dir, 'x.db'));
      expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
      again.close();
    } finally {
      if (file.open) file.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
