import type { RoutePattern } from '@journal/shared';

/**
 * How the frame around a page looks (docs/sections.md), decided from the path alone so the navbar,
 * side panel and tests agree. Paths are compared the way the router matches them: case-insensitive,
 * trailing slash ignored.
 */
export interface LayoutMode {
  /** 'full': the whole side column; 'submit-only': just the Ready to Submit? card; 'none': the page is full width. */
  sidePanel: 'full' | 'submit-only' | 'none';
  /** On the paper-browsing sections a tall Quick Links or Policies list folds into a dropdown. */
  collapsibleLists: boolean;
}

// Pages of the route table (sections.ts), checked by the compiler.
const FULL_WIDTH: ReadonlySet<string> = new Set<RoutePattern>([
  'privacy-policy',
  'terms-and-conditions',
  'refund-policy',
]);
const SUBMIT_ONLY: ReadonlySet<string> = new Set<RoutePattern>(['contact-us']);
/** Each group and its list and details pages, e.g. /archives, /archives/paperlist. */
const COLLAPSIBLE_GROUPS: ReadonlySet<string> = new Set<RoutePattern>([
  'current-issue',
  'conference',
  'thesis',
  'archives',
]);

export function layoutModeFor(pathname: string): LayoutMode {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (segments.length === 1 && FULL_WIDTH.has(first)) return { sidePanel: 'none', collapsibleLists: false };
  if (segments.length === 1 && SUBMIT_ONLY.has(first)) return { sidePanel: 'submit-only', collapsibleLists: false };
  return { sidePanel: 'full', collapsibleLists: COLLAPSIBLE_GROUPS.has(first) };
}
