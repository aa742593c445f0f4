import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadAllPages } from '../lazyPage.tsx';
import { network, requestsSettled, unanswered } from './network.ts';

// Page tests (jsdom) fake the content API with MSW (fakeApi.ts); a request the test did not answer fails
// the test, naming the request, instead of reaching a real server or passing unnoticed. Server tests (Node
// environment) talk to real local servers, so MSW stays off there.
const pageTest = typeof window !== 'undefined';
// findBy/waitFor give up after 5 s, not Testing Library's 1 s: on two cores busy with a browser test run a
// page's first render (its chunk, the store, the first answer) took longer than 1 s, and the test failed on
// "Loading Paper..." although nothing was wrong. A page that never arrives still fails, within testTimeout.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => {
  if (pageTest)
    network.listen({
      onUnhandledRequest(request, print) {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    });
});
// A remote's pages load on first use (lazyPage); loaded before each test, a test starts on the page itself
// (React 19 resumes a page that suspended inside act() only when that act is awaited).
beforeEach(() => loadAllPages());
afterEach(async () => {
  cleanup();
  if (!pageTest) return;
  // Requests still in flight belong to this test (network.ts). Under fake timers the wait could not end
  // by itself, so it is skipped there.
  if (!vi.isFakeTimers()) await requestsSettled(1000);
  network.resetHandlers();
  const requests = unanswered.splice(0);
  if (requests.length > 0) throw new Error(`The test did not answer: ${requests.join(', ')} (renderPage's answers)`);
});
afterAll(() => {
  if (pageTest) network.close();
});
