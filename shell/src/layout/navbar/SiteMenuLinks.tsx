import { useId } from 'react';
import { useCurrentIssueHref } from '@journal/shared';
import { SEARCH_TEXT_MAX } from '@journal/shared/contract';
import { Link } from '@journal/shared/router';
import { Button } from '@journal/shared/ui';
import { CURRENT_ISSUE, mainNavigation, type MenuLink } from '../menus.ts';

const LINK =
  'text-sm text-slate-700 hover:text-brand-700 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const HEADING = 'mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';

function Group({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <section>
      <h2 className={HEADING}>{title}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link className={LINK} to={link.to}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every entry of the main navigation as plain links, grouped as the dropdowns group them, with a plain
 * search form: what works before and without scripts. The Menu disclosure of small screens shows it
 * until the app runs (Navbar.tsx), and from the large-screen breakpoint, where the bar's dropdowns need
 * scripts, the frame lists the dropdowns' links under the header inside <noscript> (Layout.tsx):
 * `menusOnly`, as the large-screen header shows the bar's own links and its search box. Only the site
 * server renders it (FirstHtmlParts): the browser keeps the server's nodes, so this code is not in its
 * first load.
 */
export function SiteMenuLinks({ menusOnly = false }: { menusOnly?: boolean }) {
  const currentIssue = useCurrentIssueHref();
  const searchId = useId();
  const pages: MenuLink[] = mainNavigation.flatMap((entry) =>
    entry.kind === 'link' ? [{ title: entry.label, to: entry.to === CURRENT_ISSUE ? currentIssue : entry.to }] : [],
  );
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4">
      {/* The navbar's search as a plain form: /search answers it with its results in the first HTML. */}
      {!menusOnly && (
        // data-plain-form: usable while the app loads (site-server/src/scriptsAfterFirstPaint.ts).
        <form
          role="search"
          aria-label="Search the journal"
          action="/search"
          method="get"
          data-plain-form=""
          className="flex gap-2"
        >
          <label htmlFor={searchId} className="sr-only">
            Search the journal
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            maxLength={SEARCH_TEXT_MAX}
            required
            placeholder="Search papers, authors, IDs"
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          />
          <Button type="submit">Search</Button>
        </form>
      )}
      <div className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
        {!menusOnly && <Group title="Pages" links={pages} />}
        {mainNavigation.map((entry) =>
          entry.kind === 'menu' ? <Group key={entry.label} title={entry.label} links={entry.items} /> : null,
        )}
      </div>
    </div>
  );
}
