import { Link } from '@journal/shared/router';
import type { RelatedLink } from '../model.ts';

/** Where a reader of this page usually goes next. */
export function RelatedPages({ links }: { links: RelatedLink[] }) {
  return (
    <nav aria-labelledby="related-pages" className="border-t border-slate-200 pt-6">
      <h2 id="related-pages" className="text-lg font-semibold text-brand-900">
        Related pages
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={
                'inline-block rounded-md border border-brand-200 bg-white px-4 py-2 text-sm font-medium ' +
                'text-brand-700 hover:border-brand-500 hover:bg-brand-50'
              }
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
