import { createContext, useContext, useSyncExternalStore, type ComponentType } from 'react';

/**
 * What the site server hands the frame when it renders the first HTML (site-server/src/siteFrame.tsx):
 * the page's summary, which stands in the main column until the app runs; the footer, which the
 * browser loads in a chunk of its own (LazyFooter) and the server renders at once; and the menus'
 * plain links (SiteMenuLinks), which only serve before and without scripts, so the browser never
 * draws them and their code stays out of its first load. The browser has none of these: its first
 * render hydrates the server's frame (main.tsx).
 */
export interface FirstHtmlParts {
  /** The page's summary as HTML (site-server/src/summary.ts). */
  page: string;
  Footer: ComponentType;
  MenuLinks: ComponentType<{ menusOnly?: boolean }>;
}

export const FirstHtmlContext = createContext<FirstHtmlParts | null>(null);

export function useFirstHtmlParts(): FirstHtmlParts | null {
  return useContext(FirstHtmlContext);
}

const neverChanges = () => () => undefined;

/**
 * False on the server and during the browser's hydration of the server's HTML, true from the render
 * after it (and at once in a tree the browser renders without server HTML: tests, the dev harness).
 * What differs between the two sides waits for it, so hydration meets exactly the server's markup.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The menus' plain links (shell/src/layout/navbar/SiteMenuLinks.tsx) as the server rendered them: the
 * browser keeps the server's nodes (plain links and a plain form work without the app) and never draws
 * them itself.
 */
export function FirstHtmlMenuLinks({ menusOnly = false }: { menusOnly?: boolean }) {
  const MenuLinks = useFirstHtmlParts()?.MenuLinks;
  if (MenuLinks)
    return (
      <div>
        <MenuLinks menusOnly={menusOnly} />
      </div>
    );
  return <div dangerouslySetInnerHTML={KEEP_SERVER_NODES} suppressHydrationWarning />;
}

/** Nothing of the browser's own: hydration leaves the server's children in place. */
const KEEP_SERVER_NODES = { __html: '' };

/**
 * The main column's content in the first HTML: the server's summary of the page. The browser's
 * hydration keeps the server's nodes as they are (an empty string here, and no comparison of them:
 * suppressHydrationWarning); once the app runs, the section's page replaces it and ServerSummary.tsx
 * keeps the summary on screen until that page has drawn.
 */
export function FirstHtmlPage() {
  const html = useFirstHtmlParts()?.page ?? '';
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
