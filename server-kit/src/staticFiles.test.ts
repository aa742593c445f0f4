import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  return dist;
}

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
