import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { LazyChatWidget } from './chat/LazyChatWidget.tsx';

/**
 * The floating buttons (scroll to top, chat) in one dock, side by side, so neither covers the other and
 * the open chat panel (which opens above the dock) covers neither. Below the md breakpoint there is no
 * margin beside the text for them to float in, so the dock is a full-width bar at the bottom of the
 * screen, and the page reserves its height (DOCK_SPACE on the frame, scroll-padding in styles/app.css):
 * text scrolls clear of it instead of sitting under a button.
 */
export function FloatingWidgets() {
  return (
    <div
      data-floating-dock=""
      className={
        'fixed inset-x-0 bottom-0 z-30 flex min-h-16 items-center justify-end gap-3 border-t ' +
        'border-slate-200 bg-white/95 px-4 py-2 md:inset-x-auto md:right-4 md:bottom-4 md:min-h-0 ' +
        'md:border-0 md:bg-transparent md:p-0 print:hidden'
      }
    >
      <ScrollToTopButton />
      <LazyChatWidget />
    </div>
  );
}
