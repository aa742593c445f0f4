import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@journal/shared/contract';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every call of the contract: a call added there is checked here without editing this file.
const CALLS = Object.keys(apiCalls);

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        summary?: string;
        requestBody?: unknown;
        responses: Record<string, unknown>;
        security?: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

describe('GET /openapi.json', () => {
  it('describes every call with its payload, answer and errors', async () => {
    const res = await t.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of CALLS) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op?.tags?.length, path).toBeGreaterThan(0);
      expect(op?.summary, path).toBeTruthy();
      expect(op?.requestBody, path).toBeDefined();
      expect(Object.keys(op?.responses ?? {}), path).toEqual(expect.arrayContaining(['400', '401', '413', '415']));
      expect(
        Object.keys(op?.responses ?? {}).some((code) => code.startsWith('2')),
        path,
      ).toBe(true);
    }
    for (const file of ['/files/papers/{file}', '/files/theses/{file}', '/files/conference/{file}']) {
      expect(doc.paths[file]?.get?.security, file).toEqual([]);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ArchivePaperSummary',
        'PaperDetails',
        'ConferencePaperSummary',
        'ThesisDetails',
        'Topic',
        'BlogPost',
        'EditorialMember',
        'ErrorAnswer',
      ]),
    );
    expect(doc.components.securitySchemes.siteToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(JSON.stringify(doc)).not.toContain('def-');
  });

  it('registers every POST route from the contract table: no call beside it, each with its summary and success status', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    const posted = Object.entries(doc.paths)
      .filter(([, operations]) => operations.post)
      .map(([path]) => path);
    expect(posted.sort()).toEqual([...CALLS].sort());
    for (const [path, call] of Object.entries(apiCalls)) {
      const op = doc.paths[path]!.post!;
      expect(op.summary, path).toBe(call.summary);
      expect(op.tags, path).toEqual(call.tags);
      expect(Object.keys(op.responses), path).toContain(String(call.status));
    }
  });
});
