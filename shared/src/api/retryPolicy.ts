import type { AxiosError } from 'axios';
import { isIdempotentCall } from '../contract/api/limits.ts';

/**
 * When the client tries a call again by itself. Every call is a POST, so the method says nothing: what
 * matters is whether sending it twice could do something twice, which the contract says per call
 * (`read`). Writes (contact, newsletter) are sent once: the reader decides whether to send again.
 */

export interface RetryTiming {
  /** Tries in all for a read (1 = no retry). */
  maxAttempts: number;
  /** Tries in all when the tries time out (a hung server costs the time limit each). */
  maxTimeoutAttempts: number;
  /** First backoff; each further try waits twice as long (before jitter). */
  backoffBaseMs: number;
  /** Longest backoff before jitter. */
  backoffMaxMs: number;
  /** Longest Retry-After the client waits for by itself; a longer one is reported to the reader instead. */
  retryAfterMaxMs: number;
}

/** Statuses that mean "the server or a proxy in front of it is briefly unable": worth another try. */
const transientStatuses = new Set([502, 503, 504]);

export function isTimeout(error: AxiosError): boolean {
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
}

/**
 * Whether a failed try of a read is worth another: no answer, a time-out (only while timing-out tries
 * remain), 502/503/504, or a 429 whose Retry-After is absent or short. 400, 401, 404, 500 would be the
 * same again; a caller's abort is never retried.
 */
export function shouldRetry(error: AxiosError, triesDone: number, timing: RetryTiming): boolean {
  if (error.code === 'ERR_CANCELED' || !isIdempotentCall(error.config?.url ?? '')) return false;
  if (triesDone >= timing.maxAttempts) return false;
  if (!error.response) return !isTimeout(error) || triesDone < timing.maxTimeoutAttempts;
  const { status, headers } = error.response;
  if (status === 429) {
    const asked = retryAfterMs(headerText(headers['retry-after']));
    return asked === undefined || asked <= timing.retryAfterMaxMs;
  }
  return transientStatuses.has(status);
}

/** Milliseconds before try number `retryNumber + 1`: the Retry-After of a 429, else exponential backoff with equal jitter. */
export function retryDelay(error: AxiosError, retryNumber: number, timing: RetryTiming, random: () => number): number {
  const header: unknown = error.response?.status === 429 ? error.response.headers['retry-after'] : undefined;
  const asked = retryAfterMs(headerText(header));
  if (asked !== undefined) return asked;
  const step = Math.min(timing.backoffMaxMs, timing.backoffBaseMs * 2 ** (retryNumber - 1));
  // "Equal jitter": half the step fixed, half random, so clients spread out but never hammer.
  return Math.round(step / 2 + random() * (step / 2));
}

/** A header's value as text: axios hands over strings, numbers or nothing (a list or object is no Retry-After). */
export function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
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
