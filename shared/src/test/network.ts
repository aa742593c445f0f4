import { setupServer } from 'msw/node';

/**
 * The network of the browser packages' tests: MSW intercepts every request (XMLHttpRequest, fetch), so
 * nothing reaches a real server. Started by the shared Vitest setup (setup.ts); tests answer the content
 * API through `fakeApi`/`renderPage` (fakeApi.ts, renderPage.tsx).
 */
export const network = setupServer();

/** Requests of the current test that nothing answered; the shared setup fails the test when there are any. */
export const unanswered: string[] = [];

// Requests MSW has started and not yet finished (answered, or found to have no handler).
const inFlight = new Set<string>();
const whenSettled = new Set<() => void>();
network.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
network.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
  if (inFlight.size === 0) for (const settle of [...whenSettled]) settle();
});

/**
 * Resolves once no request is in flight, or after `limitMs`. The shared setup waits for it before it
 * resets the handlers: a request a page sent in the test's last moments (a lazily loaded section that
 * arrived as the test ended) is then answered, or found unanswered, by that test's own fake API, instead
 * of reaching no handler and failing the next test in the file. It first lets one task pass, so that a
 * request already on its way (in axios's interceptors, or sent by a timer that was due) has reached MSW.
 */
export async function requestsSettled(limitMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (inFlight.size === 0) return;
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      whenSettled.delete(settle);
      resolve();
    };
    const timer = setTimeout(settle, limitMs);
    whenSettled.add(settle);
  });
}
