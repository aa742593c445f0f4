import type { IssueRef } from '@journal/shared';
import { currentIssueLink } from '@journal/shared/routes';
import { escapeHtml as e } from '@journal/shared/metadata';
import { SEARCH_TEXT_MAX } from '@journal/shared/contract';
import { CURRENT_ISSUE, mainNavigation, type MenuLink } from '../src/layout/menus.ts';

/**
 * The menus for readers without JavaScript, inside <noscript> under the header (siteFrame.tsx renders the
 * header itself): the navbar's dropdowns and the mobile menu button need scripts, so they are hidden then
 * (`noscript:hidden`) and their links are listed here, grouped as the dropdowns group them, with the
 * navbar's search as a plain form below the large-screen breakpoint (where the header's own box is
 * hidden). Same menus as the app (shell/src/layout/menus.ts); Current Issue leads to the latest issue.
 * With JavaScript the browser ignores all of it, so nothing shifts.
 */

const LINK =
  'text-sm text-slate-700 hover:text-brand-700 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const HEADING = 'mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';

const item = (link: MenuLink) => `<li><a class="${LINK}" href="${e(link.to)}">${e(link.title)}</a></li>`;
const group = (title: string, links: MenuLink[], className = '') =>
  `<section class="${className}"><h2 class="${HEADING}">${e(title)}</h2><ul class="space-y-1">${links.map(item).join('')}</ul></section>`;

export function noScriptNavigation(latest: IssueRef | null): string {
  // The bar's own links show in the header from lg up; below it the header has only the logo and Login.
  const pages: MenuLink[] = mainNavigation.flatMap((entry) =>
    entry.kind === 'link'
      ? [{ title: entry.label, to: entry.to === CURRENT_ISSUE ? currentIssueLink(latest) : entry.to }]
      : [],
  );
  const menus = mainNavigation.flatMap((entry) => (entry.kind === 'menu' ? [group(entry.label, entry.items)] : []));
  // The navbar's search, as a plain form: /search answers it with its results in the first HTML (searchSummary.ts).
  const search =
    `<form role="search" aria-label="Search the journal" action="/search" method="get" class="flex gap-2 lg:hidden">` +
    `<label for="noscript-search" class="sr-only">Search the journal</label><input id="noscript-search" type="search" ` +
    `name="q" maxlength="${SEARCH_TEXT_MAX}" required placeholder="Search papers, authors, IDs" class="min-w-0 flex-1 rounded-md ` +
    `border border-slate-300 bg-white px-3 py-2 text-sm">` +
    `<button type="submit" class="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">` +
    `Search</button></form>`;
  return (
    `<noscript><nav aria-label="Site menu" class="border-b border-slate-200 bg-white">` +
    `<div class="mx-auto max-w-7xl space-y-4 px-4 py-4">${search}` +
    `<div class="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">` +
    `${group('Pages', pages, 'lg:hidden')}${menus.join('')}</div></div></nav></noscript>`
  );
}
