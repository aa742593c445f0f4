import { journal, type IssueRef } from '@journal/shared';
import { currentIssueLink } from '@journal/shared/routes';
import { escapeHtml as e } from '@journal/shared/metadata';
import { CURRENT_ISSUE, footerGuidelines, footerPolicies, mainNavigation, type MenuLink } from '../src/layout/menus.ts';

/**
 * The navbar's and the footer's links as plain HTML in the first HTML, inside <noscript>: readers
 * without JavaScript and crawlers that do not run it can move around the site; with JavaScript the
 * browser ignores them and the app draws the real navbar and footer (so nothing shifts or flashes).
 * Same menus as the app (shell/src/layout/menus.ts); Current Issue leads to the latest issue.
 */

const LINK = 'font-medium text-brand-700 underline underline-offset-2';
const FOOTER_LINK = 'underline underline-offset-2 hover:text-white';

const item = (link: MenuLink, className: string) =>
  `<li><a class="${className}" href="${e(link.to)}">${e(link.title)}</a></li>`;

export function noScriptNavigation(latest: IssueRef | null): string {
  const entries = mainNavigation.map((entry) => {
    if (entry.kind === 'link') {
      const to = entry.to === CURRENT_ISSUE ? currentIssueLink(latest) : entry.to;
      return item({ title: entry.label, to }, LINK);
    }
    return (
      `<li><span class="font-semibold text-slate-800">${e(entry.label)}</span><ul class="flex ` +
      `flex-wrap gap-x-4 gap-y-1 pl-4">${entry.items.map((link) => item(link, LINK)).join('')}</ul></li>`
    );
  });
  // The navbar's search, as a plain form: /search answers it with its results in the first HTML (searchSummary.ts).
  const search =
    `<form role="search" aria-label="Search the journal" action="/search" method="get" class="mt-2 flex flex-wrap gap-2">` +
    `<label for="noscript-search" class="sr-only">Search the journal</label><input id="noscript-search" type="search" ` +
    `name="q" maxlength="200" required placeholder="Search papers, authors, IDs" class="min-w-0 flex-1 basis-[17rem] ` +
    `rounded-md border border-slate-300 px-3 py-2"><button type="submit" class="rounded-md bg-brand-700 px-4 py-2 ` +
    `font-semibold text-white">Search</button></form>`;
  return (
    `<noscript><nav aria-label="Main" class="mx-auto max-w-7xl px-4 py-3 text-sm">` +
    `<p><a class="${LINK}" href="/">${e(journal.name)}</a></p>` +
    `<ul class="mt-2 flex flex-wrap gap-x-4 gap-y-1">${entries.join('')}</ul>${search}</nav></noscript>`
  );
}

export function noScriptFooter(): string {
  const list = (title: string, links: MenuLink[]) =>
    `<section><h2 class="mb-4 text-sm font-semibold tracking-wide text-white ` +
    `uppercase">${e(title)}</h2><ul class="space-y-2 text-sm">${links.map((link) => item(link, FOOTER_LINK)).join('')}</ul></section>`;
  return (
    `<noscript><footer class="bg-brand-900 text-brand-100"><div class="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2">` +
    list('Guidelines', footerGuidelines) +
    list('Policies', [...footerPolicies, { title: 'Contact Us', to: '/contact-us' }]) +
    `</div></footer></noscript>`
  );
}
