import type { SiteSearchAnswer } from '@journal/shared';
import { escapeHtml as e } from '@journal/shared/metadata';
import { siteSearchLink, type SiteSearchFilters } from '@journal/shared/routes';
import { authorPath, countOf, HIGHLIGHT_END, HIGHLIGHT_START, unmarked, workPlace } from '@journal/shared/text';
import { workPath } from '@journal/shared/routes';

/**
 * The results of /search?q=… for readers without JavaScript, inside <noscript>: the same ranked
 * /siteSearch page the app asks for, as plain links (title, authors, where it belongs, the excerpt) with
 * Previous and Next. With JavaScript the browser ignores it and the app draws the page, so nothing shifts.
 */

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/** Escaped text with the API's match marks as <mark>. */
const marked = (text: string) => e(text).replaceAll(HIGHLIGHT_START, '<mark>').replaceAll(HIGHLIGHT_END, '</mark>');
const author = (name: string) => {
  const path = authorPath(name);
  return path ? `<a class="${LINK}" href="${e(path)}">${e(name)}</a>` : e(name);
};

/** `answer` is null when the API refused the words (a 400): for the reader, nothing matched them. */
export function searchResultsSummary(q: string, filters: SiteSearchFilters, answer: SiteSearchAnswer | null): string {
  const { results = [], total_items: total = 0, current_page: page = 1, total_pages: pages = 0 } = answer ?? {};
  const note = (html: string) => `<noscript><p class="mt-6 text-slate-700">${html}</p></noscript>`;
  if (total === 0) return note(`No results for “${e(q)}”. Try other or fewer words.`);
  if (results.length === 0)
    return note(
      `Page ${page} is past the last page of results for “${e(q)}”. ` +
        `<a class="${LINK}" href="${e(siteSearchLink(q, { ...filters, page: 1 }))}">First page</a>`,
    );
  const items = results.map(
    (hit) =>
      `<li class="space-y-1"><a class="${LINK}" href="${e(workPath(hit.kind, hit.id, unmarked(hit.title)))}">${marked(hit.title)}</a>` +
      `<p class="text-sm text-slate-700">${hit.authors.map(author).join(', ')}` +
      ` · ${e(workPlace(hit))}</p><p class="text-sm text-slate-600">${marked(hit.snippet)}</p></li>`,
  );
  const step = (to: number, label: string) =>
    `<a class="${LINK}" rel="${to < page ? 'prev' : 'next'}" href="${e(siteSearchLink(q, { ...filters, page: to }))}">${label}</a>`;
  const pager = [page > 1 ? step(page - 1, 'Previous') : '', page < pages ? step(page + 1, 'Next') : '']
    .filter(Boolean)
    .join(' ');
  return (
    `<noscript><section aria-label="Search results" class="mt-6 space-y-4">` +
    `<p class="text-slate-700">${countOf(total, ['result', 'results'])} for “${e(q)}”` +
    `${pages > 1 ? `, page ${page} of ${pages}` : ''}.</p>` +
    `<ol class="space-y-4">${items.join('')}</ol>${pager ? `<nav aria-label="Search pages" class="flex gap-4">${pager}</nav>` : ''}` +
    `</section></noscript>`
  );
}
