import { nextTask } from '../nextTask.ts';
import { defaultSettings, type SiteSettings } from '../runtimeConfig.ts';
import { ApiCallError } from './failure.ts';
import { retryAfterMs, retryDelay, shouldRetry, type RetryTiming } from './retryPolicy.ts';

/**
 * The site's one HTTP client for the content API, over the browser's fetch. It lives in the shared
 * package's singleton entry, so the shell and every remote use this same client (and a request hook the
 * shell registers sees every remote's requests). Every call is a POST with a JSON body and the fixed
 * Authorization header; docs/architecture.md ("The data layer") and docs/reliability.md describe the rules,
 * retryPolicy.ts decides which failures are tried again and when.
 */

export interface HttpClientOptions extends Partial<RetryTiming> {
  /** Time limit of one try, answer body included (each retry gets a fresh one). */
  timeoutMs?: number;
  /** For tests: a fixed random for the jitter. */
  random?: () => number;
}

/**
 * 10 s per try: a slow API (5 s) still answers within the first try, while a hung one is given up on.
 * Reads: up to 3 tries (0.25-0.5 s then 0.5-1 s apart), but only 2 when they time out, so a reader
 * waits at most about 21 s before the error with its Try again.
 */
export const clientDefaults: Required<Omit<HttpClientOptions, 'random'>> = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  maxTimeoutAttempts: 2,
  backoffBaseMs: 500,
  backoffMaxMs: 4_000,
  retryAfterMaxMs: 10_000,
};

/** Runs on every request (each try of a call, too) before it is sent; it may add headers. */
export type RequestHook = (request: Request) => void;

export interface CallOptions {
  /** Aborts the try in flight and any wait between tries. */
  signal?: AbortSignal | undefined;
}

export interface HttpClient {
  /** POSTs `body` as JSON to the API's call `path` (`/topics`); resolves with the answer's JSON. */
  post<Answer = unknown>(path: string, body: unknown, options?: CallOptions): Promise<Answer>;
  /** GETs a text of the page's own origin (not the API: no Authorization), with the same time limit and failures. */
  getText(path: string, options?: CallOptions): Promise<string>;
  /** Adds a hook for every request from now on; returns its removal. */
  onRequest(hook: RequestHook): () => void;
  /** Points the client at this deployment's API; its hooks stay. */
  configure(settings: Pick<SiteSettings, 'apiBase' | 'apiAuthorization'>): void;
}

/** One call as the client sends it: `path` is what the retry policy judges, `read` how a 2xx body is taken. */
interface Call {
  path: string;
  url: string;
  init: RequestInit;
  read: 'json' | 'text';
}

/** The base and the path joined by one slash, against the page's address when relative. */
function urlOf(base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return new URL(joined, location.href).href;
}

/** Waits `ms`, or rejects as aborted as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiCallError({ kind: 'aborted' }));
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(new ApiCallError({ kind: 'aborted' }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** The JSON of a body, or undefined when it is none (a proxy's HTML error page). */
function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createHttpClient(initial: SiteSettings, options: HttpClientOptions = {}): HttpClient {
  const timing = { ...clientDefaults, ...options };
  const random = options.random ?? Math.random;
  const hooks = new Set<RequestHook>();
  let settings = { apiBase: initial.apiBase, apiAuthorization: initial.apiAuthorization };

  /** The answer of a try that got one: its body on a 2xx, else the status as an ApiCallError. */
  async function answerOf(response: Response, read: Call['read']): Promise<unknown> {
    const text = await response.text();
    if (!response.ok) {
      const retryAfter = retryAfterMs(response.headers.get('retry-after'));
      throw new ApiCallError({
        kind: 'http',
        status: response.status,
        body: jsonOrUndefined(text),
        retryAfterMs: retryAfter,
      });
    }
    if (read === 'text') return text;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      // A 2xx body that is not JSON (a maintenance page) must fail as unreadable, not reach a page as a string.
      throw new ApiCallError({ kind: 'malformed' }, { cause: error });
    }
  }

  /** One try with its own time limit; the caller's signal aborts it too. */
  async function tryOnce(call: Call, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal?.aborted) throw new ApiCallError({ kind: 'aborted' });
    const controller = new AbortController();
    const request = new Request(call.url, { ...call.init, signal: controller.signal });
    for (const hook of hooks) hook(request);
    // The signal's reason says why a try was cut short; fetch rejects with it.
    const timer = setTimeout(() => controller.abort(new ApiCallError({ kind: 'timeout' })), timing.timeoutMs);
    const stop = () => controller.abort(new ApiCallError({ kind: 'aborted' }));
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await answerOf(await fetch(request), call.read);
    } catch (error) {
      if (error instanceof ApiCallError) throw error;
      const reason: unknown = controller.signal.reason;
      throw reason instanceof ApiCallError ? reason : new ApiCallError({ kind: 'network' }, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
  }

  /** Tries the call until it succeeds or the retry policy says stop, waiting between tries. */
  async function send(call: Call, signal: AbortSignal | undefined): Promise<unknown> {
    for (let triesDone = 1; ; triesDone += 1) {
      try {
        return await tryOnce(call, signal);
      } catch (error) {
        if (!(error instanceof ApiCallError) || !shouldRetry(error.fault, call.path, triesDone, timing)) throw error;
        await pause(retryDelay(error.fault, triesDone, timing, random), signal);
      }
    }
  }

  return {
    post: <Answer>(path: string, body: unknown, { signal }: CallOptions = {}) => {
      const init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: settings.apiAuthorization },
        body: JSON.stringify(body),
      };
      return send({ path, url: urlOf(settings.apiBase, path), init, read: 'json' }, signal) as Promise<Answer>;
    },
    getText: (path, { signal } = {}) =>
      send({ path, url: urlOf('/', path), init: { method: 'GET' }, read: 'text' }, signal) as Promise<string>,
    onRequest(hook) {
      hooks.add(hook);
      return () => void hooks.delete(hook);
    },
    configure({ apiBase, apiAuthorization }) {
      settings = { apiBase, apiAuthorization };
    },
  };
}

// The shared chunk's evaluation is cut into tasks here and in journalApi.ts (nextTask.ts, shared/build/speed/README.md).
await nextTask();

/** The page's one client; the shell points it at this deployment's settings at start. */
export const http: HttpClient = createHttpClient(defaultSettings);

/** Apply the run-time settings to the one client (its request hooks stay). */
export function configureApiClient(settings: SiteSettings): void {
  http.configure(settings);
}
