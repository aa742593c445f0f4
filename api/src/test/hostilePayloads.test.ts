import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/connection.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { TEST_TOKEN } from './testApp.ts';
import { createPostgresDatabase, onPostgres, type TestPostgres } from './testDatabase.ts';

/**
 * Every call of the API × hostile input. The table below must have one row per
 * route the app registers (checked against the registrations themselves, so a new call without a row
 * fails the suite); the fields of each call come from its schema in /openapi.json, so a new field is
 * attacked without anyone remembering to add it. Every answer must be a 2xx (odd but valid input) or a
 * 4xx JSON `{ statusCode, error, message }`: never a 5xx, never a stack trace.
 */

interface CallRow {
  /** A payload the call accepts. */
  valid: Record<string, unknown>;
}

/** Every POST call. A missing or extra row fails 'the table covers every registered route'. */
const CALLS: Record<string, CallRow> = {
  '/archiveYearListing': { valid: {} },
  '/archivePaperListing': { valid: { year: 2024, volume: 3, issue: 2, page: 1, per_page: 5 } },
  '/archivePaperNew': { valid: { paperid: 1 } },
  '/archiveSuggestions': { valid: { search: 'graph' } },
  '/searchArchive': { valid: { search: 'graph', page: 1, per_page: 100 } },
  '/conferenceCategoriesFetch': { valid: {} },
  '/conferenceFetch': { valid: { id: 1, page: 1, per_page: 5 } },
  '/searchConference': { valid: { search: 'graph', page: 1, per_page: 100 } },
  '/conferenceDetails': { valid: { paperid: 1 } },
  '/thesisYearListing': { valid: {} },
  '/thesisDataListing': { valid: { thesis_year: 2024, thesis_volume: 3, page: 1, per_page: 5 } },
  '/thesisDetails': { valid: { paperid: 1 } },
  '/searchThesis': { valid: { search: 'graph', page: 1, per_page: 100 } },
  '/topics': { valid: {} },
  '/blogListing': { valid: { page: 1, per_page: 10 } },
  '/blogDetails': { valid: { slug: 'no-such-post' } },
  '/blogsByTag': { valid: { tag: 'peer-review', page: 1, per_page: 10 } },
  '/editorialBoard': { valid: {} },
  '/editorialMember': { valid: { slug: 'no-such-member' } },
  '/contactUs': {
    valid: {
      name: 'Ravi Kumar',
      email: 'ravi@example.org',
      subject: 'A question',
      message: 'A message long enough to send.',
    },
  },
  '/newsletterSubscribe': { valid: { email: 'reader@example.org' } },
  '/newsletterConfirm': { valid: { token: 'aUnknownButWellFormedToken0123456789abcdefg' } },
  '/newsletterUnsubscribe': { valid: { token: 'aUnknownButWellFormedToken0123456789abcdefg' } },
  '/metadataRecords': { valid: { kind: 'paper', limit: 5 } },
  '/metadataYears': { valid: {} },
  '/siteSearch': { valid: { search: 'graph', page: 1, per_page: 20, kind: 'paper', year: 2024, match: 'any' } },
  '/authorProfile': { valid: { slug: 'priya-raman', page: 1, per_page: 20 } },
  '/relatedPapers': { valid: { paperid: 1 } },
  '/countView': { valid: { kind: 'paper', id: 1 } },
  '/usageTotals': { valid: { kind: 'thesis', ids: [1, 2] } },
  '/usageReport': { valid: { kind: 'conference', id: 1, from: '2024-01', until: '2024-12' } },
  '/jatsRecords': { valid: { paperids: [1, 2] } },
};

/** Every public GET route, with a URL that exists; the hostile variants replace the last segment. */
const GETS: Record<string, { valid: string }> = {
  '/files/papers/:file': { valid: '/files/papers/IJCRI-2022-V1I1-001.pdf' },
  '/files/theses/:file': { valid: '/files/theses/1.pdf' },
  '/files/conference/:file': { valid: '/files/conference/1.pdf' },
  '/files/jats/:file': { valid: '/files/jats/IJCRI-2022-V1I1-001.xml' },
  // An imported article's figure: written into the test's files directory below.
  '/files/figures/:article/:file': { valid: '/files/figures/10.59638-test/fig1-0123456789-480.webp' },
  '/health': { valid: '/health' },
  '/openapi.json': { valid: '/openapi.json' },
};

/** A JSON value written as raw JSON text, for what JSON.stringify cannot say (1e309, -0). */
class Raw {
  constructor(readonly json: string) {}
}

const WRONG_TYPES: unknown[] = [null, true, false, [], [1], {}, { a: 1 }];
/** Never an integer, whatever the field. */
const NOT_INTEGERS: unknown[] = [
  '1',
  '',
  'NaN',
  'Infinity',
  '-1',
  '1e3',
  '0x10',
  1.5,
  1e-7,
  0.1 + 0.2,
  new Raw('1.0000001'),
  ...WRONG_TYPES,
];
/** Integers outside every field's range (the widest is 0..2147483647). */
const OUT_OF_RANGE: unknown[] = [
  -1,
  -2147483648,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('123456789012345678901234567890'),
];
/** Integers that are valid for some fields and out of range for others. */
const EDGE_INTEGERS: unknown[] = [0, new Raw('-0'), new Raw('1.0'), new Raw('1e2'), 2000, 2100];

const SQL_INJECTION = [
  `' OR 1=1 --`,
  `"; DROP TABLE papers; --`,
  `1; DELETE FROM contact_messages`,
  `' UNION SELECT sqlite_version() --`,
  `%' OR '%'='`,
];
const FTS_SYNTAX = [
  '"',
  '""',
  '*',
  'graph*',
  'NEAR(graph learning)',
  'NEAR(',
  'AND OR',
  'graph AND',
  'OR',
  'NOT learning',
  '(graph',
  'graph)',
  '((()))',
  '^graph',
  'title:graph',
  'paper_title:graph',
  '-graph',
  '+graph',
  'graph:*',
  '{title}: x',
  '[',
  '\\',
];
/** Text a contact message cannot keep as sent (NUL, controls, unpaired surrogates): a 400 there. */
const UNSTORABLE = [
  'a\u0000b', // NUL byte
  '\u0000', // NUL alone
  '\ud800', // lone high surrogate
  'x\udfffy', // lone low surrogate
  'graph\r\nX-Injected: yes', // header injection attempt (a line break: fine in a message, not in a name)
  'bell\u0007 and escape\u001b[31m', // terminal escapes
];
const UNICODE = [
  '\u202Egnp.exe', // right-to-left override
  'تعلم الآلة الموحد', // Arabic (RTL)
  'מערכות מבוזרות', // Hebrew
  '📚🔥 graph 🧪', // emoji
  'Mu\u0308ller', // combining diaeresis
  '\uFEFFgraph', // byte order mark
  '\u200B\u200B', // zero-width spaces
  ...UNSTORABLE,
];
const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
];
/** Odd strings of 1..200 characters with something that is not whitespace: valid as search text. */
const ODD_STRINGS = [...SQL_INJECTION, ...FTS_SYNTAX, ...UNICODE, ...MARKUP, '1', 'x'.repeat(200)];
/** Strings no text field accepts as they are, or long ones well under the body limit. */
const BAD_STRINGS = ['', ' ', '\t\n ', 'x'.repeat(5001), 'é'.repeat(20_000)];

const STACK_TRACE = /\n\s+at |node_modules|[\\/]src[\\/].*\.ts|\.ts:\d+/;

let app: FastifyInstance;
let dir: string;
let postgres: TestPostgres | undefined;
const registered: string[] = [];
let openapi: {
  paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: JsonSchema }> } } }>;
};

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-api-hostile-'));
  fs.mkdirSync(path.join(dir, 'files/figures/10.59638-test'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'files/figures/10.59638-test/fig1-0123456789-480.webp'), 'RIFF....WEBPVP8 ');
  const generous = { max: 1_000_000, timeWindowMs: 60_000 };
  postgres = onPostgres ? await createPostgresDatabase() : undefined;
  app = buildApp({
    dbPath: path.join(dir, 'journal.db'),
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    token: TEST_TOKEN,
    rateLimit: { contact: generous, newsletter: generous },
  });
  // Routes are registered when the app loads its plugins (at ready), so this sees every one of them.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
  });
  await app.ready();
  openapi = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});

afterAll(async () => {
  await app?.close();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function bodyText(payload: Record<string, unknown>, field?: string, value?: unknown): string {
  if (field === undefined) return JSON.stringify(payload);
  if (value instanceof Raw)
    return JSON.stringify({ ...payload, [field]: '\u0001RAW\u0001' }).replace('"\\u0001RAW\\u0001"', value.json);
  return JSON.stringify({ ...payload, [field]: value });
}

function post(
  url: string,
  body: string | undefined,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: TEST_TOKEN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The invariant of every answer: no 5xx; errors are JSON with a message and no internals. */
function expectSafe(res: LightMyRequestResponse, context: string): { statusCode?: number; message?: string } {
  expect(res.statusCode, context).toBeLessThan(500);
  expect(res.statusCode, context).toBeGreaterThanOrEqual(200);
  expect(res.body, context).not.toMatch(STACK_TRACE);
  // The files a GET serves (a PDF, a JATS document, an article's figure image) are what they are; everything else is JSON.
  if (/^(application\/(pdf|jats\+xml)|image\/)/.test(res.headers['content-type']?.toString() ?? '')) return {};
  expect(res.headers['content-type'], context).toContain('application/json');
  const body = res.json<{ statusCode?: number; message?: string }>();
  if (res.statusCode >= 400) {
    expect(body.statusCode, context).toBe(res.statusCode);
    expect(typeof body.message, context).toBe('string');
    expect(body.message?.length, context).toBeGreaterThan(0);
  }
  return body;
}

async function expectRejected(res: LightMyRequestResponse, context: string, status: number, message: RegExp | string) {
  const body = expectSafe(res, context);
  expect(res.statusCode, context).toBe(status);
  if (typeof message === 'string') expect(body.message, context).toBe(message);
  else expect(body.message, context).toMatch(message);
}

function fieldsOf(url: string): Record<string, JsonSchema> {
  const schema = openapi.paths[url]?.post?.requestBody?.content['application/json']?.schema;
  expect(schema, `${url} has a JSON payload schema in /openapi.json`).toBeDefined();
  return schema?.properties ?? {};
}

function describeValue(value: unknown): string {
  return (value instanceof Raw ? value.json : (JSON.stringify(value) ?? String(value))).slice(0, 60);
}

describe('the table', () => {
  it('covers every registered route, and every row is a registered route', () => {
    const expected = [
      ...Object.keys(CALLS).map((url) => `POST ${url}`),
      ...Object.keys(GETS).map((url) => `GET ${url}`),
    ];
    expect(registered.filter((route) => !route.endsWith('*')).sort()).toEqual(expected.sort());
  });

  it('matches the calls /openapi.json describes', () => {
    const described = Object.entries(openapi.paths).flatMap(([url, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const rows = [
      ...Object.keys(CALLS).map((url) => `POST ${url}`),
      ...Object.keys(GETS)
        .filter((url) => url !== '/openapi.json')
        .map((url) => `GET ${url.replace(/:(\w+)/g, '{$1}')}`),
    ];
    expect(described.sort()).toEqual(rows.sort());
  });
});

describe.each(Object.entries(CALLS))('%s', (url, { valid }) => {
  it('accepts its valid payload', async () => {
    const res = await post(url, bodyText(valid));
    expectSafe(res, url);
    expect([200, 201, 202, 404], `${url} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  });

  it('answers 401 with a message when Authorization is missing or wrong', async () => {
    const wrong = [
      '',
      'Bearer',
      'Bearer wrong',
      TEST_TOKEN.toUpperCase(),
      `${TEST_TOKEN} `,
      `${TEST_TOKEN}${TEST_TOKEN}`,
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(4000)}`,
    ];
    const missing = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: bodyText(valid),
    });
    await expectRejected(missing, `${url} without Authorization`, 401, 'Missing Authorization header');
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    for (const authorization of wrong) {
      const res = await post(url, bodyText(valid), { authorization });
      await expectRejected(res, `${url} Authorization: ${authorization.slice(0, 30)}`, 401, /Authorization header/);
    }
  });

  it('rejects bodies that are not a JSON object, and content types that are not JSON', async () => {
    for (const body of ['null', '[]', '[{}]', '"text"', '42', 'true']) {
      await expectRejected(await post(url, body), `${url} ${body}`, 400, 'body must be object');
    }
    for (const body of [
      '{',
      'hello',
      '<xml/>',
      "{'a':1}",
      '{"a":1,}',
      '{"a":undefined}',
      'NaN',
      '\u0000',
      '\x1f\x8b\x08\x00',
      '{"a":"\\ud800"',
    ]) {
      await expectRejected(await post(url, body), `${url} ${JSON.stringify(body)}`, 400, /^Malformed JSON/);
    }
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
      'application/jsonx',
    ]) {
      await expectRejected(
        await post(url, bodyText(valid), { 'content-type': type }),
        `${url} ${type}`,
        415,
        /application\/json/,
      );
    }
    // Claims gzip but is plain JSON: the API does not decode bodies, so it reads it as it is.
    expectSafe(await post(url, bodyText(valid), { 'content-encoding': 'gzip' }), `${url} content-encoding gzip`);
  });

  it('rejects 1 MB bodies with 413 and a message', async () => {
    await expectRejected(
      await post(url, JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024) })),
      `${url} 1 MB`,
      413,
      /64 KB/,
    );
    await expectRejected(
      await post(url, `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      `${url} 100k levels`,
      413,
      /64 KB/,
    );
  });

  it('rejects deeply nested JSON that fits the body limit with 400', async () => {
    const depth = 30_000; // 60 KB of brackets: the deepest that fits under 64 KB
    await expectRejected(
      await post(url, `${'['.repeat(depth)}${']'.repeat(depth)}`),
      `${url} nested arrays`,
      400,
      'body must be object',
    );
    const objects = `${'{"a":'.repeat(depth / 3)}1${'}'.repeat(depth / 3)}`;
    await expectRejected(
      await post(url, objects),
      `${url} nested objects`,
      400,
      /^body\/(a is not an allowed field|\w+ is required)/,
    );
    for (const field of Object.keys(fieldsOf(url))) {
      const nested = bodyText(valid, field, new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`));
      await expectRejected(
        await post(url, nested),
        `${url} nested ${field}`,
        400,
        // An array field's brackets are its first item, which must be an integer.
        new RegExp(`^body/${field}(/0)? must be`),
      );
    }
  });

  it('rejects prototype keys without polluting anything', async () => {
    const attempts = [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      `{"a":{"b":{"__proto__":{"polluted":"yes"}}}}`,
      `[{"__proto__":{"polluted":"yes"}}]`,
    ];
    for (const body of attempts)
      await expectRejected(await post(url, body), `${url} ${body}`, 400, /^Forbidden key in JSON body/);
    for (const key of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString']) {
      expectSafe(await post(url, JSON.stringify({ ...valid, [key]: 1 })), `${url} key ${key}`);
    }
    const query = await post(`${url}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`, bodyText(valid));
    expectSafe(query, `${url} query string`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('rejects unknown fields and each missing required field, naming it', async () => {
    await expectRejected(
      await post(url, bodyText({ ...valid, '<script>x</script>': 1 })),
      `${url} extra field`,
      400,
      /is not an allowed field/,
    );
    const schema = openapi.paths[url]?.post?.requestBody?.content['application/json']?.schema;
    for (const field of schema?.required ?? []) {
      const { [field]: _dropped, ...rest } = valid;
      await expectRejected(
        await post(url, bodyText(rest)),
        `${url} without ${field}`,
        400,
        `body/${field} is required`,
      );
    }
  });

  it('answers every hostile value of every field with a 2xx or a 400 naming the field', async () => {
    for (const [field, schema] of Object.entries(fieldsOf(url))) {
      const attempt = async (value: unknown) => {
        const res = await post(url, bodyText(valid, field, value));
        const context = `${url} ${field}=${describeValue(value)}`;
        const body = expectSafe(res, context);
        if (res.statusCode >= 400 && res.statusCode !== 404) {
          expect(res.statusCode, context).toBe(400);
          expect(body.message, context).toMatch(new RegExp(`^body/${field}[ /]`));
        }
        return res;
      };
      if (schema.type === 'array') {
        // Lists of ids: each item an id, the list not empty, not too long, not anything else.
        for (const value of WRONG_TYPES.filter((wrong) => !Array.isArray(wrong)))
          expect((await attempt(value)).json().message, `${field}=${describeValue(value)}`).toBe(
            `body/${field} must be array`,
          );
        for (const value of NOT_INTEGERS.filter((item) => item !== undefined))
          expect((await attempt([value])).json().message, `${field}=[${describeValue(value)}]`).toMatch(
            new RegExp(`^body/${field}/0 must be`),
          );
        for (const value of OUT_OF_RANGE) expect((await attempt([value])).statusCode).toBe(400);
        expect((await attempt([])).statusCode, `${field}=[]`).toBe(400);
        expect((await attempt([1, 1])).statusCode, `${field}=[1, 1]`).toBe(400);
        expect((await attempt(Array.from({ length: 101 }, (_, i) => i + 1))).statusCode, `${field} of 101`).toBe(400);
      } else if (schema.type === 'integer') {
        for (const value of NOT_INTEGERS)
          expect((await attempt(value)).json().message, `${field}=${describeValue(value)}`).toBe(
            `body/${field} must be integer`,
          );
        for (const value of OUT_OF_RANGE)
          expect((await attempt(value)).statusCode, `${field}=${describeValue(value)}`).toBe(400);
        for (const value of EDGE_INTEGERS) await attempt(value);
      } else {
        expect(schema.type, `${url} ${field}`).toBe('string');
        for (const value of WRONG_TYPES)
          expect((await attempt(value)).json().message).toBe(`body/${field} must be string`);
        for (const value of [42, 1.5]) expect((await attempt(value)).statusCode).toBe(400);
        for (const value of [...ODD_STRINGS, ...BAD_STRINGS]) {
          const res = await attempt(value);
          // Search text is never syntax: every odd but non-blank string of up to 200 characters is a search.
          if (field === 'search' && ODD_STRINGS.includes(value))
            expect(res.statusCode, `${url} search=${describeValue(value)}`).toBe(200);
        }
      }
    }
  });
});

describe('/contactUs text', () => {
  it('refuses text it could not keep as sent, naming the field, and accepts line breaks in the message', async () => {
    const { valid } = CALLS['/contactUs']!;
    for (const field of ['name', 'subject', 'message']) {
      for (const value of [
        'Ravi\u0000Kumar',
        'Ravi \ud83d Kumar',
        'Ravi \udc00 Kumar',
        'Ravi\u001b[2J Kumar',
        'Ravi\u0085Kumar',
      ]) {
        await expectRejected(
          await post('/contactUs', bodyText(valid, field, value)),
          `${field}=${JSON.stringify(value)}`,
          400,
          new RegExp(`^body/${field} must `),
        );
      }
    }
    await expectRejected(
      await post('/contactUs', bodyText(valid, 'name', 'Ravi\nKumar')),
      'name with a line break',
      400,
      'body/name must not contain control characters or line breaks',
    );
    const res = await post('/contactUs', bodyText(valid, 'message', 'First paragraph.\r\n\r\n\tSecond paragraph 📚.'));
    expect(res.statusCode).toBe(201);
  });
});

describe.each(Object.entries(GETS))('GET %s', (route, { valid }) => {
  it('answers its URL, and hostile file names with a JSON 404', async () => {
    const ok = await app.inject({ method: 'GET', url: valid });
    expectSafe(ok, valid);
    expect(ok.statusCode).toBe(200);
    if (!route.includes(':file')) return;
    const folder = valid.slice(0, valid.lastIndexOf('/') + 1);
    const notFound = [
      '..%2F..%2Fjournal.db',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      'x.pdf%00.txt',
      '1.pdf%00',
      '-1.pdf',
      '1.5.pdf',
      '0.pdf',
      '99999999999.pdf',
      `${'A'.repeat(64)}.pdf`,
      '%F0%9F%93%9A.pdf',
      "'%20OR%201=1%20--.pdf",
      '%3Cscript%3E.pdf',
      '1.PDF',
      'IJCRI-2022-V1I1-001',
    ];
    for (const name of notFound)
      await expectRejected(
        await app.inject({ method: 'GET', url: folder + name }),
        folder + name,
        404,
        // ".." resolves to the folder above: /files/ for a PDF, /files/figures/ for a figure.
        /^(File not found|Not found: GET \/files\/(figures\/)?)$/,
      );
    await expectRejected(
      await app.inject({ method: 'GET', url: `${folder}${'9'.repeat(400)}.pdf` }),
      'long file name',
      414,
      'A part of the URL is longer than 100 characters',
    );
    for (const name of ['%E0%A4%A.pdf', '%ED%A0%80.pdf', '%FF.pdf']) {
      await expectRejected(
        await app.inject({ method: 'GET', url: folder + name }),
        folder + name,
        400,
        'Malformed URL: it has an invalid percent-encoding',
      );
    }
    // Odd methods on a file are a 404 naming them, not a crash.
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      await expectRejected(
        await app.inject({ method, url: valid } as InjectOptions),
        `${method} ${valid}`,
        404,
        `Not found: ${method} ${valid}`,
      );
    }
  });
});

describe('after every attack', () => {
  it('the database still has every table and every paper, and stored text is what was sent', async () => {
    // The same sender's same text is stored once a day (spam control), so each odd name is sent here
    // with a text of its own; the attacks above reused one text.
    const storable = ODD_STRINGS.filter((s) => !UNSTORABLE.includes(s) && s.trim().length >= 2 && s.length <= 100);
    for (const [i, name] of storable.entries()) {
      const res = await post(
        '/contactUs',
        bodyText({ ...CALLS['/contactUs']!.valid, name, message: `Odd name number ${i}, stored as sent.` }),
      );
      expect(res.statusCode, `contact name ${JSON.stringify(name)}`).toBe(201);
    }
    const db = await openDatabase(postgres?.url ?? path.join(dir, 'journal.db'));
    try {
      expect(await query(db, sql`SELECT count(*) FROM papers`).value()).toBe(187);
      // Contact messages that were accepted hold the sender's text exactly as sent (trimmed).
      const names = new Set(await query(db, sql`SELECT name FROM contact_messages`).column<string>());
      for (const sent of storable) {
        expect(names.has(sent.trim()), `contact name ${JSON.stringify(sent)} stored as sent`).toBe(true);
      }
      // eslint-disable-next-line no-control-regex -- the test looks for stored control characters
      const replacedOrControl = /[\ufffd\u0000-\u001f]/;
      for (const name of names)
        expect(name, 'no replacement characters or controls stored').not.toMatch(replacedOrControl);
    } finally {
      await db.close();
    }
  });
});
