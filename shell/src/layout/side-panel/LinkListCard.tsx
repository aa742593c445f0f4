import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from '@journal/shared/router';
import { matchLink } from '../linkMatch.ts';
import type { MenuLink } from '../menus.ts';
import { useTallerThanShare } from './useTallerThanShare.ts';
import { DisclosureButton } from '@journal/shared/ui';

export interface LinkListCardProps {
  title: string;
  links: MenuLink[];
  /** Fold the list into a dropdown when it is taller than 30% of the main column (docs/sections.md). */
  collapsible: boolean;
  mainRef: RefObject<HTMLElement | null>;
}

/**
 * A titled list of links in the side column (Quick Links, Policies). Where it may fold, an invisible
 * copy of the full list is kept to measure its natural height whichever way it is shown; folded, it
 * becomes a dropdown whose button shows the title of the link last chosen.
 */
export function LinkListCard({ title, links, collapsible, mainRef }: LinkListCardProps) {
  const headingId = useId();
  const measureRef = useRef<HTMLUListElement>(null);
  const folded = useTallerThanShare(measureRef, mainRef, collapsible);
  return (
    <section
      aria-labelledby={headingId}
      className="relative rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-folded={folded}
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold text-brand-900">
        {title}
      </h2>
      {folded ? <LinkDropdown headingId={headingId} links={links} /> : <LinkList links={links} />}
      {collapsible && (
        <ul ref={measureRef} aria-hidden="true" inert className="invisible absolute inset-x-4 top-0 -z-10">
          <LinkItems links={links} />
        </ul>
      )}
    </section>
  );
}

function LinkList({ links }: { links: MenuLink[] }) {
  return (
    <ul>
      <LinkItems links={links} />
    </ul>
  );
}

function LinkItems({ links, onChoose }: { links: MenuLink[]; onChoose?: (link: MenuLink) => void }) {
  const location = useLocation();
  return links.map((link) => {
    const current = matchLink(link.to, location) === 'page';
    return (
      <li key={link.to}>
        <Link
          to={link.to}
          onClick={() => onChoose?.(link)}
          aria-current={current ? 'page' : undefined}
          className={
            'flex items-start gap-2 rounded px-2 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-800 ' +
            (current ? 'font-semibold text-brand-800' : 'text-slate-700')
          }
        >
          <span aria-hidden="true" className="mt-0.5 text-accent-600">
            ›
          </span>
          {link.title}
        </Link>
      </li>
    );
  });
}

/** The folded form: a button naming the chosen page, opening the list below it. */
function LinkDropdown({ headingId, links }: { headingId: string; links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const valueId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape anywhere in the dropdown closes it; the button is the control
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <DisclosureButton
        ref={buttonRef}
        expanded={open}
        controls={listId}
        aria-labelledby={`${headingId} ${valueId}`}
        onClick={() => setOpen(!open)}
        className={
          'flex w-full items-center justify-between gap-2 rounded-md border border-slate-300 ' +
          'bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-500'
        }
      >
        <span id={valueId}>{chosen ?? 'Choose a page'}</span>
      </DisclosureButton>
      <ul
        id={listId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        <LinkItems
          links={links}
          onChoose={(link) => {
            setChosen(link.title);
            setOpen(false);
          }}
        />
      </ul>
    </div>
  );
}
