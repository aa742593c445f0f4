import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { journal } from '@journal/shared';
import { useLocation } from '@journal/shared/router';
import { ExternalLink } from '../ExternalLink.tsx';
import { Logo } from '../Logo.tsx';
import { useEditorialSystemLink } from '../useEditorialSystemLink.ts';
import { DesktopNav } from './DesktopNav.tsx';
import { LazyMobileMenu, preloadMobileMenu } from './LazyMobileMenu.tsx';
import { SiteSearchBox } from './SiteSearchBox.tsx';
import { buttonClass, Icon } from '@journal/shared/ui';
import { FirstHtmlMenuLinks, useAppRunning } from '../firstHtml.tsx';

/**
 * The site header: the journal's name, then the main bar on large screens; on smaller ones the logo,
 * a Login button and Menu. Menu is a disclosure (<details>) that works before and without scripts: it
 * opens a panel of plain links under the header (SiteMenuLinks, rendered by the site server). Once the app runs (it hydrates this
 * header, main.tsx), the same control opens the full-screen menu instead.
 */
export function Navbar() {
  const loginHref = useEditorialSystemLink();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuShownFor, setMenuShownFor] = useState(location.key);
  const menuButtonRef = useRef<HTMLElement>(null);
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  // Until the app runs Menu is the disclosure's own (the browser says whether it is open); then it opens a dialog.
  const appRunning = useAppRunning();
  const wasOpen = useRef(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (menuShownFor !== location.key) {
    setMenuShownFor(location.key);
    setMenuOpen(false);
  }

  // A panel opened before the app ran closes when the reader moves to another page.
  useEffect(() => {
    if (disclosureRef.current) disclosureRef.current.open = false;
  }, [location.key]);

  const openMenu = (event: MouseEvent) => {
    // The app's menu instead of the disclosure's own panel (which closes, if it was opened before the app ran).
    event.preventDefault();
    if (disclosureRef.current) disclosureRef.current.open = false;
    setMenuOpen(true);
  };

  // Give focus back to the menu button when the menu closes, so keyboard users keep their place.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) menuButtonRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <SiteSearchBox className="w-full max-w-md min-w-0 max-lg:hidden" />
        <p className="shrink-0 text-right text-xs leading-relaxed whitespace-nowrap text-slate-600 max-lg:hidden">
          Open access · Peer reviewed · e-ISSN {journal.eIssn}
          <br />
          Publishing {journal.subject.toLowerCase()} research since {journal.startingYear}
        </p>
        {/* Only range variants (max-lg:, lg:) beside a display utility: see the note in Layout.tsx. */}
        <div className="shrink-0 lg:hidden">
          <div className="flex items-center gap-2">
            <ExternalLink href={loginHref} className={buttonClass('primary')}>
              Login
            </ExternalLink>
            <details ref={disclosureRef}>
              <summary
                ref={menuButtonRef}
                aria-haspopup={appRunning ? 'dialog' : undefined}
                aria-expanded={appRunning ? menuOpen : undefined}
                onClick={openMenu}
                onPointerEnter={preloadMobileMenu}
                onTouchStart={preloadMobileMenu}
                onFocus={preloadMobileMenu}
                className={
                  'inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 ' +
                  'py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden'
                }
              >
                <Icon name="menu" className="size-5" />
                Menu
              </summary>
              <nav
                aria-label="Site menu"
                className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white shadow-lg"
              >
                <FirstHtmlMenuLinks />
              </nav>
            </details>
          </div>
        </div>
      </div>
      <DesktopNav loginHref={loginHref} />
      {menuOpen && <LazyMobileMenu loginHref={loginHref} onClose={closeMenu} />}
    </header>
  );
}
