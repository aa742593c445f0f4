import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen, OptionalPart } from '@journal/shared/deferred';

const ChatWidget = lazy(() => import('./ChatWidget.tsx').then((module) => ({ default: module.ChatWidget })));

/** Longest wait for an idle moment before the chat box loads anyway (busy pages never go idle). */
const IDLE_TIMEOUT_MS = 4000;
/**
 * How long the page gets for its own content first. Idle alone is too early: while the shell waits
 * for the section's remote and the API the main thread is idle, so the chat chunk would be fetched before
 * the content (bench: JS to first content).
 */
const PAGE_FIRST_MS = 3000;
/** A reader who starts using the page may want the chat box: load it at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Loads the chat box in its own chunk after the page itself: on the reader's first interaction, or
 * at the first idle moment after PAGE_FIRST_MS. It renders nothing until then (it is a fixed-position
 * launcher, so its arrival shifts no layout), and if its chunk fails to load the page goes on without it.
 */
export function LazyChatWidget() {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterThePage(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <OptionalPart name="chat">
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </OptionalPart>
  );
}

/** Runs `callback` once, on the first interaction or when idle after PAGE_FIRST_MS; returns a cancel function. */
function afterThePage(callback: () => void): () => void {
  const run = () => {
    cancel();
    callback();
  };
  const cancelWait = afterFirstScreen(run, { waitMs: PAGE_FIRST_MS, idleTimeoutMs: IDLE_TIMEOUT_MS });
  for (const type of INTERACTIONS) window.addEventListener(type, run, { passive: true, capture: true });
  function cancel() {
    cancelWait();
    for (const type of INTERACTIONS) window.removeEventListener(type, run, { capture: true });
  }
  return cancel;
}
