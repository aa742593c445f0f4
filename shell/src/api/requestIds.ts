import { http } from '@journal/shared';

/**
 * Every call of the content API carries an `X-Request-Id`, so a reader's report ("the page said it could
 * not load at 10:42") can be matched with the site server's and the API's logs. Registered once by the
 * shell on the page's one axios instance: the remotes' requests go through the same instance (the shared
 * singleton), so they are tagged too (tests/e2e/composition.spec.ts checks it).
 */
export function tagApiRequests(): void {
  let sequence = 0;
  const page = Math.random().toString(36).slice(2, 10);
  http.interceptors.request.use((config) => {
    sequence += 1;
    config.headers.set('X-Request-Id', `${page}-${sequence}`);
    return config;
  });
}
