import { Link } from '@journal/shared/router';
import { siteSearchLink } from '../routing/links.ts';

/** Keywords of a paper, each a link to the site search for it (/search?q=keyword). */
export function KeywordLinks({
  keywords,
  className = 'bg-brand-50 text-brand-800',
}: {
  keywords: readonly string[];
  className?: string;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link
            to={siteSearchLink(keyword)}
            aria-label={`Search for ${keyword}`}
            className={
              `inline-block rounded-full px-3 py-1 text-sm underline-offset-2 hover:underline ` +
              `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`
            }
          >
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}
