import { useEffect } from 'react';
import { useLocation } from '@journal/shared/router';

/**
 * The first page's title stays the one the site server wrote until the reader moves to another page.
 *
 * The server's <title> is the page's own (built from the same data the page shows). Were it removed at
 * start, the title would go empty, then to the site's default while the section loads, then to the
 * page's placeholder while its data loads, and only then back: crawlers and bookmarks could catch any
 * of them. Kept as the head's first <title>, it is the one the document shows (the first in tree order
 * counts), until the page renders the same title itself, or the address names another page: then it
 * is removed and the app's titles take over.
 * React 19 inserts a page's <title> before the first one in the head, so an observer puts the
 * server's back in front (in the same microtask checkpoint: no task ever sees another title).
 * The server's canonical address is the same page (a paper's address gains its title slug on load).
 */
const SERVER_TITLE = 'title[data-head="server"]';

let firstPage: Set<string> | null = null;
let keepFirst: MutationObserver | null = null;

/** Call at start, before the server's other head tags are removed: notes the addresses the title belongs to. */
export function keepServerTitle(): void {
  const serverTitle = document.head.querySelector(SERVER_TITLE);
  // A page the server answered 404 (noindex) gets the app's own wording ("Topic Not Found", ...).
  if (!serverTitle || document.head.querySelector('meta[name="robots"][content="noindex"][data-head="server"]')) return;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"][data-head="server"]')?.href;
  firstPage = new Set([addressOf(window.location.href), ...(canonical ? [addressOf(canonical)] : [])]);
  keepFirst = new MutationObserver(() => {
    if (!serverTitle.isConnected) return;
    const titles = [...document.head.querySelectorAll('title')].filter((title) => title !== serverTitle);
    // The page has rendered its own title, the same: it takes over (one <title> in the settled page).
    if (titles.some((title) => title.textContent === serverTitle.textContent)) {
      forgetServerTitle();
      return;
    }
    if (titles[0] && titles[0].compareDocumentPosition(serverTitle) & Node.DOCUMENT_POSITION_FOLLOWING) {
      document.head.insertBefore(serverTitle, titles[0]);
    }
  });
  keepFirst.observe(document.head, { childList: true, subtree: true, characterData: true });
}

function forgetServerTitle(): void {
  firstPage = null;
  keepFirst?.disconnect();
  keepFirst = null;
  document.head.querySelector(SERVER_TITLE)?.remove();
}

function addressOf(url: string): string {
  const { pathname, search } = new URL(url, window.location.href);
  return `${pathname.replace(/\/+$/, '') || '/'}${search}`;
}

/** Removes the server's title once the location is no longer the first page. */
export function useServerTitleUntilNavigation(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!firstPage || firstPage.has(addressOf(`${pathname}${search}`))) return;
    forgetServerTitle();
  }, [pathname, search]);
}
