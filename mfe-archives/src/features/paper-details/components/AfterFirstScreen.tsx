import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How long the first screen gets before what is below it is drawn anyway. Idle alone is too early:
 * the article's first paint leaves the main thread idle within a frame, and the deferred part's chunks
 * would be fetched together with the first screen's (as the chat box's would, shell/src/widgets/chat).
 */
const FIRST_SCREEN_MS = 1500;
/** Longest wait for an idle moment after FIRST_SCREEN_MS. */
const IDLE_TIMEOUT_MS = 2000;
/** Drawn once its place comes within this distance of the viewport (a screen's height). */
const NEAR_VIEWPORT = '100% 0px';

/**
 * What a page draws below its first screen (a paper's full text, "Cite this article" and related papers): drawn
 * when the reader scrolls near it (or follows a link to it), or at the first idle moment after
 * FIRST_SCREEN_MS, whichever comes first. So the code it loads and the work it renders wait until
 * the content a reader came for is on screen (shared/build/speed/README.md). Until then `placeholder`
 * holds its place: give it the part's height and anchor, so a link to it lands in the right place and
 * nothing below moves when it arrives.
 * In this remote, not in the shared package: every page loads the shared package's singleton, and only
 * the paper details page needs this.
 */
export function AfterFirstScreen({
  children,
  placeholder,
  nearViewport = NEAR_VIEWPORT,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** How near the viewport its place must come to be drawn (a rootMargin); `0px`: once it is in view. */
  nearViewport?: string;
}) {
  // Where there is no IntersectionObserver (jsdom in the component tests) it is drawn with the page, as
  // before this deferral: its requests then start while the test still answers them.
  const [shown, setShown] = useState(() => typeof window.IntersectionObserver !== 'function');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: nearViewport },
    );
    if (place.current) observer.observe(place.current);
    let cancelIdle: () => void = () => undefined;
    const timer = window.setTimeout(() => (cancelIdle = whenIdle(show)), FIRST_SCREEN_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [shown, nearViewport]);
  return shown ? children : <div ref={place}>{placeholder}</div>;
}

/** Runs `callback` when the browser is idle (on the next task where it cannot say); returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}
