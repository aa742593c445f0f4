import { describe, expect, it } from 'vitest';
import { isIdempotentCall } from '../contract/api/limits.ts';
import { retryAfterMs } from './retryPolicy.ts';

describe('which calls the client retries by itself', () => {
  it('retries every read and never contact or newsletter', () => {
    for (const path of [
      '/archiveYearListing',
      '/archivePaperListing',
      '/archivePaperNew',
      '/searchArchive',
      '/conferenceFetch',
      '/thesisDataListing',
      '/topics',
      '/blogDetails',
      '/editorialBoard',
    ]) {
      expect(isIdempotentCall(path), path).toBe(true);
    }
    expect(isIdempotentCall('/contactUs')).toBe(false);
    expect(isIdempotentCall('/newsletterSubscribe')).toBe(false);
    expect(isIdempotentCall('/somethingNew')).toBe(false);
    expect(isIdempotentCall('/toString')).toBe(false);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
  });
});
