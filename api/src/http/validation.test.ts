import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: { contact: { max: 1000, timeWindowMs: 60_000 }, newsletter: { max: 1000, timeWindowMs: 60_000 } },
  });
});
afterAll(() => t.close());

/**
 * A valid payload per call, the integer fields, the page-size cap where there is one, and the fields for
 * which 0 is a value (issue 0 is a continuously published volume, docs/content.md).
 */
const CALLS: Array<{
  url: string;
  valid: Record<string, unknown>;
  integers: string[];
  cap?: number;
  zeroAllowed?: string[];
}> = [
  { url: '/archiveYearListing', valid: {}, integers: [] },
  {
    url: '/archivePaperListing',
    valid: { year: 2024, volume: 3, issue: 2, page: 1, per_page: 5 },
    integers: ['year', 'volume', 'issue', 'page', 'per_page'],
    cap: 5,
    zeroAllowed: ['issue'],
  },
  { url: '/archivePaperNew', valid: { paperid: 1 }, integers: ['paperid'] },
  { url: '/archiveSuggestions', valid: { search: 'graph' }, integers: [] },
  {
    url: '/searchArchive',
    valid: { search: 'graph', page: 1, per_page: 100 },
    integers: ['page', 'per_page'],
    cap: 100,
  },
  { url: '/conferenceCategoriesFetch', valid: {}, integers: [] },
  { url: '/conferenceFetch', valid: { id: 1, page: 1, per_page: 5 }, integers: ['id', 'page', 'per_page'], cap: 5 },
  {
    url: '/searchConference',
    valid: { search: 'graph', page: 1, per_page: 100 },
    integers: ['page', 'per_page'],
    cap: 100,
  },
  { url: '/conferenceDetails', valid: { paperid: 1 }, integers: ['paperid'] },
  { url: '/thesisYearListing', valid: {}, integers: [] },
  {
    url: '/thesisDataListing',
    valid: { thesis_year: 2024, thesis_volume: 3, page: 1, per_page: 5 },
    integers: ['thesis_year', 'thesis_volume', 'page', 'per_page'],
    cap: 5,
  },
  { url: '/thesisDetails', valid: { paperid: 1 }, integers: ['paperid'] },
  {
    url: '/searchThesis',
    valid: { search: 'graph', page: 1, per_page: 100 },
    integers: ['page', 'per_page'],
    cap: 100,
  },
  { url: '/topics', valid: {}, integers: [] },
  { url: '/blogListing', valid: { page: 1, per_page: 10 }, integers: ['page', 'per_page'], cap: 10 },
  { url: '/blogsByTag', valid: { tag: 'peer-review', page: 1, per_page: 10 }, integers: ['page', 'per_page'], cap: 10 },
  { url: '/blogDetails', valid: { slug: 'no-such-post' }, integers: [] },
  { url: '/editorialBoard', valid: {}, integers: [] },
  { url: '/editorialMember', valid: { slug: 'ananya-raghavan' }, integers: [] },
  {
    url: '/contactUs',
    valid: { name: 'Ravi K', email: 'ravi@example.org', subject: 'Hello there', message: 'A message long enough.' },
    integers: [],
  },
  { url: '/newsletterSubscribe', valid: { email: 'someone@example.org' }, integers: [] },
];

async function expectClientError(url: string, payload: unknown, status = 400, message?: string | RegExp) {
  const res = await t.post(url, payload);
  expect(res.statusCode, `${url} ${JSON.stringify(payload)?.slice(0, 120)}`).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json<{ message: string }>();
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toMatch(/at .*\.ts:\d+|stack/i);
  if (message !== undefined) expect(body.message).toMatch(message);
  return body;
}

describe.each(CALLS)('$url', ({ url, valid, integers, cap, zeroAllowed = [] }) => {
  it('accepts its valid payload', async () => {
    const res = await t.post(url, valid);
    expect(res.statusCode).toBeLessThan(500);
    expect([200, 201, 202, 404]).toContain(res.statusCode);
  });

  it('rejects an unknown field, naming it', async () => {
    await expectClientError(url, { ...valid, colour: 'blue' }, 400, /^body\/colour is not an allowed field/);
  });

  it('rejects a body that is not an object', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null', 'true'])
      await expectClientError(url, payload, 400, /^body must be object$/);
  });

  it('rejects malformed JSON', async () => {
    for (const payload of ['{', '{"a":}', "{'a':1}", '{"a":1,}', 'undefined'])
      await expectClientError(url, payload, 400, /Malformed JSON/);
  });

  if (integers.length > 0)
    it('rejects wrong types, negative, zero and huge numbers in every integer field', async () => {
      for (const field of integers) {
        for (const value of ['1', 1.5, true, null, [], {}])
          await expectClientError(
            url,
            { ...valid, [field]: value },
            400,
            new RegExp(`^body/${field} must be integer$`),
          );
        for (const value of zeroAllowed.includes(field) ? [-1] : [-1, 0])
          await expectClientError(url, { ...valid, [field]: value }, 400, new RegExp(`^body/${field} must be >= `));
        for (const value of [1e12, 2 ** 53, 1e308])
          await expectClientError(url, { ...valid, [field]: value }, 400, new RegExp(`^body/${field} must be <= `));
      }
    });

  if (Object.keys(valid).length > 0)
    it('rejects a payload missing a required field', async () => {
      const required = Object.keys(valid).filter((k) => k !== 'page' && k !== 'per_page');
      for (const field of required) {
        const { [field]: _dropped, ...rest } = valid;
        await expectClientError(url, rest, 400, `body/${field} is required`);
      }
    });

  if (cap !== undefined)
    it('rejects per_page over the cap with a message naming the cap', async () => {
      await expectClientError(
        url,
        { ...valid, per_page: (cap ?? 0) + 1 },
        400,
        `body/per_page must be <= ${cap} (the page size cap of this call)`,
      );
    });

  it('rejects a 1 MB body with 413', async () => {
    await expectClientError(url, JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024) }), 413, /64 KB/);
  });

  it('rejects deeply nested JSON without crashing', async () => {
    const depth = 20_000;
    await expectClientError(url, `${'['.repeat(depth)}${']'.repeat(depth)}`, 400);
    const nested = `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    await expectClientError(url, nested, 400);
    const poisoned = `{"__proto__":${'{"constructor":'.repeat(3000)}1${'}'.repeat(3000)}}`;
    await expectClientError(url, poisoned, 400);
  });

  it('rejects a non-JSON content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.post(url, 'a=1', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toMatch(/application\/json/);
    }
  });
});

describe('search text', () => {
  it.each(['/searchArchive', '/searchConference', '/searchThesis', '/archiveSuggestions'])(
    '%s rejects empty, blank, over-long and non-string searches',
    async (url) => {
      await expectClientError(url, { search: '' }, 400, 'body/search must have at least 1 character');
      await expectClientError(url, { search: '   \t ' }, 400, 'body/search must not be blank');
      await expectClientError(url, { search: 'x'.repeat(201) }, 400, 'body/search must have at most 200 characters');
      await expectClientError(url, { search: 123 }, 400, 'body/search must be string');
      await expectClientError(url, {}, 400, 'body/search is required');
    },
  );

  it('accepts a search with surrounding spaces (it is trimmed)', async () => {
    const res = await t.post('/searchArchive', { search: '  graph  ' });
    expect(res.statusCode).toBe(200);
  });
});

describe('slugs', () => {
  it('rejects slugs with uppercase letters, spaces or path characters', async () => {
    for (const slug of ['Ananya', 'a b', '../x', 'a--b', '-a', '']) {
      await expectClientError('/editorialMember', { slug }, 400, /^body\/slug /);
    }
  });
});

describe('request framing', () => {
  it('reads JSON with a charset parameter', async () => {
    const res = await t.post('/archivePaperNew', { paperid: 1 }, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 415 for a body without a content type', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/topics',
      headers: { authorization: 'Bearer test-token-123' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
  });
});
