import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@journal/shared/router';

/** How long a Back or Forward keeps trying to reach its old position while the page's content arrives. */
const RESTORE_FOR_MS = 3_000;
/** Frames in a row the page must keep its height, with the window at its old position, before a restore stops. */
const SETTLED_FRAMES = 5;

/** Scroll positions by history entry (react-router's location key), for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Where the window stands after a navigation.
 * - Back and Forward (POP) return to where the reader was on that entry: a paper list's page 3 opens
 *   where they left it, restored as soon as the page is tall enough (its content may still be loading).
 * - A new page (PUSH or REPLACE to another path) starts at its top. A change of the query alone (a list's
 *   page number, a chosen issue) is left to the section, which scrolls smoothly to its list.
 * - A link within the page (an article's Contents, `#section`) is the browser's own scroll. The browser
 *   makes it a new history entry without the router's state, which the router reports as a POP: taken
 *   for Back, it sent the reader to a position saved for another entry (docs/content.md).
 * 'instant' overrides the stylesheet's smooth scrolling, which would otherwise animate every navigation.
 * React Router's own ScrollRestoration needs its data router, which the shell does not use
 * (docs/architecture.md, "Shared singletons"), hence these few lines.
 */
export function useScrollRestoration(): void {
  const { key, pathname, search, hash } = useLocation();
  // Back or Forward; it changes only together with the entry's key.
  const popped = useNavigationType() === NavigationType.Pop;
  const previous = useRef({ pathname, search });
  // The page the site opened on keeps the browser's own position (a reload, a link to #section).
  const opened = useRef(false);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Recorded under the entry the browser is on: as the reader scrolls, and at every click or key press
    // before the page handles it (a scroll event comes a frame late, after a link may have moved on).
    // Not when the router commits the navigation: it does so in a transition, after the new page's
    // smooth scroll has begun.
    const record = () => positions.set(currentEntryKey(), window.scrollY);
    const events: Array<[string, AddEventListenerOptions]> = [
      ['scroll', { passive: true }],
      ['click', { capture: true }],
      ['keydown', { capture: true }],
    ];
    for (const [type, options] of events) window.addEventListener(type, record, options);
    return () => {
      for (const [type, options] of events) window.removeEventListener(type, record, options);
    };
  }, []);

  // Every navigation has a new key; the path and type change only with it.
  useLayoutEffect(() => {
    const pathChanged = previous.current.pathname !== pathname;
    const samePage = !pathChanged && previous.current.search === search;
    previous.current = { pathname, search };
    let stop = () => {};
    const saved = positions.get(key);
    if (!opened.current) opened.current = true;
    else if (samePage && hash) return stop;
    else if (popped && saved !== undefined) stop = restore(saved);
    else if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return stop;
  }, [key, pathname, search, hash, popped]);
}

/**
 * Scrolls to `top` and holds it there, trying on each frame for a while, until the page has settled: tall
 * enough to reach `top`, and the same height, with the window still at `top`, for a few frames in a row.
 * A section renders the entry's content a moment after the shell has moved (its list may still be
 * loading, or shows the other page for a frame), and the browser's scroll anchoring then shifts the
 * window with that content; stopping at the first reachable frame left the reader a few lines off.
 * A reader's own scrolling stops it.
 */
function restore(top: number): () => void {
  const deadline = Date.now() + RESTORE_FOR_MS;
  let frame = 0;
  let lastHeight = -1;
  let settledFrames = 0;
  const attempt = () => {
    const height = document.documentElement.scrollHeight;
    const reachable = height - window.innerHeight >= top;
    const held = reachable && height === lastHeight && Math.round(window.scrollY) === Math.round(top);
    settledFrames = held ? settledFrames + 1 : 0;
    lastHeight = height;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (settledFrames < SETTLED_FRAMES && Date.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { once: true, passive: true });
  attempt();
  return stop;
}

/** React Router keeps each entry's key in the browser's history state; the entry the site opened on has none. */
function currentEntryKey(): string {
  return (window.history.state as { key?: string } | null)?.key ?? 'default';
}
