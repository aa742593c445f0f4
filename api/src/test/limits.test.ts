import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, createTestApp, TEST_TOKEN, type TestApp } from './testApp.ts';

/**
 * The API side of the limits: contact and newsletter are rate limited per client, with 429 and a
 * sane Retry-After; only the trusted proxy (the site server, on loopback) may name the client in
 * X-Forwarded-For; bodies are limited on a real socket too, however they are framed.
 */

const message = {
  name: 'Asha Verma',
  email: 'asha@example.org',
  subject: 'Question',
  message: 'Is there a student waiver?',
};
const WINDOW_MS = 10 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  // The production limits (5 per 10 minutes), so the figures below are the ones readers meet.
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = { remoteAddress?: string; forwardedFor?: string };

function send(url: string, payload: unknown, client: Client = {}) {
  return t.inject({
    method: 'POST',
    url,
    remoteAddress: client.remoteAddress ?? '127.0.0.1',
    headers: {
      authorization: TEST_TOKEN,
      'content-type': 'application/json',
      ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}),
    },
    payload: JSON.stringify(payload),
  });
}

/** Uses up a client's allowance on a call, and returns the first refusal. */
async function exhaust(url: string, payload: (i: number) => unknown, client: Client) {
  for (let i = 0; i < 5; i++)
    expect((await send(url, payload(i), client)).statusCode, `${url} request ${i + 1}`).toBeLessThan(300);
  return send(url, payload(5), client);
}

function expectRefusal(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many requests: at most 5 per 10 minutes. Please try again later.',
  });
  const retryAfter = Number(res.headers['retry-after']);
  // Whole seconds until the window ends: more than nothing, never more than the window.
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(retryAfter).toBeGreaterThan(WINDOW_MS / 1000 - 60);
}

describe('rate limits per client', () => {
  it('gives two visitors behind the site server separate contact budgets', async () => {
    const first = { forwardedFor: '198.51.100.1' };
    expectRefusal(await exhaust('/contactUs', () => message, first));
    // The same visitor stays refused; another visitor through the same proxy is not.
    expectRefusal(await send('/contactUs', message, first));
    expect((await send('/contactUs', message, { forwardedFor: '198.51.100.2' })).statusCode).toBe(201);
  });

  it('counts newsletter requests separately from contact messages', async () => {
    const visitor = { forwardedFor: '198.51.100.3' };
    expectRefusal(await exhaust('/contactUs', () => message, visitor));
    expectRefusal(await exhaust('/newsletterSubscribe', (i) => ({ email: `reader${i}@example.org` }), visitor));
    // Subscribing an address already on the list counts too (it is still a request).
    expectRefusal(await send('/newsletterSubscribe', { email: 'reader0@example.org' }, visitor));
    expect(
      (await send('/newsletterSubscribe', { email: 'reader0@example.org' }, { forwardedFor: '198.51.100.4' }))
        .statusCode,
    ).toBe(202);
  });

  it('does not count rejected payloads or wrong tokens against the allowance', async () => {
    const visitor = { forwardedFor: '198.51.100.5' };
    for (let i = 0; i < 10; i++)
      expect((await send('/contactUs', { ...message, email: 'not-an-email' }, visitor)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++)
      expect((await send('/contactUs', { ...message, name: 'A\u0000B' }, visitor)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/contactUs',
        headers: {
          authorization: 'Bearer wrong',
          'content-type': 'application/json',
          'x-forwarded-for': visitor.forwardedFor,
        },
        payload: message,
      });
      expect(res.statusCode).toBe(401);
    }
    expectRefusal(await exhaust('/contactUs', () => message, visitor));
  });

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    // A client reaching the API directly (HOST=0.0.0.0) cannot buy new budgets by inventing addresses.
    const outsider = (i: number) => ({ remoteAddress: '203.0.113.50', forwardedFor: `192.0.2.${i}` });
    for (let i = 0; i < 5; i++) expect((await send('/contactUs', message, outsider(i))).statusCode).toBe(201);
    expectRefusal(await send('/contactUs', message, outsider(99)));
  });

  it('takes the address the proxy saw, not one a visitor prepended to X-Forwarded-For', async () => {
    // The site server overwrites the header, but even an appending proxy leaves the real address last.
    const spoofing = (i: number) => ({ forwardedFor: `192.0.2.${i}, 198.51.100.6` });
    for (let i = 0; i < 5; i++) expect((await send('/contactUs', message, spoofing(i))).statusCode).toBe(201);
    expectRefusal(await send('/contactUs', message, spoofing(99)));
  });
});

describe('body limits on a real socket', () => {
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ port, ...server } = await createListeningTestApp());
  });
  afterAll(() => server.close());

  /** A raw request, so the framing (chunked, a lying Content-Length) is ours to choose. */
  function raw(headers: Record<string, string | number>, write: (req: http.ClientRequest) => void) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/searchArchive',
          headers: { authorization: TEST_TOKEN, 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      // The server may answer and close before the whole body is written: that is the point.
      req.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET'
          ? undefined
          : reject(error),
      );
      write(req);
    });
  }

  it('answers a 1 MB chunked body with 413 and a message', async () => {
    const res = await raw({ 'transfer-encoding': 'chunked' }, (req) => {
      const chunk = 'x'.repeat(64 * 1024);
      req.write('{"search":"');
      for (let i = 0; i < 16; i++) req.write(chunk);
      req.end('"}');
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({
      statusCode: 413,
      message: 'Request body is larger than the 64 KB limit',
    });
  });

  it('answers a declared 10 MB body with 413 before reading it', async () => {
    const res = await raw({ 'content-length': 10 * 1024 * 1024 }, (req) => req.write('{"search":"'));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('Request body is larger than the 64 KB limit');
  });

  it('answers a body longer than its Content-Length with 400, and a normal call still works after', async () => {
    // Node's client refuses to send this, so it goes over a bare socket.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end(
          `POST /searchArchive HTTP/1.1\r\nHost: x\r\nAuthorization: ${TEST_TOKEN}\r\nContent-Type: ` +
            `application/json\r\nContent-Length: 5\r\n\r\n{"search":"graph"}`,
        );
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    // The first five bytes are a (malformed) body; the rest is not HTTP: either way a JSON 400.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const json = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4).split('\r\n')[0] ?? '');
    expect(json).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(answer).not.toMatch(/\n\s+at /);
    const ok = await raw({}, (req) => req.end('{"search":"graph"}'));
    expect(ok.status).toBe(200);
  });
});
