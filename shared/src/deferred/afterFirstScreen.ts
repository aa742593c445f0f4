/**
 * How long a page's first screen gets before what waits for it goes ahead. Idle alone is too early:
 * the first paint leaves the main thread idle within a frame (and so does waiting for a remote or the
 * API), so deferred chunks would be fetched together with the first screen's own.
 */
export const FIRST_SCREEN_MS = 1500;
/** Longest wait for an idle moment once the first screen's time is up (a busy page never goes idle). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The browser's timers, typed structurally: the API's Node types read the metadata entry (which uses
 * this file) without the DOM library.
 */
interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
  cancelIdleCallback?(handle: unknown): void;
}
const timers = globalThis as unknown as Timers;

/** Runs `callback` when the browser is idle (on the next task where it cannot say); answers a cancel function. */
function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof timers.requestIdleCallback === 'function') {
    const handle = timers.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => timers.cancelIdleCallback?.(handle);
  }
  const handle = timers.setTimeout(callback, 0);
  return () => timers.clearTimeout(handle);
}

/** Whether a first screen of this visit has had its time: a later page need not wait again. */
let passed = false;

export function firstScreenPassed(): boolean {
  return passed;
}

/**
 * Runs `callback` once the first screen has had its time (`waitMs`) and the browser is next idle:
 * the moment for what a reader does not need first (a paper's full text, its citation block and
 * head tags, the chat box), so its chunks stay out of the page's first load (docs/performance.md,
 * "JS budget"). Answers a function that cancels it.
 */
export function afterFirstScreen(
  callback: () => void,
  { waitMs = FIRST_SCREEN_MS, idleTimeoutMs = IDLE_TIMEOUT_MS }: { waitMs?: number; idleTimeoutMs?: number } = {},
): () => void {
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    passed = true;
    callback();
  };
  const timer = timers.setTimeout(() => (cancelIdle = whenIdle(run, idleTimeoutMs)), waitMs);
  return () => {
    timers.clearTimeout(timer);
    cancelIdle?.();
  };
}
