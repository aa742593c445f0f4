import type { LayoutMode } from './layoutMode.ts';

/**
 * The frame's boxes, shared by the app's Layout and the site server's first HTML (site-server/src/summary.ts),
 * so the server summary paints where the app's page will be and nothing moves when the app takes over.
 */
export const FRAME_CLASS = 'flex min-h-screen flex-col bg-slate-50 text-slate-900 pb-16';

// pb-16: the floating widgets are a bar at the bottom (widgets/FloatingWidgets.tsx); the page ends above it.

/**
 * The header's height, reserved before the navbar exists (the server's HTML paints before the app starts).
 * These are the Navbar's own heights (logo row 65 px, 85 px from sm where the full name shows on two lines, plus the
 * menu bar from lg): if the navbar grows, grow these, or the page below it shifts when the app starts.
 */
export const HEADER_SLOT_CLASS = 'min-h-[65px] sm:min-h-[85px] lg:min-h-[138px]';

/**
 * The row of page and side column; min-h-svh keeps the footer below the fold while a section loads (CLS).
 * py-8 keeps 32 px between the header and the page, and between the page's last line and the footer.
 * Every class stands alone in a string: Tailwind finds classes by scanning the source text, and a class
 * glued to a template placeholder (`py-8${columns}`) is never generated (pages then run into the
 * footer; tests/e2e/page-spacing.spec.ts).
 */
const CONTENT_ROW_CLASS = 'mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 py-8';
const SIDE_COLUMN_CLASS = 'lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-8';

export function contentRowClass(mode: LayoutMode): string {
  return mode.sidePanel === 'none' ? CONTENT_ROW_CLASS : `${CONTENT_ROW_CLASS} ${SIDE_COLUMN_CLASS}`;
}

/** items-start (above): the main column is as tall as its content, which the side panel's 30% rule measures. */
export const MAIN_CLASS = 'min-w-0 focus:outline-none';
