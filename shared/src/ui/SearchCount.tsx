import { Link } from '@journal/shared/router';
import { siteSearchLink, type WorkKindName } from '../routing/links.ts';
import type { FoundOnPage } from '../api/journalApi.ts';
import { countOf } from '../text/searchText.ts';

/**
 * "N papers found", N with thousands separators ("more than 10,000 papers found" when the count is a
 * lower bound): for the search boxes' announcements and the counts below.
 */
export function foundText(total: number, noun: readonly [string, string], moreThan = false): string {
  return `${countOf(total, noun, moreThan)} found`;
}

export interface SearchCountProps {
  /** The search's first page and how many matched in all. */
  found: FoundOnPage<unknown>;
  /** The words searched, for the site search's address. */
  query: string;
  /** The kind of work the list holds, for the site search's filter. */
  kind: WorkKindName;
  /** What a result is called, singular and plural. */
  noun: readonly [string, string];
  /** Said after the count ("across all issues"). */
  where?: string;
  /** Say nothing when the list shows every match (where the search box's announcement is the only count). */
  onlyWhenMore?: boolean;
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * How many a list's search found (docs/sections.md): "N papers found" and, when more matched than the
 * list shows, ", the first M shown." and a link to the site search for the same words and kind, which
 * pages through them all. Not a live region: the search box announces the count.
 */
export function SearchCount({ found, query, kind, noun, where = '', onlyWhenMore = false }: SearchCountProps) {
  const more = found.total > found.papers.length;
  if (onlyWhenMore && !more) return null;
  return (
    <p className="text-sm text-slate-600">
      {foundText(found.total, noun, found.totalIsLowerBound)}
      {where}
      {more && (
        <>
          , the first {found.papers.length} shown.{' '}
          <Link to={siteSearchLink(query, { kind })} className={linkClass}>
            See them all in Search
          </Link>
        </>
      )}
    </p>
  );
}
