import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from './testApp.ts';
import { openDatabase } from '../db/connection.ts';
import { CONTENT_CHECK_MS, bumpContentVersion } from '../db/contentVersion.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { killAllApis, startApi, type RealApi } from './realApi.ts';
import { createPostgresDatabase, onPostgres, type TestPostgres } from './testDatabase.ts';

/**
 * API_WORKERS processes on one database. Each request here opens its own connection
 * (Connection: close), so node:cluster hands consecutive requests to different workers; the rate limit
 * and the answer cache must be right whichever worker answers.
 */
const WORKERS = 3;
let dir: string;
let api: RealApi;
let postgres: TestPostgres | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-workers-'));
  postgres = onPostgres ? await createPostgresDatabase() : undefined;
  api = await startApi(dir, { API_WORKERS: String(WORKERS), ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
}, 180_000);
afterAll(async () => {
  killAllApis();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function call(url: string, payload: unknown, client = '192.0.2.200') {
  return fetch(api.base + url, {
    method: 'POST',
    headers: {
      authorization: TEST_TOKEN,
      'content-type': 'application/json',
      'x-forwarded-for': client,
      connection: 'close',
    },
    body: JSON.stringify(payload),
  });
}

describe(`the API on ${WORKERS} worker processes`, () => {
  it('says how many processes serve', () => {
    expect(api.output()).toContain(`with ${WORKERS} worker processes`);
  });

  it('gives a client one contact allowance, not one per worker', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5 * WORKERS; i++) {
      const res = await call('/contactUs', {
        name: 'Worker Check',
        email: 'workers@example.org',
        subject: 'Allowance',
        message: `Message ${i} through any worker.`,
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('serves a changed paper from every worker once the database changes (no stale cached answer)', async () => {
    const listing = { year: 2022, volume: 1, issue: 1, page: 1, per_page: 5 };
    const titles = async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 4 * WORKERS; i++) {
        const res = await call('/archivePaperListing', listing);
        const answer = (await res.json()) as { papersList: Array<{ paper_id: number; paper_title: string }> };
        seen.add(answer.papersList[0]!.paper_title);
      }
      return seen;
    };
    expect((await titles()).size).toBe(1); // every worker has cached the answer now
    // An editor's tool (another connection) corrects the title, bumping the content version as every
    // tool that changes content does (db/contentVersion.ts).
    const db = await openDatabase(postgres?.url ?? path.join(dir, 'journal.db'));
    await db.transaction(async (tx) => {
      const first = await query(
        tx,
        sql`SELECT paper_id FROM papers WHERE year = 2022 AND volume = 1 AND issue = 1 ORDER BY seq LIMIT 1`,
      ).value<number>();
      await query(
        tx,
        sql`UPDATE papers SET paper_title = ${'Corrected: Bounded Staleness in Replicated Journals'} WHERE paper_id = ${first}`,
      ).run();
      await bumpContentVersion(tx);
    });
    await db.close();
    // Every PostgreSQL instance reads the content version at most once a CONTENT_CHECK_MS.
    if (onPostgres) await new Promise((resolve) => setTimeout(resolve, CONTENT_CHECK_MS + 100));
    expect([...(await titles())]).toEqual(['Corrected: Bounded Staleness in Replicated Journals']);
  });
});
