import { Link } from '@journal/shared/router';
import { siteSearchLink } from '../routing/links.ts';
import { chipClass } from '../styles/classes.ts';

/** Keywords of a paper, thesis or conference paper, each a chip linking to the site search for it (/search?q=keyword). */
export function KeywordLinks({ keywords }: { keywords: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link to={siteSearchLink(keyword)} aria-label={`Search for ${keyword}`} className={chipClass}>
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}
