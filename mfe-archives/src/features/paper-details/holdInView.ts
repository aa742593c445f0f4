/** How long a section a page opened at is held in place, at most: the first screen's wait and an idle moment (AfterFirstScreen). */
const HOLD_MS = 5000;
/** What the reader does that ends the hold: from then on, where the page stands is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the element `id` where it stands in the window while the page above it is still being drawn: a
 * paper's full text arrives after the first screen and its sections take their real height when near
 * the viewport, which pushes a section below them (References) down. Chrome, Edge and Firefox hold the
 * reader's place by themselves (CSS scroll anchoring); Safari does not. Ends at the reader's first
 * scroll, touch, key or click, or after HOLD_MS. Answers a function that ends it sooner (an effect's
 * cleanup). docs/reliability.md, "Motion and place".
 */
export function holdInView(id: string): () => void {
  const target = document.getElementById(id);
  if (!target || typeof ResizeObserver !== 'function') return () => undefined;
  const top = target.getBoundingClientRect().top;
  // The body's height changes with every part drawn above the target: put the target back where it was.
  const observer = new ResizeObserver(() => {
    const moved = target.getBoundingClientRect().top - top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
  });
  observer.observe(document.body);
  const timer = window.setTimeout(stop, HOLD_MS);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, { capture: true });
  }
  return stop;
}
