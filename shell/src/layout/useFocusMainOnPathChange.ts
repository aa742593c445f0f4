import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@journal/shared/router';

/**
 * After a client-side move to another page, focus goes to the main content, as it would start there
 * after a full page load: the next Tab continues in the new page instead of the link that was pressed
 * (or, when that link is gone, the top of the document), and a screen reader starts reading the page.
 * A page that put focus somewhere inside its own content (a section it was sent to) keeps it there.
 * Only a change of path counts: a page changing its own query (page number, chosen issue) handles focus itself.
 */
export function useFocusMainOnPathChange(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
