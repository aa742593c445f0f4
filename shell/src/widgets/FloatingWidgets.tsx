import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { LazyChatWidget } from './chat/LazyChatWidget.tsx';

/**
 * The floating buttons (scroll to top, chat) in one dock, side by side, so neither covers the other and
 * the open chat panel (which opens above the dock) covers neither. At every width the dock is a bar at
 * the bottom of the screen whose height the page reserves (the frame's bottom padding, scroll-padding in
 * styles/app.css): text scrolls clear of it instead of sitting under a button, and at 1280 px, where the
 * page fills the screen, no side-panel link is hidden behind the chat button. The bar shows only once it
 * holds a button (the chat box loads after the page, the scroll button after some scrolling): never an
 * empty bar. Its buttons line up with the right edge of the page's content.
 */
export function FloatingWidgets() {
  return (
    <div
      data-floating-dock=""
      className={
        'fixed inset-x-0 bottom-0 z-30 hidden min-h-16 items-center border-t border-slate-200 bg-white/95 ' +
        'px-4 py-2 has-[button]:flex print:hidden'
      }
    >
      <div className="mx-auto flex w-full max-w-7xl items-center justify-end gap-3">
        <ScrollToTopButton />
        <LazyChatWidget />
      </div>
    </div>
  );
}
