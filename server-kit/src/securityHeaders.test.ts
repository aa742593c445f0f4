// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NON_DOCUMENT_POLICY } from './contentSecurityPolicy.ts';
import { buildRemoteServer } from './serveRemote.ts';
import { HSTS, PERMISSIONS_POLICY, remoteHeadersFor, siteHeadersFor } from './securityHeaders.ts';

const pagePolicy = "default-src 'self'";

describe('siteHeadersFor', () => {
  it('gives pages the page policy and the framing, opener, referrer and permissions headers', () => {
    const headers = siteHeadersFor('text/html; charset=utf-8', { pagePolicy, https: false });
    expect(headers).toEqual({
      'Content-Security-Policy': pagePolicy,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).not.toContain('clipboard');
  });

  it('gives JSON, XML and anything of no known type a policy that lets nothing load, and no framing', () => {
    for (const type of ['application/json; charset=utf-8', 'application/atom+xml', 'text/xml', undefined]) {
      const headers = siteHeadersFor(type, { pagePolicy, https: false });
      expect(headers['Content-Security-Policy'], type).toBe(NON_DOCUMENT_POLICY);
      expect(headers['X-Frame-Options'], type).toBe('DENY');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('gives scripts and stylesheets, which are never shown as a page, nosniff alone', () => {
    for (const type of ['text/javascript; charset=utf-8', 'application/javascript', 'text/css; charset=UTF-8']) {
      expect(siteHeadersFor(type, { pagePolicy, https: false }), type).toEqual({ 'X-Content-Type-Options': 'nosniff' });
      expect(siteHeadersFor(type, { pagePolicy, https: true })['Strict-Transport-Security'], type).toBe(HSTS);
    }
  });

  it('leaves framing headers off PDFs, which the browser shows in its own viewer frame', () => {
    const headers = siteHeadersFor('application/pdf', { pagePolicy, https: false });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('adds HSTS only when the site is served over https', () => {
    expect(siteHeadersFor('text/html', { pagePolicy, https: true })['Strict-Transport-Security']).toBe(HSTS);
    expect(siteHeadersFor('text/html', { pagePolicy, https: false })['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('remote server headers', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'export const x = 1;');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  const site = 'http://localhost:8080';

  it('sends nosniff, a nothing-runs CSP, CORP and CORS for the site on JSON, 404s and preflights', async () => {
    const app = await buildRemoteServer({ root: dist, allowedOrigins: [site] });
    try {
      for (const [method, url, status] of [
        ['GET', '/mf-manifest.json', 200],
        ['GET', '/index.html', 404],
        ['OPTIONS', '/remoteEntry.js', 204],
      ] as const) {
        const answer = await app.inject({ method, url, headers: { origin: site } });
        expect(answer.statusCode, url).toBe(status);
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
        expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        );
        expect(answer.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        expect(answer.headers['access-control-allow-origin'], url).toBe(site);
        expect(answer.body, url).not.toMatch(/\bat .+:\d+:\d+/);
      }
      // An address Fastify cannot decode is answered before any hook runs: the headers must still be there.
      const broken = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
      expect(broken.statusCode).toBe(400);
      expect(broken.headers['x-content-type-options']).toBe('nosniff');
      expect(broken.headers['content-security-policy']).toContain("default-src 'none'");
      expect(broken.json()).toEqual({
        message: 'This address is not valid: it contains a broken %-escape or a part that is too long.',
      });
      const foreign = await app.inject({
        method: 'GET',
        url: '/remoteEntry.js',
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('sends a script nosniff, CORP and CORS, without the headers that act on pages only', async () => {
    const app = await buildRemoteServer({ root: dist, allowedOrigins: [site] });
    try {
      const script = await app.inject({ method: 'GET', url: '/remoteEntry.js', headers: { origin: site } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(script.headers['access-control-allow-origin']).toBe(site);
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['referrer-policy']).toBeUndefined();
      expect(remoteHeadersFor('text/css')).not.toHaveProperty('Content-Security-Policy');
    } finally {
      await app.close();
    }
  });
});
