// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiReader } from './apiReader.ts';

/**
 * The site server's cached API answers follow the API's content version (docs/content.md): an article
 * imported into the running site is in the next sitemap, feed or OAI-PMH answer, not a minute later.
 */

let upstream: http.Server;
let apiUrl: string;
let contentVersion = 'v1';
let papers = 1;
let healthUp = true;
const calls: string[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    if (req.url === '/health') {
      if (!healthUp) return void res.writeHead(503).end();
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', content_version: contentVersion }));
    }
    // /metadataYears in the contract's shape: `papers` papers in 2024.
    const years = [{ year: 2024, kind: 'paper', count: papers, lastmod: '2024-05-01T00:00:00.000Z' }];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ years, volumes: [], earliest: null, lastmod: null }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  contentVersion = 'v1';
  papers = 1;
  healthUp = true;
  calls.length = 0;
});

const reader = () => createApiReader({ apiUrl, authorization: 'Bearer t', versionCheckMs: 0 });
const papersIn = async (api: ReturnType<typeof reader>) => (await api.get('/metadataYears')).years[0]?.count;

describe('the site server cache of API answers', () => {
  it('answers from its cache while the content version stays the same', async () => {
    const api = reader();
    expect(await papersIn(api)).toBe(1);
    papers = 2; // changed behind the API's back: no new version, so the cached answer stands
    expect(await papersIn(api)).toBe(1);
    expect(calls.filter((url) => url === '/metadataYears')).toHaveLength(1);
  });

  it('asks the API again as soon as the content version changes (an article was imported)', async () => {
    const api = reader();
    expect(await papersIn(api)).toBe(1);
    papers = 2;
    contentVersion = 'v2';
    expect(await papersIn(api)).toBe(2);
  });

  it('keeps its answers for their time to live while /health cannot be read', async () => {
    const api = reader();
    expect(await papersIn(api)).toBe(1);
    healthUp = false;
    papers = 2;
    expect(await papersIn(api)).toBe(1);
  });
});

describe("the site server's API answers in turn", () => {
  it('hands over what came over the network in its caller’s turn, and an answer in hand at once', async () => {
    // A queue of turns held by the test: nothing goes on until it lets the next one go.
    const held: Array<() => void> = [];
    const api = createApiReader({
      apiUrl,
      authorization: 'Bearer t',
      versionCheckMs: 60_000,
      turns: (start) => held.push(start),
    });
    let count: number | undefined;
    const reading = papersIn(api).then((value) => (count = value));
    // Two turns: after the look at the content version, then after the answer.
    for (const arrived of ['content version', 'answer']) {
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(count, arrived).toBeUndefined();
      held.shift()?.();
    }
    await reading;
    expect(count).toBe(1);
    // Cached, with the content version looked at a moment ago: no turn to wait for.
    expect(await papersIn(api)).toBe(1);
    expect(held).toHaveLength(0);
  });
});
