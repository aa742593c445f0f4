import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { DeferredHead } from '../metadata/DeferredHead.tsx';
import { afterFirstScreen, FIRST_SCREEN_MS } from './afterFirstScreen.ts';

// jsdom has no requestIdleCallback: the idle moment is the next task.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstScreen', () => {
  it('waits for the first screen, then the next idle moment; a cancel before then stops it', () => {
    const ran = vi.fn();
    const cancelled = vi.fn();
    afterFirstScreen(ran);
    const cancel = afterFirstScreen(cancelled);
    vi.advanceTimersByTime(FIRST_SCREEN_MS - 1);
    cancel();
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('DeferredHead', () => {
  // The first test's timers pass the visit's first screen: a head drawn later comes at once.
  it('names the tab at once and draws the other tags after the first screen; a later page draws them at once', async () => {
    document.title = 'Before';
    const Tags = lazy(async () => ({ default: () => <meta name="description" content="The paper's abstract." /> }));
    const first = render(
      <DeferredHead title="A paper | The journal">
        <Tags />
      </DeferredHead>,
    );
    expect(document.title).toBe('A paper | The journal');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS + 1));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', "The paper's abstract.");
    first.unmount();

    render(
      <DeferredHead title="Another paper | The journal">
        <Tags />
      </DeferredHead>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(document.title).toBe('Another paper | The journal');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', "The paper's abstract.");
  });

  it('keeps the page and its title when the tags cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('chunk gone')));
    render(
      <main>
        <h1>The paper</h1>
        <DeferredHead title="The paper | The journal">
          <Broken />
        </DeferredHead>
      </main>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS + 1));
    expect(screen.getByRole('heading', { name: 'The paper' })).toBeInTheDocument();
    expect(document.title).toBe('The paper | The journal');
    expect(warn).toHaveBeenCalledWith('[head tags] could not be loaded', expect.any(Error));
  });
});
