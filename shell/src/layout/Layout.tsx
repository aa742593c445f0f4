import { useRef } from 'react';
import { Outlet, useLocation } from '@journal/shared/router';
import { FloatingWidgets } from '../widgets/FloatingWidgets.tsx';
import { useScrollRestoration } from '../widgets/useScrollRestoration.ts';
import { DefaultMetadata } from './DefaultMetadata.tsx';
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
 */
export function Layout() {
  const { pathname } = useLocation();
  const mode = layoutModeFor(pathname);
  const mainRef = useRef<HTMLElement>(null);
  useScrollRestoration();
  useFocusMainOnPathChange(mainRef);

  return (
    <div className={FRAME_CLASS}>
      <DefaultMetadata />
      <SkipLink targetRef={mainRef} />
      {/* The server's first HTML reserves the same height, so its summary does not move when the app starts. */}
      <div className={HEADER_SLOT_CLASS}>
        <Navbar />
      </div>
      <div className={contentRowClass(mode)}>
        <main id="main" ref={mainRef} tabIndex={-1} className={MAIN_CLASS}>
          <Outlet />
        </main>
        <SidePanel mode={mode} mainRef={mainRef} />
      </div>
      <LazyFooter />
      <FloatingWidgets />
    </div>
  );
}
