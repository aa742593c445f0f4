import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { onPostgres } from '../test/testDatabase.ts';
import { importJats } from './importJats.ts';

/** Called at the start of every PDF layout of the import under test. */
const atLayout = vi.hoisted(() => ({ hook: async () => {} }));

vi.mock('../files/pdf.ts', async (importOriginal) => {
  const pdf = await importOriginal<typeof import('../files/pdf.ts')>();
  return {
    ...pdf,
    renderArticlePdf: async (article: Parameters<typeof pdf.renderArticlePdf>[0]) => {
      await atLayout.hook();
      return pdf.renderArticlePdf(article);
    },
  };
});

const fixture = fs.readFileSync(new URL('./fixtures/edge-caching.xml', import.meta.url), 'utf8');
/** The fixture as another article of the same issue: its own DOI, no stated last page (the layout counts them). */
const article = (n: number) =>
  Buffer.from(
    fixture
      .replaceAll('10.59638/ijcri.2026.v5.i3.412', `10.59638/ijcri.2026.v5.i3.${500 + n}`)
      .replace('<lpage>2</lpage>', ''),
    'utf8',
  );

// The write lock probed is SQLite's, held by a file's connections; PostgreSQL's is the same transaction's advisory lock.
describe.skipIf(onPostgres)('an import beside other writers (SQLite file)', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-lock-'));
    db = await openDatabase(path.join(dir, 'journal.db'));
  });
  afterEach(async () => {
    atLayout.hook = async () => {};
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does not hold the write lock while its PDF is laid out: another process writes at once', async () => {
    const other = new Database(path.join(dir, 'journal.db'));
    other.pragma('busy_timeout = 0');
    const writes: string[] = [];
    atLayout.hook = async () => {
      try {
        other.exec('BEGIN IMMEDIATE');
        other.exec('COMMIT');
        writes.push('written');
      } catch (error) {
        writes.push((error as Error).message);
      }
    };
    const result = await importJats(db, 'a.xml', article(1), { filesDir: dir });
    other.close();
    expect(result.error).toBeUndefined();
    expect(writes).toEqual(['written']);
  });

  it('two imports into one issue at once both land, each in its own place', async () => {
    // Both lay out their PDF only once both have read the issue: the first to write takes the place both chose.
    let arrived = 0;
    let bothHere!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHere = resolve));
    atLayout.hook = async () => {
      if (++arrived === 2) bothHere();
      await barrier;
    };
    const results = await Promise.all([1, 2].map((n) => importJats(db, `${n}.xml`, article(n), { filesDir: dir })));
    expect(results.map((r) => r.error)).toEqual([undefined, undefined]);
    const places = results.map((r) => r.paper!.uniqueId).sort();
    expect(places).toEqual(['IJCRI-2026-V5I3-001', 'IJCRI-2026-V5I3-002']);
    // Each PDF is the one typeset for its place: the second was laid out again once its first place was taken.
    expect(arrived).toBe(3);
    for (const place of places) expect(fs.existsSync(path.join(dir, 'papers', `${place}.pdf`))).toBe(true);
  });
});
