import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '@journal/shared/router';
import { ExternalLink } from '../ExternalLink.tsx';
import { matchLink } from '../linkMatch.ts';
import type { MenuLink } from '../menus.ts';
import { mainNavigation } from '../menus.ts';
import { SiteSearchBox } from './SiteSearchBox.tsx';
import { useMainLinks } from './useMainLinks.ts';
import { Button, buttonClass, DisclosureButton, Icon } from '@journal/shared/ui';

export interface MobileMenuProps {
  loginHref: string;
  onClose: () => void;
}

/** Tailwind's lg breakpoint, where the desktop bar takes over. */
const DESKTOP_QUERY = '(min-width: 64rem)';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen menu below the large-screen breakpoint: the same entries as the desktop bar (the
 * blog is labelled Blogs), dropdowns as expandable groups. A modal dialog: focus stays inside while it
 * is open, Escape or the close button closes it, and the page behind does not scroll.
 */
export function MobileMenu({ loginHref, onClose }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { resolve, warm } = useMainLinks();

  useEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // Past the breakpoint the desktop bar takes over: close the menu so the page shows and scrolls again.
  useEffect(() => {
    // jsdom (the component tests) has no matchMedia.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
    if (!window.matchMedia) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An Escape the search box used (closing its suggestions, clearing its text) leaves the menu open.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const follow = onClose;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside and closes on Escape
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <span className="font-serif text-lg font-bold text-brand-900">Menu</span>
        <Button ref={closeRef} variant="quiet" onClick={onClose} aria-label="Close menu">
          <Icon name="close" className="size-4" />
          Close
        </Button>
      </div>
      <SiteSearchBox className="px-4 pt-4" />
      <nav aria-label="Main" className="flex-1 px-4 py-4">
        <ul className="divide-y divide-slate-100">
          {mainNavigation.map((entry) =>
            entry.kind === 'menu' ? (
              <li key={entry.label}>
                <MobileGroup label={entry.label} items={entry.items} onFollow={follow} onWarm={warm} />
              </li>
            ) : (
              <li key={entry.label}>
                <Link
                  to={resolve(entry.to)}
                  onClick={follow}
                  onFocus={() => warm(entry.to)}
                  aria-current={matchLink(entry.to, location) === 'page' ? 'page' : undefined}
                  className={`${rowClass} ${matchLink(entry.to, location) ? 'text-brand-800' : 'text-slate-800'}`}
                >
                  {entry.mobileLabel ?? entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
        <ExternalLink href={loginHref} className={`mt-6 w-full ${buttonClass('primary')}`}>
          Author Login
        </ExternalLink>
      </nav>
    </div>
  );
}

const rowClass =
  'flex w-full items-center justify-between px-2 py-3 text-base font-medium rounded-md ' + 'hover:bg-slate-50';

/** A dropdown of the desktop bar as an expandable group; it starts open when it holds the current page. */
function MobileGroup({
  label,
  items,
  onFollow,
  onWarm,
}: {
  label: string;
  items: MenuLink[];
  onFollow: () => void;
  onWarm: (to: string) => void;
}) {
  const location = useLocation();
  const [expanded, setExpanded] = useState(() => items.some((item) => matchLink(item.to, location) !== null));
  const listId = useId();
  return (
    <>
      <DisclosureButton
        expanded={expanded}
        controls={listId}
        onClick={() => setExpanded(!expanded)}
        className={`${rowClass} text-slate-800`}
        chevronClass="size-5"
      >
        {label}
      </DisclosureButton>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l-2 border-brand-100 pl-3">
        {items.map((item) => {
          const match = matchLink(item.to, location);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onFollow}
                onFocus={() => onWarm(item.to)}
                aria-current={match === 'page' ? 'page' : undefined}
                className={`block rounded-md px-2 py-2 text-sm hover:bg-slate-50 ${
                  match === 'page' ? 'font-semibold text-brand-800' : 'text-slate-700'
                }`}
              >
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
