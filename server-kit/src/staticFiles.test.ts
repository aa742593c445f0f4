import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from './serveRemote.ts';

/** A remote's dist folder as the build leaves it, with the files that are for the build only. */
function builtRemote(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
  const files: Record<string, string> = {
    'mf-manifest.json': '{"id":"mfe_archives"}',
    'remoteEntry.js': 'export const entry = 1;',
    'assets/section.js': 'export const section = 1;',
    'builds/20261123T120910Z-3b02a65b/assets/routes-B8VwVpzR.js': sectionChunk,
    'index.html': '<!doctype html><title>template</title>',
    'mf-stats.json': '{"modules":["/home/build/src/secret.ts"]}',
    '.vite/manifest.json': '{"src/main.tsx":{}}',
    '.env': 'API_TOKEN=do-not-serve',
    'assets/.DS_Store': 'x',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), body);
  }
  // The build's brotli copy (build-kit/speed/precompress.mjs), made with more effort than on the fly.
  writeFileSync(path.join(dist, 'builds/20261123T120910Z-3b02a65b/assets/routes-B8VwVpzR.js.br'), sectionChunkCopy);
  return dist;
}

const sectionChunk = `export const papers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `paper ${i}`))};`;
const sectionChunkCopy = brotliCompressSync(sectionChunk);

describe('static files of a remote', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildRemoteServer({ root: builtRemote(), allowedOrigins: ['http://localhost:8080'] });
  });
  afterAll(() => app.close());

  it.each(['/mf-manifest.json', '/remoteEntry.js', '/assets/section.js'])(
    'serves %s, which the shell loads',
    async (url) => {
      expect((await app.inject(url)).statusCode).toBe(200);
    },
  );

  it("sends a built file's brotli copy, with the file's type and cache rule", async () => {
    const answer = await app.inject({
      url: '/builds/20261123T120910Z-3b02a65b/assets/routes-B8VwVpzR.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated nor asked for in ranges: no validators, no Accept-Ranges.
    expect(answer.headers).not.toHaveProperty('etag');
    expect(answer.headers).not.toHaveProperty('last-modified');
    expect(answer.headers).not.toHaveProperty('accept-ranges');
    // The copy itself, byte for byte, not the file compressed again on the fly (at a lower quality).
    expect(answer.rawPayload.equals(sectionChunkCopy)).toBe(true);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(sectionChunk);
  });

  it('keeps the validator of a file revalidated on each use, and answers 304 when it has not changed', async () => {
    const first = await app.inject('/mf-manifest.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await app.inject({ url: '/mf-manifest.json', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the file itself to a reader that takes no compression', async () => {
    const answer = await app.inject({
      url: '/builds/20261123T120910Z-3b02a65b/assets/routes-B8VwVpzR.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(sectionChunk);
  });

  it.each([
    '/.vite/manifest.json',
    '/mf-stats.json',
    '/index.html',
    '/.env',
    '/assets/.DS_Store',
    '/%2Evite/manifest.json',
    '/assets/..%2F.env',
  ])('answers 404 for the build-only file %s', async (url) => {
    const answer = await app.inject(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toMatch(/secret|do-not-serve|template|src\/main/);
  });
});
