import { useRef } from 'react';
import { Outlet, useLocation } from '@journal/shared/router';
import { ScrollToTopButton } from '../widgets/ScrollToTopButton.tsx';
import { LazyChatWidget } from '../widgets/chat/LazyChatWidget.tsx';
import { useScrollToTopOnPathChange } from '../widgets/useScrollToTopOnPathChange.ts';
import { DefaultMetadata } from './DefaultMetadata.tsx';
import { Footer } from './footer/Footer.tsx';
import { layoutModeFor } from './layoutMode.ts';
import { Navbar } from './navbar/Navbar.tsx';
import { SidePanel } from './side-panel/SidePanel.tsx';

/**
 * The frame of every page: header, the page beside the side column, footer, and the floating widgets.
 * (Remote stylesheets are scoped to their section's subtree, so they cannot restyle anything here:
 * see shared/src/styles/remote.css.)
 */
export function Layout() {
  const { pathname } = useLocation();
  const mode = layoutModeFor(pathname);
  const mainRef = useRef<HTMLElement>(null);
  useScrollToTopOnPathChange();

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <DefaultMetadata />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        Skip to main content
      </a>
      <Navbar />
      {/* min-h-svh: the footer starts below the fold, so it does not jump (CLS) when a section's content replaces its spinner */}
      <div
        className={`mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 py-8 ${
          mode.sidePanel === 'none' ? '' : 'lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-8'
        }`}
      >
        {/* items-start: the main column is as tall as its content, which the side panel's 30% rule measures */}
        <main id="main" ref={mainRef} tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
        <SidePanel mode={mode} mainRef={mainRef} />
      </div>
      <Footer />
      <ScrollToTopButton />
      <LazyChatWidget />
    </div>
  );
}
