import type { MouseEvent, RefObject } from 'react';

/**
 * The first focusable element of every page: hidden until focused, then shown at the top left.
 * Activating it moves focus to the main content itself (not only the scroll position), so the next
 * Tab continues inside the page. Handled in script so the address never gains "#main" and the
 * router sees no navigation; the href keeps it working before the app has started.
 */
export function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = targetRef.current;
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className={
        'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 ' +
        'focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:font-semibold ' +
        'focus:text-brand-800 focus:shadow'
      }
    >
      Skip to main content
    </a>
  );
}
