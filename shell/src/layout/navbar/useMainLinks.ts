import { useCallback } from 'react';
import { matchSiteRoute, useCurrentIssueHref } from '@journal/shared';
import { prefetchSection } from '../../federation/remotes.ts';
import { CURRENT_ISSUE } from '../menus.ts';

/**
 * What every main navigation link needs, on the desktop bar and in the mobile menu alike:
 * - `resolve`: the Current Issue entry goes to the latest issue's paper list, which the site server
 *   puts into the page's site configuration (shared/src/latestIssue.ts); /current-issue when unknown;
 * - `warm`: on hover or focus, start loading the remote of the section the link leads to, and the page's chunk.
 */
export function useMainLinks() {
  const currentIssue = useCurrentIssueHref();
  const resolve = useCallback((to: string) => (to === CURRENT_ISSUE ? currentIssue : to), [currentIssue]);
  const warm = useCallback((to: string) => {
    const match = matchSiteRoute(new URL(to, 'http://site.invalid').pathname);
    if (match) prefetchSection(match.section, match.path);
  }, []);
  return { resolve, warm };
}
