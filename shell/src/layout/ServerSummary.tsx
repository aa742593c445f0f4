import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The site server's summary of the first page (site-server/src/firstHtml/, the app's own components: heading, description or
 * abstract, styled like the page) is the page's first paint and its largest contentful paint. React
 * clears #root on its first commit; the summary node is kept and shown again, in the same place, as
 * the loading state of that first page, until the section's own content replaces it. A page reached
 * later (client navigation) shows the usual spinner.
 */
let firstPage: { address: string; node: Element } | null = null;

/** Call once, before createRoot: remembers the server summary and the address it was rendered for. */
export function keepServerSummary(root: Element): void {
  const node = root.querySelector('.server-summary');
  firstPage = node ? { address: window.location.pathname + window.location.search, node } : null;
}

/** While the first page's section loads: its server summary (the same DOM node), else `fallback`. */
export function ServerSummaryOr({ fallback }: { fallback: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  // The address the router has just rendered (it updates history before rendering a new page).
  const node =
    firstPage && firstPage.address === window.location.pathname + window.location.search ? firstPage.node : null;

  // Before paint, so the summary never blinks out between React's first commit and this one.
  useLayoutEffect(() => {
    if (node && slot.current && node.parentNode !== slot.current) slot.current.replaceChildren(node);
  }, [node]);

  if (!node) return fallback;
  return <div ref={slot} aria-busy="true" />;
}
