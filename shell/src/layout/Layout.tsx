import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@journal/shared/router';
import { FloatingWidgets } from '../widgets/FloatingWidgets.tsx';
import { useScrollRestoration } from '../widgets/useScrollRestoration.ts';
import { DefaultMetadata } from './DefaultMetadata.tsx';
import { FirstHtmlMenuLinks, FirstHtmlPage, useAppRunning } from './firstHtml.tsx';
import { LazyFooter } from './footer/LazyFooter.tsx';
import { contentRowClass, FRAME_CLASS, HEADER_SLOT_CLASS, MAIN_CLASS } from './frame.ts';
import { layoutModeFor } from './layoutMode.ts';
import { Navbar } from './navbar/Navbar.tsx';
import { SidePanel } from './side-panel/SidePanel.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useFocusMainOnPathChange } from './useFocusMainOnPathChange.ts';

/**
 * The frame of every page: header, the page beside the side column, footer, and the floating widgets.
 * (Remote stylesheets are scoped to their section's subtree, so they cannot restyle anything here:
 * see shared/src/styles/remote.css.)
 * The site server renders this same component into every page's first HTML (site-server/src/siteFrame.tsx),
 * with the page's summary in the main column, and the browser hydrates it (docs/architecture.md, "The
 * first HTML"): until the app runs, the main column keeps the server's summary.
 */
export function Layout() {
  const { pathname } = useLocation();
  const mode = layoutModeFor(pathname);
  const mainRef = useRef<HTMLElement>(null);
  const appRunning = useAppRunning();
  const headerRef = useRef<HTMLDivElement>(null);
  // The site server's page loader makes the first HTML's forms inert until the app drives them
  // (site-server/src/scriptsAfterFirstPaint.ts): the header's are hydrated with this frame. (The footer's
  // newsletter form, hydrated when its chunk arrives, releases itself.)
  useEffect(() => {
    for (const form of headerRef.current?.querySelectorAll('form[inert]') ?? []) form.removeAttribute('inert');
  }, []);
  useScrollRestoration();
  useFocusMainOnPathChange(mainRef);

  return (
    <div className={FRAME_CLASS}>
      <DefaultMetadata />
      <SkipLink targetRef={mainRef} />
      {/* The server's first HTML reserves the same height, so its summary does not move when the app starts. */}
      <div ref={headerRef} className={HEADER_SLOT_CLASS}>
        <Navbar />
      </div>
      {/* From the large-screen breakpoint the bar's dropdowns need scripts: without them, their links are listed
          here (below it the Menu disclosure holds them). The browser ignores it when scripts run. */}
      <noscript>
        <nav aria-label="Site menu" className="border-b border-slate-200 bg-white max-lg:hidden">
          <FirstHtmlMenuLinks menusOnly />
        </nav>
      </noscript>
      <div className={contentRowClass(mode)}>
        <main id="main" ref={mainRef} tabIndex={-1} className={MAIN_CLASS}>
          {appRunning ? <Outlet /> : <FirstHtmlPage />}
        </main>
        <SidePanel mode={mode} mainRef={mainRef} />
      </div>
      <LazyFooter />
      <FloatingWidgets />
    </div>
  );
}
