import { useEffect, useRef } from 'react';
import { useLocation } from '@journal/shared/router';

/**
 * A new page starts at its top. Only a change of path counts: a section that changes the query of
 * its own page (page number, chosen issue) handles scrolling itself, smoothly, to its list.
 * 'instant' overrides the stylesheet's smooth scrolling, which would otherwise animate every navigation.
 */
export function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
