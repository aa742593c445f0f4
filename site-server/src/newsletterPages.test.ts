// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteServer } from './test/siteServer.ts';

/** The newsletter's links work without login, and only a button press acts. */
const TOKEN = 'Zm9yLXRoZS1uZXdzbGV0dGVyLXRlc3Qtb25seQ';
const calls: Array<{ url: string; body: unknown; authorization?: string }> = [];
let api: FastifyInstance;
let site: FastifyInstance;

beforeAll(async () => {
  // A stand-in API: records what the site server sends, answers like the real calls.
  api = Fastify();
  api.post('/newsletterConfirm', async (request, reply) => {
    calls.push({ url: request.url, body: request.body, authorization: request.headers.authorization });
    const { token } = request.body as { token: string };
    if (token.startsWith('expired'))
      return reply.status(410).send({
        message: 'This confirmation link has expired (links work for 7 days). Subscribe again to get a new one.',
      });
    return { message: 'Thank you: reader@example.org is subscribed to the IJCRI newsletter.' };
  });
  api.post('/newsletterUnsubscribe', async (request) => {
    calls.push({ url: request.url, body: request.body, authorization: request.headers.authorization });
    return { message: 'You are unsubscribed: the IJCRI newsletter will not be sent to this address again.' };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  site = await siteServer(undefined, { API_URL: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await site.close();
  await api.close();
});

const form = (url: string, body: string) =>
  site.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

describe('newsletter links', () => {
  it('opening a confirmation link shows a button and changes nothing', async () => {
    calls.length = 0;
    const res = await site.inject(`/newsletter/confirm?token=${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(res.body).toContain('<h1>Confirm your newsletter subscription</h1>');
    expect(res.body).toContain(
      `<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" ` +
        `value="${TOKEN}"><button type="submit">Confirm my subscription</button>`,
    );
    expect(calls).toEqual([]);
  });

  it('the button confirms through the API and shows its answer', async () => {
    calls.length = 0;
    const res = await form('/newsletter/confirm', `token=${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<p role="status">Thank you: reader@example.org is subscribed to the IJCRI newsletter.</p>',
    );
    expect(calls).toEqual([
      { url: '/newsletterConfirm', body: { token: TOKEN }, authorization: 'Bearer ijcri-public-site-2026' },
    ]);
  });

  it('an expired link says so, with the status the API gave', async () => {
    const res = await form('/newsletter/confirm', `token=expired${TOKEN}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This confirmation link has expired');
  });

  it("takes a mail program's one-click unsubscribe (RFC 8058): the token in the link, no login", async () => {
    calls.length = 0;
    const res = await form(`/newsletter/unsubscribe?token=${TOKEN}`, 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect(calls).toEqual([
      { url: '/newsletterUnsubscribe', body: { token: TOKEN }, authorization: 'Bearer ijcri-public-site-2026' },
    ]);
  });

  it('explains a broken link instead of calling the API', async () => {
    calls.length = 0;
    for (const url of [
      '/newsletter/unsubscribe',
      '/newsletter/confirm?token=short',
      `/newsletter/confirm?token=${TOKEN}%3Cscript%3E`,
    ]) {
      const res = await site.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('This link is incomplete');
      expect(res.body).not.toContain('<script>');
    }
    expect(calls).toEqual([]);
  });
});
