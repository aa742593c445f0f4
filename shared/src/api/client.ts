import { defaultSettings, type SiteSettings } from '../runtimeConfig.ts';
import { ApiError, failureMessages } from './apiError.ts';
import { isIdempotentCall, retryAfterMs, retryDelay, type RetryTiming } from './retryPolicy.ts';

/**
 * The one API client of the site, on the browser's fetch (no HTTP library on every first load).
 * Every call of the content API is a POST with a JSON body and the fixed Authorization header
 * (SPEC section 7). The shell configures it from the site configuration at start; remotes and their
 * dev harnesses use it as it is, so they never build a client of their own.
 *
 * Each try has its own time limit; reads are tried again after a network failure, a time-out, a 502,
 * 503 or 504, or a 429 (after its Retry-After), with exponential backoff and jitter. Writes (contact,
 * newsletter) are sent once: the reader decides whether to send again. See docs/reliability.md (Faults).
 */

export interface CallOptions {
  /** Aborts the call and any wait between tries (a component that unmounts); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly settings: SiteSettings;
  /** POST a call and resolve with the answer's JSON body; rejects with an ApiError (or the caller's abort reason). */
  post<Answer>(path: string, payload?: object, options?: CallOptions): Promise<Answer>;
}

export interface ApiClientOptions extends Partial<RetryTiming> {
  /** Time limit of one try, answer body included. */
  timeoutMs?: number;
  /** Tries in all for a read (1 = no retry). */
  maxAttempts?: number;
  /** Tries in all when the tries time out (a hung server costs timeoutMs each). */
  maxTimeoutAttempts?: number;
  /** For tests: a fake fetch and a fixed random for the jitter. */
  fetch?: typeof fetch;
  random?: () => number;
}

/**
 * 10 s per try: a slow API (5 s) still answers within the first try, while a hung one is given up on.
 * Reads: up to 3 tries (0.25-0.5 s then 0.5-1 s apart), but only 2 when they time out, so a reader
 * waits at most about 21 s before the error with its Try again.
 */
export const clientDefaults: Required<Omit<ApiClientOptions, 'fetch' | 'random'>> = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  maxTimeoutAttempts: 2,
  backoffBaseMs: 500,
  backoffMaxMs: 4_000,
  retryAfterMaxMs: 10_000,
};

export function createApiClient(settings: SiteSettings, options: ApiClientOptions = {}): ApiClient {
  const config = { ...clientDefaults, ...options };
  // Looked up at call time (not bound once), so the browser's fetch is called as itself and a test can stub it.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const random = options.random ?? Math.random;
  const headers = { 'Content-Type': 'application/json', Authorization: settings.apiAuthorization };

  async function attempt<Answer>(path: string, body: string, signal: AbortSignal | undefined): Promise<Answer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    // A caller's abort is passed on as it is; anything else that stopped the exchange is the network's or the clock's.
    const failure = (cause: unknown) => (signal?.aborted ? signal.reason : new ApiError(timedOut ? 'timeout' : 'network', path, undefined, { cause }));
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(`${settings.apiBase}${path}`, { method: 'POST', headers, body, signal: controller.signal });
        text = await response.text();
      } catch (cause) {
        throw failure(cause);
      }
      const parsed = parseJson(text);
      if (!response.ok) {
        const answerHeaders = Object.fromEntries(response.headers.entries());
        throw new ApiError('http', path, { status: response.status, data: parsed.ok ? parsed.value : undefined, headers: answerHeaders });
      }
      if (!parsed.ok) throw new ApiError('malformed', path, undefined, { cause: parsed.cause });
      return parsed.value as Answer;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    settings,
    async post<Answer>(path: string, payload: object = {}, { signal }: CallOptions = {}): Promise<Answer> {
      const body = JSON.stringify(payload);
      const retryable = isIdempotentCall(path);
      for (let tries = 1; ; tries += 1) {
        signal?.throwIfAborted();
        try {
          return await attempt<Answer>(path, body, signal);
        } catch (error) {
          if (!(error instanceof ApiError) || !retryable || tries >= config.maxAttempts) throw error;
          if (error.kind === 'timeout' && tries >= config.maxTimeoutAttempts) throw error;
          const delay = retryDelay(error, tries, config, random);
          if (delay === null) throw error;
          await wait(delay, signal);
        }
      }
    },
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

let client: ApiClient = createApiClient(defaultSettings);

export function configureApiClient(settings: SiteSettings): void {
  client = createApiClient(settings);
}

export function apiClient(): ApiClient {
  return client;
}

/** POST a call of the content API and return the answer body. */
export function postCall<Answer>(path: string, payload: object = {}, options: CallOptions = {}): Promise<Answer> {
  return client.post<Answer>(path, payload, options);
}

/**
 * The message the API put in an error answer; else, for a call that got no usable answer (down,
 * too slow, unreadable), a sentence saying so; else the caller's reader-friendly fallback.
 * Read structurally, so tests can reject with any object shaped like an ApiError.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.length > 0) return message;
  if (error instanceof ApiError && error.kind !== 'http') return failureMessages[error.kind];
  return fallback;
}

/** HTTP status of a failed call (404 unknown id, 429 rate limited...), or undefined when there was no answer. */
export function apiErrorStatus(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Seconds the API asked us to wait (Retry-After of a 429, in seconds or as a date), if it said. */
export function apiRetryAfterSeconds(error: unknown): number | undefined {
  const header = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers?.['retry-after'];
  const ms = retryAfterMs(typeof header === 'string' ? header : header === undefined ? undefined : String(header));
  return ms !== undefined && ms > 0 ? Math.ceil(ms / 1000) : undefined;
}
