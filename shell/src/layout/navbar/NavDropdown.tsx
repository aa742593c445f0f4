import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '@journal/shared/router';
import { useAppRunning } from '../firstHtml.tsx';
import { matchLink } from '../linkMatch.ts';
import type { MenuLink } from '../menus.ts';
import { DisclosureButton } from '@journal/shared/ui';

export interface NavDropdownProps {
  label: string;
  items: MenuLink[];
  onWarm: (to: string) => void;
}

/** How the menu was opened: a hover menu closes when the pointer leaves; a click pins it until the next click. */
type OpenState = 'hover' | 'click' | null;

/**
 * A dropdown of the desktop bar, built as a disclosure (button + list of links, the WAI-ARIA pattern
 * for site navigation) rather than an application menu. Opens on hover or click; closes on outside
 * click, mouse leave, Escape, focus leaving it and route change. Arrow keys move through the links.
 *
 * Until the app runs (the first HTML, and while the browser hydrates it) no handler is attached, and a
 * pointer already over the button gets no further mouseenter once React attaches: CSS opens the list on
 * :hover and :focus-within instead, and the first render after hydration takes over what the reader
 * sees (docs/architecture.md, "The first HTML").
 */
export function NavDropdown({ label, items, onWarm }: NavDropdownProps) {
  const location = useLocation();
  const [open, setOpen] = useState<OpenState>(null);
  const [shownFor, setShownFor] = useState(location.key);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const listId = useId();
  const running = useAppRunning();

  // Route change: close (adjusting state while rendering, as React recommends over an effect).
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(null);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = linksOf(listRef.current);
    (focusOnOpen.current === 'first' ? links[0] : links[links.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // The app takes over a list the first HTML's CSS shows: under the pointer it stays open as a hover menu
  // (closing when the pointer leaves), with the focus on one of its links as an opened one; focus on the
  // button alone opens nothing in the app. Before paint, so the list does not flicker.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!running || !wrapper) return;
    if (listRef.current?.contains(document.activeElement)) setOpen('click');
    else if (wrapper.matches(':hover')) {
      setOpen('hover');
      items.forEach((item) => onWarm(item.to));
    }
    // Once, when the app starts running: later changes come through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  const active = items.some((item) => matchLink(item.to, location) !== null);

  const openWithFocus = (where: 'first' | 'last') => {
    if (open) {
      const links = linksOf(listRef.current);
      (where === 'first' ? links[0] : links[links.length - 1])?.focus();
    } else {
      focusOnOpen.current = where;
      setOpen('click');
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(null);
      buttonRef.current?.focus();
      return;
    }
    if (event.target === buttonRef.current) return;
    const links = linksOf(listRef.current);
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    // Hover opens the menu for mice; the button and arrow keys do it for keyboards.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover is for mice only
    <div
      ref={wrapperRef}
      className={running ? 'relative' : 'group/dropdown relative'}
      onMouseEnter={() => {
        setOpen((state) => state ?? 'hover');
        items.forEach((item) => onWarm(item.to));
      }}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget)) setOpen(null);
      }}
    >
      <DisclosureButton
        ref={buttonRef}
        expanded={open !== null}
        controls={listId}
        onClick={() => setOpen((state) => (state === 'click' ? null : 'click'))}
        onKeyDown={onButtonKeyDown}
        onFocus={() => items.forEach((item) => onWarm(item.to))}
        className={`${navItemClass(active)} inline-flex items-center gap-1`}
        chevronClass={running ? undefined : `size-4 ${OPEN_BY_CSS_CHEVRON}`}
      >
        {label}
      </DisclosureButton>
      {/* pt-2 keeps the pointer inside the wrapper on its way from the button to the list */}
      <div
        className={running ? 'absolute left-0 top-full z-40 pt-2' : `absolute left-0 top-full z-40 pt-2 ${OPEN_BY_CSS}`}
        hidden={running ? open === null : undefined}
      >
        <ul
          ref={listRef}
          id={listId}
          aria-label={label}
          className="w-72 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
        >
          {items.map((item) => {
            const match = matchLink(item.to, location);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={match === 'page' ? 'page' : undefined}
                  className={
                    'block px-4 py-2 text-sm focus-visible:bg-brand-50 ' +
                    `focus-visible:-outline-offset-2 ${
                      match === 'page'
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
                    }`
                  }
                >
                  {item.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * The list before the app runs: hidden, shown while the pointer is over the dropdown or the focus in it
 * (a reader moving to the links, or a keyboard reaching them, before the app has started).
 */
const OPEN_BY_CSS = 'hidden group-hover/dropdown:block group-focus-within/dropdown:block';
const OPEN_BY_CSS_CHEVRON = 'group-hover/dropdown:rotate-180 group-focus-within/dropdown:rotate-180';

function linksOf(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll('a')) : [];
}

/** Look of a top-level entry of the desktop bar, shared by links and dropdown buttons. */
export function navItemClass(active: boolean): string {
  return (
    'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap ' +
    (active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800')
  );
}
