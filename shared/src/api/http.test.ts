import { AxiosError, AxiosHeaders } from 'axios';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi, noAnswer } from '../test/fakeApi.ts';
import { defaultSettings } from '../runtimeConfig.ts';
import { toApiFailure } from './failure.ts';
import { clientDefaults, createHttpClient, http as sharedInstance } from './http.ts';
import { shouldRetry } from './retryPolicy.ts';

const settings = { ...defaultSettings, apiAuthorization: 'Bearer test-token' };
// Short limits so the tests run in milliseconds; the rules are the same as the site's.
const client = createHttpClient(settings, { timeoutMs: 150, backoffBaseMs: 20, backoffMaxMs: 80, random: () => 0.5 });

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return toApiFailure(error);
  }
  throw new Error('the call did not fail');
}

describe('the axios client of the content API', () => {
  let tries = 0;
  afterEach(() => {
    tries = 0;
  });

  it('POSTs JSON with the Authorization header to the API base and resolves with the answer', async () => {
    fakeApi({
      '/archiveYearListing': (payload, request) => {
        expect(request.headers.get('authorization')).toBe('Bearer test-token');
        expect(request.headers.get('content-type')).toContain('application/json');
        expect(new URL(request.url).pathname).toBe('/api/archiveYearListing');
        expect(payload).toEqual({});
        return { archives: [{ year: 2026, volumes: [{ volume: 5, issue: [1] }] }] };
      },
    });
    const answer = await client.post('/archiveYearListing', {});
    expect(answer.data).toEqual({ archives: [{ year: 2026, volumes: [{ volume: 5, issue: [1] }] }] });
  });

  it('tries a read again after a 503 and a dropped connection, then resolves', async () => {
    fakeApi({
      '/topics': () => {
        tries += 1;
        if (tries === 1) return apiError(503, 'Busy');
        if (tries === 2) return noAnswer();
        return { data: { data: {} } };
      },
    });
    const answer = await client.post('/topics', {});
    expect(answer.data).toEqual({ data: { data: {} } });
    expect(tries).toBe(3);
  });

  it('gives up after three tries and says the server could not be reached', async () => {
    fakeApi({
      '/topics': () => {
        tries += 1;
        return noAnswer();
      },
    });
    const failure = await failureOf(client.post('/topics', {}));
    expect(failure).toEqual({
      status: null,
      message: 'The journal server could not be reached. Please check your connection and try again.',
      explained: true,
    });
    expect(tries).toBe(3);
  });

  it('never sends a write twice by itself', async () => {
    fakeApi({
      '/contactUs': () => {
        tries += 1;
        return apiError(503, 'Busy');
      },
    });
    const failure = await failureOf(
      client.post('/contactUs', {
        name: 'Ada',
        email: 'ada@example.org',
        subject: 'Hello',
        message: 'A question about APC.',
      }),
    );
    expect(failure.status).toBe(503);
    expect(tries).toBe(1);
  });

  it('does not try again after a 404 and reports the API message', async () => {
    fakeApi({
      '/archivePaperNew': () => {
        tries += 1;
        return apiError(404, 'Paper not found');
      },
    });
    expect(await failureOf(client.post('/archivePaperNew', { paperid: 9 }))).toEqual({
      status: 404,
      message: 'Paper not found',
      explained: true,
    });
    expect(tries).toBe(1);
  });

  it('waits for a short Retry-After of a 429, but hands a long one to the reader with the wait', async () => {
    fakeApi({
      '/editorialBoard': () => {
        tries += 1;
        return tries === 1 ? apiError(429, 'Slow down', { 'Retry-After': '0' }) : { members: [] };
      },
    });
    expect((await client.post('/editorialBoard', {})).data).toEqual({ members: [] });
    tries = 0;
    fakeApi({
      '/editorialBoard': () => {
        tries += 1;
        return apiError(429, 'Too many requests', { 'Retry-After': '30' });
      },
    });
    const failure = await failureOf(client.post('/editorialBoard', {}));
    expect(failure).toMatchObject({ status: 429, message: 'Too many requests', retryAfterSeconds: 30 });
    expect(tries).toBe(1);
  });

  it('gives each try its own time limit: a time-out is tried once more, then reported as too slow', () => {
    // The time limit itself is the browser's (XMLHttpRequest timeout); what the site decides is what follows it.
    expect(client.defaults.timeout).toBe(150);
    const timedOut = (tries: number) =>
      Object.assign(new AxiosError('timeout', 'ETIMEDOUT', { url: '/topics', headers: new AxiosHeaders() }), { tries });
    expect(shouldRetry(timedOut(1), 1, clientDefaults)).toBe(true);
    expect(shouldRetry(timedOut(2), 2, clientDefaults)).toBe(false);
    expect(toApiFailure(timedOut(2)).message).toBe('The server took too long to answer. Please try again.');
  });

  it('turns a 2xx answer that is not JSON into a clear error and does not retry it', async () => {
    fakeApi({
      '/topics': () => {
        tries += 1;
        return new Response('<html>maintenance</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
      },
    });
    const failure = await failureOf(client.post('/topics', {}));
    expect(failure.message).toBe('The journal server sent an answer that could not be read. Please try again.');
    expect(tries).toBe(1);
  });

  it('gives an error answer without a message no explanation, so the page says it its own way', async () => {
    fakeApi({ '/topics': () => new Response('<html>Bad gateway</html>', { status: 500 }) });
    expect(await failureOf(client.post('/topics', {}))).toMatchObject({ status: 500, explained: false });
  });

  it('stops at once when the caller aborts, also during the wait between tries', async () => {
    fakeApi({
      '/topics': () => {
        tries += 1;
        return apiError(503, 'Busy');
      },
    });
    const controller = new AbortController();
    const pending = client.post('/topics', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await delay(150);
    expect(tries).toBeLessThanOrEqual(1);
  });

  it('is one instance for the page, configured once from the site settings', () => {
    expect(sharedInstance.defaults.baseURL).toBe('/api');
    expect(sharedInstance.defaults.headers.Authorization).toBe(defaultSettings.apiAuthorization);
  });
});
