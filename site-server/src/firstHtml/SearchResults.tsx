import type { ReactNode } from 'react';
import type { SiteSearchAnswer } from '@journal/shared';
import { siteSearchLink, type SiteSearchFilters } from '@journal/shared/routes';
import { countOf } from '@journal/shared/text';
import { Link } from '@journal/shared/router';
import { AuthorLinks, Highlighted, TextLink, unmarked } from '@journal/shared/ui';
import { workCards } from '@journal/shared/widgets';
import { PageLinks } from './ListParts.tsx';
import { noScriptList, renderBody } from './render.tsx';

// The cards the section's page draws (`@journal/shared/widgets`), from the same singletons.
const { WorkCardList } = workCards({ AuthorLinks, Highlighted, Link, unmarked });

/**
 * The results of /search?q=… for readers without JavaScript, inside <noscript>: the same ranked
 * /siteSearch page the app asks for, as the app's work cards (title, authors, where it belongs, the
 * excerpt with the matched words marked) and its pager in link mode. With JavaScript the browser ignores
 * it and the app draws the page, so nothing shifts. `answer` is null when the API refused the words (a
 * 400): for the reader, nothing matched them.
 */
export function searchResultsSummary(q: string, filters: SiteSearchFilters, answer: SiteSearchAnswer | null): string {
  const { results = [], total_items: total = 0, current_page: page = 1, total_pages: pages = 0 } = answer ?? {};
  const note = (content: ReactNode) =>
    `<noscript>${renderBody(<p className="mt-6 text-slate-700">{content}</p>)}</noscript>`;
  if (total === 0) return note(`No results for “${q}”. Try other or fewer words.`);
  if (results.length === 0)
    return note(
      <>
        Page {page} is past the last page of results for “{q}”.{' '}
        <TextLink to={siteSearchLink(q, { ...filters, page: 1 })}>First page</TextLink>
      </>,
    );
  return noScriptList(
    'Search results',
    <>
      <p>
        {countOf(total, ['result', 'results'])} for “{q}”{pages > 1 ? `, page ${page} of ${pages}` : ''}.
      </p>
      <WorkCardList works={results} />
      <PageLinks paging={{ page, pages, href: (to) => siteSearchLink(q, { ...filters, page: to }) }} />
    </>,
  );
}
