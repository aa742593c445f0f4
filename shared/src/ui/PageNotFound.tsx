import { journal, siteTitle } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { PageTitle } from '../metadata/PageTitle.tsx';

/**
 * The Page Not Found screen, the one the shell shows for a path outside the
 * route table and the site server sends with HTTP 404. A remote renders it too when its address names
 * nothing (an unknown tag, issue, thesis volume, conference or blog post), so a reader who got there by
 * a link inside the app sees the same page the first HTML would have shown (docs/sections.md, "Not found").
 */
export function PageNotFound() {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <PageTitle>{siteTitle('Page Not Found')}</PageTitle>
      <meta
        name="description"
        content={
          `This address is not a page of the ${journal.name}. ` +
          'Return to the home page to browse its issues, conferences and theses.'
        }
      />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold text-brand-900">Page Not Found</h1>
      <p className="text-slate-700">Sorry, the page you're looking for doesn't exist</p>
      <Link
        to="/"
        className={
          'rounded-md bg-brand-700 px-5 py-2 font-medium ' +
          'text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        Return Home
      </Link>
    </section>
  );
}
