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

describe('Authorization', () => {
  it.each(CALLS)('%s answers 401 JSON without the Authorization header', async (url) => {
    const res = await t.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['www-authenticate']).toContain('Bearer');
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'Missing Authorization header' });
  });

  it('answers 401 for a wrong token, including one differing only in case or length', async () => {
    for (const authorization of [
      'Bearer wrong',
      'bearer test-token-123',
      'Bearer test-token-1234',
      'test-token-123',
      '',
    ]) {
      const res = await t.inject({ method: 'POST', url: '/topics', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('accepts the configured token', async () => {
    expect((await t.post('/topics')).statusCode).toBe(200);
  });

  it('uses the default site token when none is configured', async () => {
    const defaults = await createTestApp({ token: undefined });
    try {
      const res = await defaults.inject({
        method: 'POST',
        url: '/topics',
        headers: { authorization: 'Bearer ijcri-public-site-2026' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await defaults.close();
    }
  });

  it('serves files, the OpenAPI document and the health check without Authorization', async () => {
    expect((await t.inject({ method: 'GET', url: '/files/papers/IJCRI-2022-V1I1-001.pdf' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown paths with 404 JSON naming the method and path', async () => {
    const res = await t.inject({ method: 'POST', url: '/archivePaperListings?x=1', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Not found: POST /archivePaperListings',
    });
    const get = await t.inject({ method: 'GET', url: '/archiveYearListing' });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('Not found: GET /archiveYearListing');
  });
});
