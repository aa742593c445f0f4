// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteServer } from './test/siteServer.ts';

/**
 * The API rate-limits contact and newsletter by the address the site server puts in X-Forwarded-For.
 * A visitor must not be able to choose that address by sending the header to the site server.
 */

let upstream: http.Server;
let apiUrl: string;
const seen: Array<{ url: string; forwardedFor: string | undefined; body: string }> = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] as string | undefined, body });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

async function contactThrough(site: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  seen.length = 0;
  const res = await site.inject({
    method: 'POST',
    url: '/api/contactUs',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: '{"name":"Asha"}',
  });
  expect(res.statusCode).toBe(201);
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe('the /api proxy', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await siteServer(undefined, { API_URL: apiUrl });
  });
  afterAll(() => site.close());

  it("forwards the call and its body with the visitor's socket address", async () => {
    const forwarded = await contactThrough(site, '198.51.100.7');
    expect(forwarded).toEqual({ url: '/contactUs', forwardedFor: '198.51.100.7', body: '{"name":"Asha"}' });
  });

  it('replaces an X-Forwarded-For the visitor sent, so the API never sees an address the visitor chose', async () => {
    for (const spoofed of ['203.0.113.1', '203.0.113.2, 203.0.113.3', '127.0.0.1', 'not-an-address']) {
      expect((await contactThrough(site, '198.51.100.7', spoofed)).forwardedFor).toBe('198.51.100.7');
    }
  });
});

describe('the /api proxy behind a trusted reverse proxy (SITE_TRUST_PROXY)', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await siteServer(undefined, { API_URL: apiUrl, SITE_TRUST_PROXY: '10.0.0.2' });
  });
  afterAll(() => site.close());

  it('passes on the address the reverse proxy saw, and nothing a visitor prepended', async () => {
    expect((await contactThrough(site, '10.0.0.2', '203.0.113.9, 198.51.100.8')).forwardedFor).toBe('198.51.100.8');
    // From anywhere else the header is the visitor's own and is ignored.
    expect((await contactThrough(site, '198.51.100.9', '203.0.113.9')).forwardedFor).toBe('198.51.100.9');
  });
});

describe('bodies through the /api proxy', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await siteServer(undefined, { API_URL: apiUrl });
  });
  afterAll(() => site.close());

  it('passes a body under the API limit on byte for byte', async () => {
    seen.length = 0;
    const body = JSON.stringify({ message: 'é'.repeat(20_000) });
    const res = await site.inject({
      method: 'POST',
      url: '/api/contactUs',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(seen[0]?.body).toBe(body);
  });

  it('answers a 1 MB body with 413 and a message itself, without sending it to the API', async () => {
    seen.length = 0;
    const res = await site.inject({
      method: 'POST',
      url: '/api/contactUs',
      headers: { 'content-type': 'application/json' },
      payload: `{"message":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.stringMatching(/too large/i) });
    expect(seen).toHaveLength(0);
  });
});
