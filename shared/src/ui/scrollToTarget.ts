/**
 * Brings an element (the page's main container by default) into view smoothly, or instantly for
 * readers who asked the system for reduced motion. Missing element or API (tests, old browsers): no-op.
 */
export function scrollToTarget(id: string): void {
  const target = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!target || typeof target.scrollIntoView !== 'function') return;
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
