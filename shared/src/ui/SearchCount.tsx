import { Link } from '@journal/shared/router';

/** "N papers found", N with thousands separators: for the search boxes' announcements and the counts below. */
export function foundText(total: number, [one, many]: readonly [string, string]): string {
  return `${total.toLocaleString('en')} ${total === 1 ? one : many} found`;
}

export interface SearchCountProps {
  /** Every match, not only the page shown. */
  total: number;
  /** How many the list shows (a list's search shows its first 100). */
  shown: number;
  /** What a result is called, singular and plural. */
  noun: readonly [string, string];
  /** Said after the count ("across all issues"). */
  where?: string;
  /** The site search for the same words and kind of work, which pages through every match. */
  allResultsHref: string;
}

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * How many a list's search found (docs/sections.md): "N papers found" and, when more matched than the
 * list shows, ", the first M shown." and a link to the site search for them all. Not a live region:
 * the search box announces the count.
 */
export function SearchCount({ total, shown, noun, where = '', allResultsHref }: SearchCountProps) {
  return (
    <p className="text-sm text-slate-600">
      {foundText(total, noun)}
      {where}
      {total > shown && (
        <>
          , the first {shown} shown.{' '}
          <Link to={allResultsHref} className={linkClass}>
            See them all in Search
          </Link>
        </>
      )}
    </p>
  );
}
