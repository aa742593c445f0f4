import { useCallback, useEffect, useRef, useState } from 'react';
import { journal } from '@journal/shared';
import { useLocation } from '@journal/shared/router';
import { ExternalLink } from '../ExternalLink.tsx';
import { Logo } from '../Logo.tsx';
import { useEditorialSystemLink } from '../useEditorialSystemLink.ts';
import { DesktopNav } from './DesktopNav.tsx';
import { LazyMobileMenu, preloadMobileMenu } from './LazyMobileMenu.tsx';
import { SiteSearchBox } from './SiteSearchBox.tsx';
import { Icon } from '@journal/shared/ui';

/**
 * The site header: the journal's name, then the main bar on large screens; on smaller ones the logo,
 * a Login button and a menu button that opens the full-screen menu.
 */
export function Navbar() {
  const loginHref = useEditorialSystemLink();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuShownFor, setMenuShownFor] = useState(location.key);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (menuShownFor !== location.key) {
    setMenuShownFor(location.key);
    setMenuOpen(false);
  }

  // Give focus back to the menu button when the menu closes, so keyboard users keep their place.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) menuButtonRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <header className="border-b border-slate-200 bg-white">
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
            <ExternalLink
              href={loginHref}
              className={'rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800'}
            >
              Login
            </ExternalLink>
            <button
              ref={menuButtonRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              onPointerEnter={preloadMobileMenu}
              onTouchStart={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              // Without scripts the menu cannot open; its links are listed under the header (shell/server/staticNavigation.ts).
              className={
                'inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm noscript:hidden ' +
                'font-medium text-slate-800 hover:bg-slate-100'
              }
            >
              <Icon name="menu" className="size-5" />
              Menu
            </button>
          </div>
        </div>
      </div>
      <DesktopNav loginHref={loginHref} />
      {menuOpen && <LazyMobileMenu loginHref={loginHref} onClose={closeMenu} />}
    </header>
  );
}
