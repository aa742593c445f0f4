import type { ApiPath, CallAnswer, CallRequest } from '@journal/shared/contract';
import { nextTurn, type TakeTurn } from '@journal/server-kit';

/**
 * The site server's own client of the content API (for head tags, sitemaps, feeds, OAI-PMH and
 * citation exports). Answers are cached so a crawler walking thousands of pages cannot hammer the API,
 * but only while the content stays the same: before answering from the cache, the reader asks the
 * API's /health for its content version (at most once every `versionCheckMs`, shared by the calls
 * waiting for it) and starts over when it changed, so an imported article is in the sitemaps, feeds
 * and OAI-PMH within that time, not a minute later (docs/content.md). `ttlMs` still bounds an answer's
 * age when /health cannot be read. Failures are never cached, so a recovered API is used at once.
 */
export type ApiResult<T> = { found: true; data: T } | { found: false };

/** The API could not answer (down, timed out, 5xx or an unexpected answer): pages fall back to the plain shell. */
export class ApiUnavailable extends Error {
  /** Read by the safe error handler: XML endpoints answer 503 while the API is away. */
  readonly statusCode = 503;
}

export interface ApiReaderOptions {
  apiUrl: string;
  authorization: string;
  ttlMs?: number;
  timeoutMs?: number;
  maxEntries?: number;
  versionCheckMs?: number;
  /**
   * The server's turns of the event loop (server-kit's turnTaking.ts): what a caller does with an answer
   * (a page rendered with React, a feed written) waits its turn, so a busy server still accepts connections.
   */
  turns?: TakeTurn;
}

/** A call's payload: left out only when the call has no required field. */
type PayloadOf<Path extends ApiPath> =
  Record<string, never> extends CallRequest<Path> ? [body?: CallRequest<Path>] : [body: CallRequest<Path>];

/** Typed by the contract (@journal/shared/contract): the path picks the payload and the answer. */
export interface ApiReader {
  call<Path extends ApiPath>(path: Path, ...body: PayloadOf<Path>): Promise<ApiResult<CallAnswer<Path>>>;
  /** As call, but a 404 is an error too (for calls that always exist). */
  get<Path extends ApiPath>(path: Path, ...body: PayloadOf<Path>): Promise<CallAnswer<Path>>;
}

export function createApiReader({
  apiUrl,
  authorization,
  ttlMs = 60_000,
  timeoutMs = 5_000,
  maxEntries = 2_000,
  versionCheckMs = 500,
  turns,
}: ApiReaderOptions): ApiReader {
  /** An answer asked for (`answer`) and, once it has come, `settled`. */
  const cache = new Map<string, { expires: number; answer: Promise<ApiResult<unknown>>; settled: boolean }>();
  let version: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  /**
   * Drops every cached answer when the API's content version changed since the last look; null when the
   * last look is recent enough.
   */
  function followContentVersion(): Promise<void> | null {
    if (Date.now() - checkedAt < versionCheckMs) return null;
    checking ??= fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { content_version?: unknown }) : {};
        if (typeof body.content_version !== 'string') return;
        if (version !== undefined && body.content_version !== version) cache.clear();
        version = body.content_version;
      })
      .catch(() => undefined) // the API is away: answers already held stay until their ttl
      .finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
    return checking;
  }

  async function fetchAnswer(path: string, body: object): Promise<ApiResult<unknown>> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiUnavailable(`API unreachable for ${path}: ${(error as Error).message}`);
    }
    // 404: nothing by that name; 400: the API refused the input (a slug of the wrong form), so it names
    // nothing either. Neither means the API is away: a page for it is a 404, not the plain shell.
    if (response.status === 404 || response.status === 400) return { found: false };
    if (!response.ok) throw new ApiUnavailable(`API answered ${response.status} for ${path}`);
    try {
      return { found: true, data: await response.json() };
    } catch {
      throw new ApiUnavailable(`API answered unreadable JSON for ${path}`);
    }
  }

  /**
   * What came over the network, handed over in the caller's turn of the event loop: the caller's work
   * with it (a page rendered with React, a feed written) then waits for the work queued before it.
   */
  async function inTurn<T>(arriving: Promise<T>): Promise<T> {
    try {
      return await arriving;
    } finally {
      if (turns) await nextTurn(turns);
    }
  }

  async function call<T>(path: string, body: object = {}): Promise<ApiResult<T>> {
    const looking = followContentVersion();
    if (looking) await inTurn(looking);
    const key = `${path} ${JSON.stringify(body)}`;
    const now = Date.now();
    const held = cache.get(key);
    // An answer in hand goes on in the caller's own turn.
    if (held && held.expires > now) return (held.settled ? held.answer : inTurn(held.answer)) as Promise<ApiResult<T>>;
    if (cache.size >= maxEntries) {
      for (const [entryKey, entry] of cache) if (entry.expires <= now) cache.delete(entryKey);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    }
    const answer = fetchAnswer(path, body);
    const entry = { expires: now + ttlMs, answer, settled: false };
    cache.set(key, entry);
    answer.then(
      () => (entry.settled = true),
      () => cache.delete(key),
    );
    return inTurn(answer) as Promise<ApiResult<T>>;
  }

  return {
    call: (path, ...[body]) => call(path, body),
    async get(path, ...[body]) {
      const result = await call<CallAnswer<typeof path>>(path, body);
      if (!result.found) throw new ApiUnavailable(`API answered 404 for ${path}`);
      return result.data;
    },
  };
}
