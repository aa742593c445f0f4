import { latestIssueOf, type IssueRef } from '@journal/shared';
import type { ApiReader } from './apiReader.ts';

/**
 * The journal's latest issue for every page's site configuration and server-rendered navigation
 * (the Current Issue link). Read from the archive index and kept for `ttlMs`; a page waits at most
 * `waitMs` for a fresh read and otherwise uses the last one known (none: the link goes to
 * /current-issue), so a slow API never holds a page.
 */
export interface LatestIssueSource {
  get(): Promise<IssueRef | null>;
}

export function createLatestIssueSource(api: ApiReader, { ttlMs = 60_000, waitMs = 1_000 } = {}): LatestIssueSource {
  let known: IssueRef | null = null;
  let readAt = 0;
  let reading: Promise<void> | null = null;

  function refresh(): Promise<void> {
    reading ??= api
      .get('/archiveYearListing')
      .then(
        (index) => {
          known = latestIssueOf(index.archives);
          readAt = Date.now();
        },
        () => undefined, // the API is away: keep the last issue known, try again on the next page
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    async get() {
      if (Date.now() - readAt > ttlMs) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([refresh(), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
        clearTimeout(timer);
      }
      return known;
    },
  };
}
