import { siteTitle } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { PageTitle } from '../metadata/PageTitle.tsx';

export interface NotFoundNoticeProps {
  /** "Thesis", "Conference Paper": the heading reads "{what} Not Found", the tab "{what} Not Found | {journal}". */
  what: string;
  /** Why nothing is shown, in words a reader can act on. */
  sentence: string;
  /** Where to go on, and what the link says. */
  to: string;
  action: string;
}

/**
 * An address inside a section that names nothing (an unknown paper, thesis or conference id): a plain
 * explanation and a way on, never a blank page. The Page Not Found screen (PageNotFound) is for addresses
 * outside every section.
 */
export function NotFoundNotice({ what, sentence, to, action }: NotFoundNoticeProps) {
  const headingId = `${what.toLowerCase().replace(/\s+/g, '-')}-not-found`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-8 text-center">
      <PageTitle>{siteTitle(`${what} Not Found`)}</PageTitle>
      <meta name="description" content={sentence} />
      <h1 id={headingId} className="text-2xl font-semibold text-brand-900">
        {what} Not Found
      </h1>
      <p className="mt-2 text-slate-700">{sentence}</p>
      <Link
        to={to}
        className={
          'mt-5 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white ' +
          'hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        {action}
      </Link>
    </section>
  );
}
