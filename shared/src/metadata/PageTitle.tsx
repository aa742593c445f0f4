import { useLayoutEffect } from 'react';

/**
 * The one way a page names itself in the tab (docs/architecture.md, "Page titles"). It sets the text of
 * the document's one <title>, the element the site server wrote with the page's title, and never
 * removes it: leaving a page keeps its title until the next page renders its own, so the tab never
 * goes blank or through a placeholder. Render it only once the page knows its real title (not while
 * its data loads); a page renders exactly one (an inner page's effect runs before its parent's).
 * React's own <title> elements are not used: one of them unmounting empties the tab, and the first
 * <title> in the head, not the newest, is the one the browser shows.
 */
export function PageTitle({ children }: { children: string }) {
  // Before paint: the title changes in the frame the page's content appears in.
  useLayoutEffect(() => {
    const tab = browserDocument();
    if (tab && tab.title !== children) tab.title = children;
  }, [children]);
  return null;
}

/** The page's document, typed structurally: the API's Node types read this package's metadata without the DOM library. */
function browserDocument(): { title: string } | undefined {
  return (globalThis as { document?: { title: string } }).document;
}
