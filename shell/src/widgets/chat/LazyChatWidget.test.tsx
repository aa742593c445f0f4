import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@journal/shared/testing';
import { LazyChatWidget } from './LazyChatWidget.tsx';

// jsdom has no requestIdleCallback: each test says when the browser is idle.
let idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = (callback: IdleRequestCallback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
  cleanup(); // unmount (the widget cancels its idle callback) before the stand-ins go
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const launcher = () => screen.queryByRole('button', { name: 'Chat with us' });
const browserGoesIdle = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback({} as IdleDeadline)));

describe('LazyChatWidget', () => {
  it('leaves the first seconds to the page even while the browser is idle, then loads the chat box', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage(<LazyChatWidget />);
    browserGoesIdle();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    browserGoesIdle();
    expect(launcher()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    browserGoesIdle();
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeVisible();
  });

  it('loads the chat box at once when the reader starts using the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage(<LazyChatWidget />);
    expect(launcher()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeVisible();
  });
});
