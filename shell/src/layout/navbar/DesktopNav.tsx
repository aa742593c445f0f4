import { buttonClass } from '@journal/shared/ui';
import { Link, useLocation } from '@journal/shared/router';
import { ExternalLink } from '../ExternalLink.tsx';
import { matchLink } from '../linkMatch.ts';
import { mainNavigation } from '../menus.ts';
import { NavDropdown, navItemClass } from './NavDropdown.tsx';
import { useMainLinks } from './useMainLinks.ts';

/** The main bar from the large-screen breakpoint up (docs/sections.md). */
export function DesktopNav({ loginHref }: { loginHref: string }) {
  const location = useLocation();
  const { resolve, warm } = useMainLinks();
  return (
    <nav aria-label="Main" className="border-t border-slate-100 max-lg:hidden">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2">
        {mainNavigation.map((entry) => (
          // A dropdown needs scripts: without them its links are listed under the header (SiteMenuLinks in Layout.tsx).
          <li key={entry.label} className={entry.kind === 'menu' ? 'noscript:hidden' : undefined}>
            {entry.kind === 'menu' ? (
              <NavDropdown label={entry.label} items={entry.items} onWarm={warm} />
            ) : (
              <Link
                to={resolve(entry.to)}
                onMouseEnter={() => warm(entry.to)}
                onFocus={() => warm(entry.to)}
                aria-current={matchLink(entry.to, location) === 'page' ? 'page' : undefined}
                className={`${navItemClass(matchLink(entry.to, location) !== null)} inline-block`}
              >
                {entry.label}
              </Link>
            )}
          </li>
        ))}
        <li className="ml-auto">
          <ExternalLink href={loginHref} className={`whitespace-nowrap ${buttonClass('primary')}`}>
            Author Login
          </ExternalLink>
        </li>
      </ul>
    </nav>
  );
}
