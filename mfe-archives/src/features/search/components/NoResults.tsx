import { Link } from '@journal/shared/router';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** What to try when a search finds nothing: other words, an id, fewer filters, or browsing. */
export function NoResults({
  query,
  filtered,
  withoutFilters,
}: {
  query: string;
  filtered: boolean;
  withoutFilters: string;
}) {
  const words = query.split(/\s+/).filter(Boolean);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-brand-900">No results for “{query}”</h2>
      <p className="mt-2 text-slate-700">Some things to try:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        {filtered && (
          <li>
            <Link to={withoutFilters} className={linkClass}>
              Search all types and years
            </Link>{' '}
            instead of the chosen filter.
          </li>
        )}
        {words.length > 1 && (
          <li>
            Use fewer words: every word must match, for example{' '}
            <Link to={`/search?${new URLSearchParams({ q: words[0] ?? '' })}`} className={linkClass}>
              {words[0]}
            </Link>
            .
          </li>
        )}
        <li>Check the spelling, or type the start of a word: “federat” finds “federated”.</li>
        <li>Search by paper ID or part of one, such as “2025-V4I1”, or by DOI.</li>
        <li>
          Browse the{' '}
          <Link to="/archives" className={linkClass}>
            Archives
          </Link>
          ,{' '}
          <Link to="/thesis" className={linkClass}>
            Thesis
          </Link>{' '}
          volumes or the{' '}
          <Link to="/conference" className={linkClass}>
            Conference
          </Link>{' '}
          proceedings, or the{' '}
          <Link to="/topics" className={linkClass}>
            Topics
          </Link>{' '}
          the journal covers.
        </li>
      </ul>
    </div>
  );
}
