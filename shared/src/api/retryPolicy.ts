import type { ApiError } from './apiError.ts';
import type { ApiPath } from './types.ts';

/**
 * When the client tries a call again by itself. Every call is a POST (SPEC 7), so the method says
 * nothing: what matters is whether sending it twice could do something twice.
 */

/** Calls that record something: a second try could send the message or subscribe twice. The reader retries them. */
type WriteCall = '/contactUs' | '/newsletterSubscribe';

/**
 * Every read of the API, safe to send again. Typed over the call table, so adding a call to
 * `ApiCalls` does not compile until it is classed here or as a write.
 */
const readCalls: Record<Exclude<ApiPath, WriteCall>, true> = {
  '/archiveYearListing': true,
  '/archivePaperListing': true,
  '/archivePaperNew': true,
  '/archiveSuggestions': true,
  '/searchArchive': true,
  '/conferenceCategoriesFetch': true,
  '/conferenceFetch': true,
  '/searchConference': true,
  '/conferenceDetails': true,
  '/thesisYearListing': true,
  '/thesisDataListing': true,
  '/thesisDetails': true,
  '/searchThesis': true,
  '/topics': true,
  '/blogListing': true,
  '/blogDetails': true,
  '/blogsByTag': true,
  '/editorialBoard': true,
  '/editorialMember': true,
};

export function isIdempotentCall(path: string): boolean {
  return Object.hasOwn(readCalls, path);
}

export interface RetryTiming {
  /** First backoff; each further try waits twice as long (before jitter). */
  backoffBaseMs: number;
  /** Longest backoff before jitter. */
  backoffMaxMs: number;
  /** Longest Retry-After the client waits for by itself; a longer one is reported to the reader instead. */
  retryAfterMaxMs: number;
}

/** Statuses that mean "the server or a proxy in front of it is briefly unable": worth another try. */
const transientStatuses = new Set([502, 503, 504]);

/**
 * Milliseconds to wait before the next try after `error` on try number `attempt` (1 for the first),
 * or null when the failure is not worth another try: 400, 401, 404, 500 and other answers would be the
 * same again, and a 2xx that is not JSON is a bug, not a blip.
 */
export function retryDelay(error: ApiError, attempt: number, timing: RetryTiming, random: () => number): number | null {
  if (error.kind === 'network' || error.kind === 'timeout') return backoff(attempt, timing, random);
  if (error.kind !== 'http' || !error.response) return null;
  const { status, headers } = error.response;
  if (status === 429) {
    const asked = retryAfterMs(headers['retry-after']);
    if (asked === undefined) return backoff(attempt, timing, random);
    return asked <= timing.retryAfterMaxMs ? asked : null;
  }
  return transientStatuses.has(status) ? backoff(attempt, timing, random) : null;
}

/** Exponential backoff with "equal jitter": half the step fixed, half random, so clients spread out but never hammer. */
function backoff(attempt: number, timing: RetryTiming, random: () => number): number {
  const step = Math.min(timing.backoffMaxMs, timing.backoffBaseMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date (RFC 9110 10.2.3); undefined if absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number = Date.now()): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; without letters, Date.parse would read "-1" or "1.5" as a year.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
