import { useCallback, useContext } from 'react';
// The facade's own modules: re-exported from ../router.ts (the context is read here only).
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

/**
 * Whether the browser is still at the address this page was drawn for. An answer can arrive after the
 * reader has moved on (a link or Back taken while it loaded) and before the router has drawn the next
 * page (navigations render in a transition, docs/architecture.md "How a section loads"): a page that
 * then replaces the address (a canonical slug, a list's fall-back) would overwrite the reader's new
 * address with its own and take them back to it. Pages ask this first.
 *
 * The history's own address is ahead of the rendered one while a navigation is pending (BrowserRouter's
 * history reads the address bar); a data router's navigator has none, and nothing is checked there.
 */
export function useStillShown(): () => boolean {
  const { pathname, search } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    const now = (navigator as { location?: { pathname: string; search: string } }).location;
    return !now || (now.pathname === pathname && now.search === search);
  }, [navigator, pathname, search]);
}
