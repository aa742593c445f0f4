import { http } from '@journal/shared';

/**
 * Every call of the content API carries an `X-Request-Id`, so a reader's report ("the page said it could
 * not load at 10:42") can be matched with the site server's and the API's logs. Registered once by the
 * shell on the page's one HTTP client: the remotes' requests go through the same client (the shared
 * singleton), so they are tagged too (tests/e2e/composition.spec.ts checks it). Each try of a call has an
 * id of its own.
 */
export function tagApiRequests(): void {
  let sequence = 0;
  const page = Math.random().toString(36).slice(2, 10);
  http.onRequest((request) => {
    sequence += 1;
    request.headers.set('X-Request-Id', `${page}-${sequence}`);
  });
}
