import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchiveRepo } from '../repos/archive.ts';
import { createPostgresDatabase, onPostgres, type TestPostgres } from '../test/testDatabase.ts';
import { openDatabase } from './connection.ts';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';
import { schemaOf } from './schemaShape.ts';

/**
 * A database made by the previous release (schema version 22, SQL migrations per engine) opens on
 * this one: its schema is then the one a new database gets, and its rows are intact and found by
 * search. The fixtures (db/fixtures, docs/api.md "Migrations") are that release's databases, lightly
 * filled: `sqlite3 FILE .dump` and `pg_dump --inserts --no-owner --no-privileges`.
 */
const fixtures = path.join(import.meta.dirname, 'fixtures');
const cleanups: Array<() => Promise<void>> = [];

/** A new database of the test engine, loaded from the fixture when `fixture` is set, then opened (and so migrated). */
async function database(fixture: boolean): Promise<Db> {
  if (onPostgres) {
    const created: TestPostgres = await createPostgresDatabase();
    cleanups.push(created.drop);
    if (fixture) {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      await client.query(fs.readFileSync(path.join(fixtures, 'release-22.postgres.sql'), 'utf8'));
      await client.end();
    }
    return openDatabase(created.url);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-release-'));
  cleanups.push(async () => {
    await fs.promises.rm(dir, { recursive: true, force: true });
  });
  const file = path.join(dir, 'journal.db');
  if (fixture) {
    // The dump declares the FTS5 tables by writing the schema table, which SQLite's defensive mode refuses.
    const loader = new Database(file);
    loader.unsafeMode(true);
    loader.exec(fs.readFileSync(path.join(fixtures, 'release-22.sqlite.sql'), 'utf8'));
    loader.close();
  }
  return openDatabase(file);
}

let upgraded: Db;
let fresh: Db;
beforeAll(async () => {
  upgraded = await database(true);
  fresh = await database(false);
});
afterAll(async () => {
  await upgraded?.close();
  await fresh?.close();
  for (const cleanup of cleanups) await cleanup();
});

const count = async (db: Db, table: keyof DB) =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`a database made by the previous release, on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('keeps the versions it had and takes no migration it already has', async () => {
    const versions = await upgraded.kysely
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([
      ...(onPostgres ? [19, 20, 21, 22] : Array.from({ length: 22 }, (_, i) => i + 1)),
      ...migrations.map((m) => m.version).filter((version) => version > 22),
    ]);
  });

  it('has the schema of a new database, column for column, index for index, trigger for trigger', async () => {
    expect(await schemaOf(upgraded)).toEqual(await schemaOf(fresh));
  });

  it('keeps its rows, and what triggers derived from them', async () => {
    const expected: Partial<Record<keyof DB, number>> = {
      papers: 3,
      issues: 1,
      theses: 1,
      conference_papers: 1,
      blog_tags: 1,
      newsletter_subscribers: 1,
      usage_last_use: 1,
      article_relations: 1,
      moved_papers: 1,
    };
    for (const [table, rows] of Object.entries(expected))
      expect(await count(upgraded, table as keyof DB), table).toBe(rows);
    // Two authors on each of three papers, one on the thesis and one on the conference paper.
    expect(await count(upgraded, 'authorships')).toBe(8);
    const subscriber = await upgraded.kysely.selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ email: 'Sub@Example.org', unsubscribe_token: 'tok1' });
    const paper = await upgraded.kysely
      .selectFrom('papers')
      .select(['paper_elocation', 'paper_pages'])
      .where('paper_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(paper).toEqual({ paper_elocation: 'e1001', paper_pages: '' });
  });

  it('finds its papers by a word of their full text and keywords, and a paper added after the upgrade', async () => {
    const archive = createArchiveRepo(upgraded);
    const found = async (words: string) => (await archive.search(words, 1, 10)).items.map((p) => p.paper_id).sort();
    // Paper 2 is deleted: never found.
    expect(await found('xylophonic')).toEqual([1, 3]);
    expect(await found('zeolite')).toEqual([1, 3]);
    const row = await upgraded.kysely
      .selectFrom('papers')
      .selectAll()
      .where('paper_id', '=', 1)
      .executeTakeFirstOrThrow();
    // PostgreSQL's generated search column is read with the row but cannot be written.
    const { search: _vector, ...copy } = row as typeof row & { search?: unknown };
    await upgraded.kysely
      .insertInto('papers')
      .values({
        ...copy,
        paper_id: 4,
        seq: 4,
        paper_doi: 'x/4',
        paper_uniqueid: 'IJCRI-2024-V3I2-004',
        paper_title: 'Marsupial telemetry',
      })
      .execute();
    expect(await found('marsupial')).toEqual([4]);
    expect(await count(upgraded, 'authorships')).toBe(10);
  });
});
