import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

const ChatWidget = lazy(() => import('./ChatWidget.tsx').then((module) => ({ default: module.ChatWidget })));

/** Longest wait for an idle moment before the chat box loads anyway (busy pages never go idle). */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Loads the chat box in its own chunk once the browser is idle, after the page itself. It renders
 * nothing until then, and if its chunk fails to load the page goes on without it.
 */
export function LazyChatWidget() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Optional>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </Optional>
  );
}

/** Runs `callback` when the browser is idle; returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(handle);
}

/** An error boundary that shows nothing: an optional widget must never take the page down with it. */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[chat] the chat box could not be loaded', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
