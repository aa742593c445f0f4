import { isAxiosError } from 'axios';
import { headerText, retryAfterMs } from './retryPolicy.ts';

/**
 * The one error the site's code sees when a call of the content API fails: never axios internals.
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

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'explained' in error && 'message' in error && 'status' in error;
}

/** An ApiFailure from whatever axios rejected with. */
export function toApiFailure(error: unknown): ApiFailure {
  if (!isAxiosError(error)) return { status: null, message: failureMessages.malformed, explained: true };
  const response = error.response;
  if (!response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { status: null, message: timedOut ? failureMessages.timeout : failureMessages.network, explained: true };
  }
  // A 2xx whose body is not JSON (axios could not parse it) is a broken answer, not an error status.
  if (response.status >= 200 && response.status < 300)
    return { status: null, message: failureMessages.malformed, explained: true };
  const message = (response.data as { message?: unknown } | null | undefined)?.message;
  const retryAfter = retryAfterMs(headerText(response.headers['retry-after']));
  return {
    status: response.status,
    message: typeof message === 'string' && message.length > 0 ? message : failureMessages.http,
    explained: typeof message === 'string' && message.length > 0,
    ...(retryAfter !== undefined && retryAfter > 0 ? { retryAfterSeconds: Math.ceil(retryAfter / 1000) } : {}),
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
