// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashSource, inlineScripts } from '@journal/server-kit';
import { fakeApi } from './test/fakeApi.ts';
import { siteServer } from './test/siteServer.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(fakeApi(), { REMOTE_THESIS_URL: 'https://thesis.example.net/v2' });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe("the site server's security headers", () => {
  it('allows by hash every inline script its pages carry, and nothing else inline', async () => {
    // Pages with and without a server-written summary (the summary brings its own small script).
    for (const url of ['/archives/paper-details?paperid=7&papertitle=x', '/archives', '/no-such-page']) {
      const page = await get(url);
      const policy = String(page.headers['content-security-policy']);
      const allowed = scriptSources(policy);
      for (const code of inlineScripts(page.body)) expect(allowed, `${url}: ${code}`).toContain(hashSource(code));
      expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it('names the configured remotes, including one moved to another origin', async () => {
    const allowed = scriptSources(String((await get('/')).headers['content-security-policy']));
    expect(allowed).toContain('https://thesis.example.net');
    expect(allowed).toContain('http://localhost:8081');
    expect(allowed).not.toContain('http://localhost:8083');
  });

  it('sends HSTS because this site is configured on https', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('puts nosniff and a CSP on pages, 404s, JSON, XML, citation files and a 502 from a dead API', async () => {
    const answers = [
      ['/', 200, 'text/html'],
      ['/no-such-page', 404, 'text/html'],
      ['/remotes.json', 200, 'application/json'],
      ['/sitemap.xml', 200, 'application/xml'],
      ['/robots.txt', 200, 'text/plain'],
      ['/citation/paper/7.bib', 200, 'application/x-bibtex'],
      ['/api/archiveYearListing', 502, 'application/json'],
      ['/missing.js', 404, 'application/json'],
      // An address Fastify cannot decode: a plain page that echoes nothing.
      ['/topics/%E0%A4%A', 400, 'text/html'],
      // A NUL or an over-long part cannot name a file: the 404 page, not the static plugin's 403.
      ['/topics/%00', 404, 'text/html'],
      [`/tag/${'a'.repeat(10_000)}`, 404, 'text/html'],
      [`/x${'a'.repeat(300)}`, 404, 'text/html'],
    ] as const;
    for (const [url, status, type] of answers) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(status);
      expect(String(answer.headers['content-type']), url).toContain(type);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(answer.body, url).not.toMatch(/\bat .+\.(ts|js):\d+:\d+/);
      expect(answer.body, url).not.toContain('%E0');
    }
  });
});
