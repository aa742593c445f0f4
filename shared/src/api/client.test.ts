import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../runtimeConfig.ts';
import { ApiError, apiHttpError } from './apiError.ts';
import { apiErrorMessage, apiErrorStatus, apiRetryAfterSeconds, createApiClient, type ApiClientOptions } from './client.ts';

/** One scripted answer of the fake server per try: a Response, a network failure, or no answer at all. */
type Script = Response | 'network' | 'hang';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function fakeServer(...script: Script[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = script.shift() ?? 'network';
    if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (next === 'hang') {
      // Like a real fetch: never answers, rejects when its signal aborts.
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(next);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function clientOver(server: ReturnType<typeof fakeServer>, options: ApiClientOptions = {}) {
  // random 0.5: each backoff is three quarters of its step (500 ms step: 375 ms; 1000 ms step: 750 ms).
  return createApiClient(defaultSettings, { fetch: server.fetch, random: () => 0.5, ...options });
}

/** Settles the promise while the fake clock runs, and hands back what it settled with. */
async function settle<T>(promise: Promise<T>, ms = 60_000): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('the API client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs JSON with the Authorization header to the API base and resolves with the answer', async () => {
    const server = fakeServer(json(200, { thesis: [] }));
    const { value } = await settle(clientOver(server).post('/thesisYearListing'));
    expect(value).toEqual({ thesis: [] });
    expect(server.calls[0]!.url).toBe('/api/thesisYearListing');
    expect(server.calls[0]!.init.method).toBe('POST');
    expect(server.calls[0]!.init.body).toBe('{}');
    expect(server.calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: defaultSettings.apiAuthorization });
  });

  it('retries a read after a network failure, backing off exponentially with jitter', async () => {
    const server = fakeServer('network', 'network', json(200, { ok: true }));
    const call = clientOver(server).post('/topics');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(374);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(749);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect((await settle(call)).value).toEqual({ ok: true });
  });

  it('spreads the backoff between half and all of each step', async () => {
    const early = fakeServer('network', json(200, {}));
    void createApiClient(defaultSettings, { fetch: early.fetch, random: () => 0 }).post('/topics');
    await vi.advanceTimersByTimeAsync(250);
    expect(early.fetch).toHaveBeenCalledTimes(2);

    const late = fakeServer('network', json(200, {}));
    void createApiClient(defaultSettings, { fetch: late.fetch, random: () => 0.999 }).post('/topics');
    await vi.advanceTimersByTimeAsync(498);
    expect(late.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(late.fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after three tries and says the server could not be reached', async () => {
    const server = fakeServer('network', 'network', 'network', json(200, {}));
    const { error } = await settle(clientOver(server).post('/archiveYearListing'));
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect(apiErrorStatus(error)).toBeUndefined();
    expect(apiErrorMessage(error, 'fallback')).toBe('The journal server could not be reached. Please check your connection and try again.');
  });

  it.each([502, 503, 504])('retries a read answered %i', async (status) => {
    const server = fakeServer(json(status, { message: 'Bad gateway' }), json(200, { papersList: [] }));
    const { value } = await settle(clientOver(server).post('/archivePaperListing', { year: 2024, volume: 3, issue: 1 }));
    expect(value).toEqual({ papersList: [] });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.calls[1]!.init.body).toBe(JSON.stringify({ year: 2024, volume: 3, issue: 1 }));
  });

  it.each([400, 401, 404, 415, 500])('never retries an answer %i, and reports its status and message', async (status) => {
    const server = fakeServer(json(status, { statusCode: status, message: `The server said ${status}` }), json(200, {}));
    const { error } = await settle(clientOver(server).post('/archivePaperNew', { paperid: 1 }));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(apiErrorStatus(error)).toBe(status);
    expect(apiErrorMessage(error, 'fallback')).toBe(`The server said ${status}`);
  });

  it('uses the caller fallback for an error answer without a message (an HTML page from a proxy)', async () => {
    const server = fakeServer(new Response('<h1>Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    const { error } = await settle(clientOver(server).post('/topics'));
    expect(apiErrorStatus(error)).toBe(500);
    expect(apiErrorMessage(error, 'The topics could not be loaded.')).toBe('The topics could not be loaded.');
  });

  it('waits for the Retry-After of a 429 before trying a read again', async () => {
    const server = fakeServer(json(429, { message: 'Too many requests' }, { 'Retry-After': '3' }), json(200, { ok: 1 }));
    const call = clientOver(server).post('/searchArchive', { search: 'graph' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect((await settle(call)).value).toEqual({ ok: 1 });
  });

  it('does not wait for a Retry-After longer than its bound: the 429 goes to the reader with the wait', async () => {
    const server = fakeServer(json(429, { message: 'Too many requests' }, { 'Retry-After': '600' }), json(200, {}));
    const { error } = await settle(clientOver(server).post('/searchArchive', { search: 'graph' }));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(apiErrorStatus(error)).toBe(429);
    expect(apiRetryAfterSeconds(error)).toBe(600);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const server = fakeServer(json(429, {}, { 'Retry-After': 'Sat, 21 Nov 2026 10:00:02 GMT' }), json(200, { ok: 2 }));
    const call = clientOver(server).post('/topics');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect((await settle(call)).value).toEqual({ ok: 2 });
  });

  it.each(['/contactUs', '/newsletterSubscribe'])('sends %s once, whatever went wrong (it would record twice)', async (path) => {
    for (const failure of ['network', json(503, {}), json(429, {}, { 'Retry-After': '1' })] as Script[]) {
      const server = fakeServer(failure, json(201, { message: 'Thank you' }));
      const { error } = await settle(clientOver(server).post(path, { email: 'a@b.org' }));
      expect(error).toBeInstanceOf(ApiError);
      expect(server.fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('stops a try that takes longer than 10 s, tries once more, then says the server was too slow', async () => {
    const server = fakeServer('hang', 'hang', 'hang');
    const call = settle(clientOver(server).post('/thesisYearListing'), 0);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 375);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    const { error } = await call;
    expect((error as ApiError).kind).toBe('timeout');
    expect(apiErrorMessage(error, 'fallback')).toBe('The server took too long to answer. Please try again.');
  });

  it('lets a slow answer (5 s) through on the first try', async () => {
    const slow = new Promise<Response>((resolve) => setTimeout(() => resolve(json(200, { thesis: [1] })), 5_000));
    const fetch = vi.fn(() => slow) as unknown as typeof globalThis.fetch;
    const { value } = await settle(createApiClient(defaultSettings, { fetch }).post('/thesisYearListing'));
    expect(value).toEqual({ thesis: [1] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns a 2xx answer that is not JSON into a clear error, not a crash, and does not retry it', async () => {
    const server = fakeServer(new Response('{"papersList": [', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const { error } = await settle(clientOver(server).post('/archivePaperListing'));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect((error as ApiError).kind).toBe('malformed');
    expect(apiErrorStatus(error)).toBeUndefined();
    expect(apiErrorMessage(error, 'fallback')).toBe('The journal server sent an answer that could not be read. Please try again.');
  });

  it("passes the caller's abort through at once: no retry, the caller's reason", async () => {
    const server = fakeServer('hang', json(200, {}));
    const controller = new AbortController();
    const call = settle(clientOver(server).post('/topics', {}, { signal: controller.signal }), 0);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('The page was left', 'AbortError'));
    const { error } = await call;
    expect((error as DOMException).name).toBe('AbortError');
    expect((error as DOMException).message).toBe('The page was left');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('an abort during the backoff stops the next try', async () => {
    const server = fakeServer('network', json(200, {}));
    const controller = new AbortController();
    const call = settle(clientOver(server).post('/topics', {}, { signal: controller.signal }), 0);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(((await call).error as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a signal already aborted sends nothing', async () => {
    const server = fakeServer(json(200, {}));
    const { error } = await settle(clientOver(server).post('/topics', {}, { signal: AbortSignal.abort() }));
    expect((error as DOMException).name).toBe('AbortError');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('reading an API error', () => {
  it('takes the message of an error answer, else the fallback', () => {
    expect(apiErrorMessage(apiHttpError('/blogDetails', 404, 'Blog post not found'), 'x')).toBe('Blog post not found');
    expect(apiErrorMessage(apiHttpError('/blogDetails', 404), 'x')).toBe('x');
    expect(apiErrorMessage(new Error('boom'), 'x')).toBe('x');
    expect(apiErrorMessage(null, 'x')).toBe('x');
  });

  it('reads the status and Retry-After of an error answer', () => {
    const error = apiHttpError('/contactUs', 429, 'Too many', { 'retry-after': '120' });
    expect(apiErrorStatus(error)).toBe(429);
    expect(apiRetryAfterSeconds(error)).toBe(120);
    expect(apiRetryAfterSeconds(apiHttpError('/contactUs', 429, 'Too many'))).toBeUndefined();
    expect(apiRetryAfterSeconds(apiHttpError('/contactUs', 429, 'Too many', { 'retry-after': 'soon' }))).toBeUndefined();
  });
});
