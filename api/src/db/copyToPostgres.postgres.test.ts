import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSlug } from '@journal/shared/text';
import { buildApp } from '../app.ts';
import { apiPackageDir } from '../config.ts';
import { seedDatabase } from '../seed/index.ts';
import { TEST_TOKEN } from '../test/testApp.ts';
import { createPostgresDatabase, type TestPostgres } from '../test/testDatabase.ts';
import { openDatabase, openSqlite } from './connection.ts';
import { checksumsOfPostgres, checksumsOfSqlite } from './copyToPostgres.ts';
import { sql, type RawBuilder } from 'kysely';
import { query } from '../test/query.ts';

/**
 * `npm run db:copy -- --from <sqlite file> --to <postgres url>` on a seeded journal with reader data
 * (messages, subscribers, usage counts, rate-limit counters): the copy is checked table by table, the
 * API answers the same on both databases, new messages get new ids, and a target that is not empty is
 * refused.
 */
const run = promisify(execFile);
const dbCopy = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/dbCopy.ts', ...args], { cwd: apiPackageDir, timeout: 240_000 });

let dir: string;
let file: string;
let target: TestPostgres;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-db-copy-'));
  file = path.join(dir, 'journal.db');
  const source = await openSqlite(file);
  await seedDatabase(source);
  const api = buildApp({ dbPath: file, token: TEST_TOKEN });
  const post = (url: string, payload: unknown, client: string) =>
    api.inject({
      method: 'POST',
      url,
      headers: { authorization: TEST_TOKEN, 'content-type': 'application/json', 'x-forwarded-for': client },
      payload: JSON.stringify(payload),
    });
  for (let n = 1; n <= 3; n++) {
    const message = {
      name: `Reader ${n}`,
      email: `reader${n}@example.org`,
      subject: 'Hello',
      message: `Message ${n}.`,
    };
    expect((await post('/contactUs', message, `192.0.2.${n}`)).statusCode).toBe(201);
    expect((await post('/newsletterSubscribe', { email: `Reader${n}@Example.org` }, `192.0.2.${n}`)).statusCode).toBe(
      202,
    );
    expect((await post('/countView', { kind: 'paper', id: n }, `192.0.2.${n}`)).statusCode).toBe(200);
  }
  await api.close();
  await source.close();
  target = await createPostgresDatabase();
}, 120_000);
afterAll(async () => {
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run db:copy', () => {
  it('copies every table, checked by counts and checksums, and the API answers the same on both', async () => {
    const { stdout } = await dbCopy(['--from', file, '--to', target.url]);
    expect(stdout).toMatch(/checked contact_messages: 3 rows, sha256 [0-9a-f]{16}/);
    expect(stdout).toMatch(/checked authorships: \d+ rows, sha256 [0-9a-f]{16} \(kept by triggers\)/);
    expect(stdout).toContain('(counts and checksums equal)');
    // Ready to serve: the planner has statistics for every table it filled.
    expect(stdout).toContain('analyzed every table');
    /** The table names a statement answers, read on the copy through a connection of its own. */
    const tablesOfTarget = async (statement: RawBuilder<unknown>) => {
      const db = await openDatabase(target.url);
      try {
        return await query(db, statement).column<string>();
      } finally {
        await db.close();
      }
    };
    const neverAnalyzed = () =>
      tablesOfTarget(sql`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples < 0`);
    expect(await neverAnalyzed()).toEqual([]);
    // The copied rows are written frozen: every page is all-visible at once (index-only scans, no VACUUM to wait for).
    expect(
      await tablesOfTarget(sql`SELECT relname FROM pg_class
        WHERE relname IN ('papers', 'issues', 'authorships', 'paper_keywords')
          AND relkind = 'r' AND (relpages = 0 OR relallvisible < relpages) ORDER BY relname`),
    ).toEqual([]);
    // A journal restored without statistics: the API analyzes it when it starts (below).
    const forget = await openDatabase(target.url);
    await query(forget, sql`UPDATE pg_class SET reltuples = -1 WHERE relname = 'papers' AND relkind = 'r'`).run();
    await forget.close();
    expect(await neverAnalyzed()).toEqual(['papers']);

    const onSqlite = buildApp({ dbPath: file, token: TEST_TOKEN, seed: false });
    const onPostgres = buildApp({ dbPath: path.join(dir, 'unused.db'), databaseUrl: target.url, token: TEST_TOKEN });
    try {
      const ask = async (url: string, payload: unknown) =>
        (
          await Promise.all(
            [onSqlite, onPostgres].map((app) =>
              app.inject({
                method: 'POST',
                url,
                headers: { authorization: TEST_TOKEN, 'content-type': 'application/json' },
                payload: JSON.stringify(payload),
              }),
            ),
          )
        ).map((res) => res.json<unknown>());
      const [paper] = (await ask('/archivePaperNew', { paperid: 7 })) as Array<{ paperdetails: { author_1: string } }>;
      for (const [url, payload] of [
        ['/archivePaperListing', { year: 2024, volume: 3, issue: 2, page: 1, per_page: 5 }],
        ['/archivePaperNew', { paperid: 7 }],
        ['/authorProfile', { slug: authorSlug(paper?.paperdetails.author_1 ?? '') }],
        ['/usageTotals', { kind: 'paper', ids: [1, 2, 3] }],
        ['/blogListing', { page: 1 }],
        ['/relatedPapers', { paperid: 7 }],
      ] as const) {
        const [fromSqlite, fromPostgres] = await ask(url, payload);
        expect(fromPostgres, url).toEqual(fromSqlite);
        expect(JSON.stringify(fromSqlite), url).not.toContain('"statusCode"');
      }
      expect(fs.existsSync(path.join(dir, 'unused.db'))).toBe(false);
      expect(await neverAnalyzed()).toEqual([]);
    } finally {
      await onSqlite.close();
      await onPostgres.close();
    }

    const db = await openDatabase(target.url);
    try {
      // New rows continue after the copied ids.
      const id = await query(
        db,
        sql`INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('N', 'n@example.org', 'S', 'M', 'now') RETURNING id`,
      ).value<number>();
      expect(id).toBe(4);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, and changes nothing in it', async () => {
    const failure = await dbCopy(['--from', file, '--to', target.url]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toMatch(/The target database is not empty \(rows in .*papers/);
    const db = await openDatabase(target.url);
    try {
      expect(await query(db, sql`SELECT count(*) FROM contact_messages`).value()).toBe(4);
    } finally {
      await db.close();
    }
  });

  it('reads every table to its last row, so a change past the first batches is found', async () => {
    const source = await openSqlite(file);
    const db = await openDatabase(target.url);
    try {
      const before = await checksumsOfPostgres(db, source.sqlite!);
      const authorships = before.find((check) => check.table === 'authorships')!;
      expect(authorships.rows).toBeGreaterThan(500); // more than one batch of 500
      // The row last in key order, as the check reads it: renamed, the table's checksum changes.
      await query(
        db,
        sql`UPDATE authorships SET name = name || ' (changed)' WHERE (author_key, kind, item_id, position) =
          (SELECT author_key, kind, item_id, position FROM authorships
            ORDER BY author_key DESC, kind DESC, item_id DESC, position DESC LIMIT 1)`,
      ).run();
      const after = await checksumsOfPostgres(db, source.sqlite!);
      expect(after.filter((check, n) => check.checksum !== before[n]!.checksum).map((check) => check.table)).toEqual([
        'authorships',
      ]);
      expect(after.find((check) => check.table === 'authorships')!.rows).toBe(authorships.rows);
      // The copy itself agreed with the file, table by table, except the message the first test added.
      const fromFile = await checksumsOfSqlite(source.sqlite!);
      expect(fromFile.filter((check, n) => check.checksum !== before[n]!.checksum).map((check) => check.table)).toEqual(
        ['contact_messages'],
      );
    } finally {
      await db.close();
      await source.close();
    }
  });

  it('says what is missing or wrong in the command', async () => {
    const noTarget = await dbCopy(['--from', file]).catch((error: unknown) => error);
    expect((noTarget as { stderr: string }).stderr).toContain('Both --from and --to are required.');
    const notPostgres = await dbCopy(['--from', file, '--to', path.join(dir, 'other.db')]).catch(
      (error: unknown) => error,
    );
    expect((notPostgres as { stderr: string }).stderr).toContain('--to must be a postgres:// URL');
    const missing = await dbCopy(['--from', path.join(dir, 'nowhere.db'), '--to', target.url]).catch(
      (error: unknown) => error,
    );
    expect((missing as { stderr: string }).stderr).toContain('No SQLite database at');
  });
});
