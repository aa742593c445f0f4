/**
 * A promise that resolves in a new task of the event loop, so the work after it cannot lengthen the task
 * that awaited it. The shared package's modules await it at their top level before their costly set-up
 * (the HTTP client, the RTK Query API): the browser then evaluates the shared chunk in several tasks
 * instead of one long one that blocks a reader's taps (build-kit/speed/README.md).
 * `scheduler.yield()` where the browser has it (its continuation runs before other waiting tasks), else a
 * MessageChannel message, which tests' fake timers do not hold back, unlike setTimeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
