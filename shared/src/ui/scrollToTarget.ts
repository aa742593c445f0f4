/**
 * Brings an element (the page's main container by default) to the top of the window: smoothly for an
 * action on the page (pagination), at once with `{ smooth: false }` (a page opened at one of its
 * sections, as a link to an anchor does), and always at once for readers who asked the system for
 * reduced motion. 'instant', not 'auto': 'auto' takes the page's CSS `scroll-behavior`.
 * Missing element or API (tests, old browsers): no-op.
 */
export function scrollToTarget(id: string, { smooth = true }: { smooth?: boolean } = {}): void {
  const target = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!target || typeof target.scrollIntoView !== 'function') return;
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth && !reduceMotion ? 'smooth' : 'instant', block: 'start' });
}
