import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { apiPackageDir } from '../config.ts';
import { TEST_TOKEN } from '../test/testApp.ts';
import { recordingCompilers, restoringCompilers, schemaModuleSource } from './precompiledSchemas.ts';

// The built API answers exactly as the API run from source: the same validation errors and the same answer
// bodies, with every validator and serialiser taken from the generated module and none compiled at start.
let dir: string;
let compiledAtStart: FastifyInstance;
let restored: FastifyInstance;
const missing: string[] = [];

beforeAll(async () => {
  // Inside the api package, so the generated code's require() finds fast-json-stringify and Ajv.
  dir = fs.mkdtempSync(path.join(apiPackageDir, '.precompiled-test-'));
  const dbPath = path.join(dir, 'journal.db');
  compiledAtStart = buildApp({ dbPath, token: TEST_TOKEN });
  await compiledAtStart.ready();
  // What the build does (src/cli/precompileSchemas.ts); the recording app itself is never asked anything.
  const entries = new Map<string, string>();
  const recording = buildApp({
    dbPath,
    compilers: recordingCompilers((key, code) => entries.set(key, code)),
  });
  await recording.ready();
  await recording.close();
  // The build bundles this module into dist/schemas.mjs; loaded as it is here, it runs the same code.
  const file = path.join(dir, 'schemas.cjs');
  fs.writeFileSync(file, schemaModuleSource(entries));
  const { compiled } = createRequire(file)(file) as { compiled: Parameters<typeof restoringCompilers>[0] };
  const compilers = restoringCompilers(compiled, (key) => missing.push(key));
  restored = buildApp({ dbPath, token: TEST_TOKEN, compilers });
  await restored.ready();
}, 60_000);

afterAll(async () => {
  await compiledAtStart.close();
  await restored.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call(app: FastifyInstance, url: string, payload: string) {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: TEST_TOKEN, 'content-type': 'application/json' },
    payload,
  });
  return { status: answer.statusCode, body: answer.body };
}

describe('the API with precompiled validators and serialisers', () => {
  it('compiles nothing at start', () => {
    expect(missing).toEqual([]);
  });

  it('answers every call, valid or not, exactly as the API that compiles them', async () => {
    const document = (await compiledAtStart.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const calls = Object.entries(document.paths)
      .filter(([, methods]) => 'post' in methods)
      .map(([url]) => url);
    expect(calls.length).toBeGreaterThan(20);
    const payloads = [
      '{}',
      '{"unexpected":1}',
      '{"page":"two","per_page":5,"year":2024,"volume":3,"issue":2}',
      '{"year":2024,"volume":3,"issue":2,"page":1,"per_page":5}',
      '{"id":1,"paperid":1,"page":1,"per_page":5,"search":"graph","slug":"ananya-raghavan","tag":"peer-review"}',
      '[1,2]',
    ];
    for (const url of calls) {
      for (const payload of payloads) {
        const expected = await call(compiledAtStart, url, payload);
        expect(await call(restored, url, payload), `${url} ${payload}`).toEqual(expected);
      }
    }
    // Some answers above are real data, passed through the serialisers.
    const papers = await call(restored, '/archivePaperListing', payloads[3]!);
    expect(papers.status).toBe(200);
    expect((JSON.parse(papers.body) as { papersList: unknown[] }).papersList).toHaveLength(5);
  });
});
