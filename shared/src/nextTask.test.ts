import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask.ts';

const withScheduler = globalThis as { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete withScheduler.scheduler;
  });

  it('resolves only after the work already queued in this task (its microtasks) has run', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('resolves under fake timers without the clock being moved (a module awaiting it at import never hangs a test)', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    withScheduler.scheduler = { yield: schedulerYield };
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
