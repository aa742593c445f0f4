/**
 * The one error the site's code sees when a call of the content API fails: never the client's internals.
 * `status` is the HTTP status of the answer (404 unknown id, 429 rate limited, ...), or null when no
 * usable answer came (server down, too slow, unreadable); `message` says what happened in words a
 * reader can be shown; `explained` is false when the server gave no reason of its own, so the page
 * may say it better (apiErrorMessage).
 */
export interface ApiFailure {
  status: number | null;
  message: string;
  explained: boolean;
  /** Seconds a 429 asked the reader to wait, when it said. */
  retryAfterSeconds?: number;
}

/** What the reader is told when the server did not explain itself. */
export const failureMessages = {
  network: 'The journal server could not be reached. Please check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  malformed: 'The journal server sent an answer that could not be read. Please try again.',
  http: 'The journal server answered with an error. Please try again.',
} as const;

/**
 * Why one try of a call failed, as the client (http.ts) saw it: what the retry policy decides on and
 * `toApiFailure` words. `malformed` is a 2xx whose body is not JSON; `http` any other status.
 */
export type TryFault =
  | { kind: 'network' | 'timeout' | 'aborted' | 'malformed' }
  | { kind: 'http'; status: number; body: unknown; retryAfterMs: number | undefined };

/** What the client rejects with. */
export class ApiCallError extends Error {
  readonly fault: TryFault;

  constructor(fault: TryFault, options?: ErrorOptions) {
    super(
      fault.kind === 'http' ? `The content API answered ${fault.status}` : `API call failed: ${fault.kind}`,
      options,
    );
    this.name = 'ApiCallError';
    this.fault = fault;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'explained' in error && 'message' in error && 'status' in error;
}

/** An ApiFailure from whatever the client rejected with. */
export function toApiFailure(error: unknown): ApiFailure {
  if (!(error instanceof ApiCallError)) return { status: null, message: failureMessages.malformed, explained: true };
  const { fault } = error;
  // An aborted call reads as one that got no answer (its page is gone, or it is asked again).
  if (fault.kind === 'network' || fault.kind === 'aborted')
    return { status: null, message: failureMessages.network, explained: true };
  if (fault.kind !== 'http') return { status: null, message: failureMessages[fault.kind], explained: true };
  const message = (fault.body as { message?: unknown } | null | undefined)?.message;
  const explained = typeof message === 'string' && message.length > 0;
  return {
    status: fault.status,
    message: explained ? message : failureMessages.http,
    explained,
    ...(fault.retryAfterMs !== undefined && fault.retryAfterMs > 0
      ? { retryAfterSeconds: Math.ceil(fault.retryAfterMs / 1000) }
      : {}),
  };
}

/** The server's own reason, or the sentence for a call that got no answer; else the page's fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiFailure(error) && error.explained ? error.message : fallback;
}

/** HTTP status of a failed call (404 unknown id, ...), or undefined when there was no answer. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isApiFailure(error) && error.status !== null ? error.status : undefined;
}
