import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivePaperListingAnswer, SearchArchiveAnswer } from '@journal/shared/contract';
import { CONTENT_CHECK_MS, bumpContentVersion } from '../db/contentVersion.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { onPostgres, openTestDatabase } from '../test/testDatabase.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { AnswerCache } from './answerCache.ts';

const issue = { year: 2024, volume: 3, issue: 2, page: 1, per_page: 5 };

describe('answer cache of the issue list and the archive search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a repeated call from the cache with the same bytes, and another payload from the database', async () => {
    const first = await t.post('/archivePaperListing', issue);
    const again = await t.post('/archivePaperListing', issue);
    const otherPage = await t.post('/archivePaperListing', { ...issue, page: 2 });
    expect([
      first.headers['x-answer-cache'],
      again.headers['x-answer-cache'],
      otherPage.headers['x-answer-cache'],
    ]).toEqual(['miss', 'hit', 'miss']);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['server-timing']).toMatch(/^db;dur=[\d.]+, json;dur=[\d.]+$/);
    expect(otherPage.json<ArchivePaperListingAnswer>().papersList[0]?.paper_id).not.toBe(
      first.json<ArchivePaperListingAnswer>().papersList[0]?.paper_id,
    );
  });

  it('keys searches by their exact text and page', async () => {
    const a = await t.post('/searchArchive', { search: 'learning', page: 1, per_page: 3 });
    const b = await t.post('/searchArchive', { search: 'learning', page: 2, per_page: 3 });
    const c = await t.post('/searchArchive', { search: 'learning', page: 1, per_page: 3 });
    expect([a.headers['x-answer-cache'], b.headers['x-answer-cache'], c.headers['x-answer-cache']]).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    expect(b.json<SearchArchiveAnswer>().current_page).toBe(2);
  });

  it('starts over when another connection changes the content (a seed or an editor tool)', async () => {
    const before = (await t.post('/archivePaperListing', issue)).json<ArchivePaperListingAnswer>();
    const paper = before.papersList[0];
    // A tool that changes content bumps the content version in the same transaction (db/contentVersion.ts).
    const editor = await t.db();
    await editor.transaction(async (tx) => {
      await query(
        tx,
        sql`UPDATE papers SET paper_title = ${'Zyxwvut retitled paper'} WHERE paper_id = ${paper?.paper_id}`,
      ).run();
      await bumpContentVersion(tx);
    });
    // PostgreSQL instances read the content version at most once a CONTENT_CHECK_MS.
    if (onPostgres) await new Promise((resolve) => setTimeout(resolve, CONTENT_CHECK_MS + 100));
    const after = await t.post('/archivePaperListing', issue);
    expect(after.headers['x-answer-cache']).toBe('miss');
    expect(after.json<ArchivePaperListingAnswer>().papersList[0]?.paper_title).toBe('Zyxwvut retitled paper');
    const found = (await t.post('/searchArchive', { search: 'zyxwvut' })).json<SearchArchiveAnswer>();
    expect(found.papersList.map((p) => p.paper_id)).toEqual([paper?.paper_id]);
  });

  it('is not touched by contact messages', async () => {
    await t.post('/archivePaperListing', { ...issue, page: 3 });
    const sent = await t.post('/contactUs', {
      name: 'Ana Reader',
      email: 'ana@example.org',
      subject: 'Question',
      message: 'A question about an issue.',
    });
    expect(sent.statusCode).toBe(201);
    expect((await t.post('/archivePaperListing', { ...issue, page: 3 })).headers['x-answer-cache']).toBe('hit');
  });
});

describe('answer cache turned off', () => {
  it('computes every answer (ANSWER_CACHE_MB=0), with the same content', async () => {
    const t = await createTestApp({ answerCacheMb: 0 });
    try {
      const first = await t.post('/archivePaperListing', issue);
      const again = await t.post('/archivePaperListing', issue);
      expect(first.headers['x-answer-cache']).toBeUndefined();
      expect(again.headers['x-answer-cache']).toBeUndefined();
      expect(again.headers['server-timing']).toMatch(/^db;dur=/);
      expect(again.body).toBe(first.body);
      expect(first.json<ArchivePaperListingAnswer>().papersList).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});

describe('AnswerCache bounds', () => {
  const reply = () => {
    const headers: Record<string, string> = {};
    const fake = {
      headers,
      type: () => fake,
      header: (name: string, value: string) => ((headers[name] = value), fake),
      serialize: JSON.stringify,
    };
    return fake;
  };
  const ask = async (cache: AnswerCache, key: string, size = 800) => {
    const r = reply();
    await cache.reply(r as unknown as FastifyReply, key, () => ({ text: 'x'.repeat(size) }));
    return r.headers['x-answer-cache'];
  };
  const askAll = (cache: AnswerCache, keys: string[]) => Promise.all(keys.map((key) => ask(cache, key)));

  it('drops the least recently used answers first when over its size, and never keeps an answer over a quarter of it', async () => {
    const db = await openTestDatabase();
    try {
      // Answers of 811 bytes; 4000 bytes hold four of them.
      const cache = new AnswerCache(db, { maxBytes: 4000 });
      for (const key of ['a', 'b', 'c', 'd']) expect(await ask(cache, key)).toBe('miss');
      expect(cache.size).toEqual({ entries: 4, bytes: 4 * 811 });
      expect(await ask(cache, 'a')).toBe('hit'); // a is now the most recently used
      await ask(cache, 'e'); // over 4000 bytes: b, the least recently used, goes
      expect(cache.size.bytes).toBeLessThanOrEqual(4000);
      expect(await askAll(cache, ['a', 'c', 'd', 'e'])).toEqual(['hit', 'hit', 'hit', 'hit']);
      expect(await ask(cache, 'b')).toBe('miss');
      expect(await ask(cache, 'huge', 2000)).toBe('miss');
      expect(await ask(cache, 'huge', 2000)).toBe('miss');
      const few = new AnswerCache(db, { maxBytes: 1e6, maxEntries: 2 });
      for (const key of ['a', 'b', 'c']) await ask(few, key);
      expect(few.size.entries).toBe(2);
      expect(await ask(few, 'a')).toBe('miss');
    } finally {
      await db.close();
    }
  });

  it('keeps every issue page of a 100,000-paper archive at the default size, so a crawler walking them in order finds them again', async () => {
    const db = await openTestDatabase();
    try {
      const cache = new AnswerCache(db, { maxBytes: 64 * 1024 * 1024 });
      // 20,000 pages of five papers, about 2.7 KB each (bench/results-api.json).
      const pages = Array.from({ length: 20_000 }, (_, n) => `/archivePaperListing page ${n}`);
      for (const page of pages) await ask(cache, page, 2700);
      let hits = 0;
      for (const page of pages) if ((await ask(cache, page, 2700)) === 'hit') hits += 1;
      expect(hits).toBe(pages.length);
    } finally {
      await db.close();
    }
  });
});
