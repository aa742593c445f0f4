import { setupServer } from 'msw/node';

/**
 * The network of the browser packages' tests: MSW intercepts every request (XMLHttpRequest, fetch), so
 * nothing reaches a real server. Started by the shared Vitest setup (setup.ts); tests answer the content
 * API through `fakeApi`/`renderPage` (fakeApi.ts, renderPage.tsx).
 */
export const network = setupServer();

/** Requests of the current test that nothing answered; the shared setup fails the test when there are any. */
export const unanswered: string[] = [];
