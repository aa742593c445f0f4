import { Link } from '@journal/shared/router';
import { authorPath } from '../text/authorSlug.ts';
import { textLinkClass } from '../styles/classes.ts';

/**
 * Author names, each linking to the author's page (/authors/<slug>), separated by commas. Always
 * underlined: the names often sit inside a line of plain text (related papers, cards), where colour
 * alone would not tell a reader which words are links (WCAG 1.4.1, axe link-in-text-block).
 */
export function AuthorLinks({ authors, className = '' }: { authors: readonly string[]; className?: string }) {
  return (
    <span className={className}>
      {authors.map((name, index) => {
        const href = authorPath(name);
        return (
          <span key={`${name}-${index}`}>
            {index > 0 && ', '}
            {href ? (
              <Link to={href} className={textLinkClass}>
                {name}
              </Link>
            ) : (
              name
            )}
          </span>
        );
      })}
    </span>
  );
}
