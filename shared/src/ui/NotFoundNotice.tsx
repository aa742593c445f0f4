import { siteTitle } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { buttonClass, pageHeadingClass } from '../styles/classes.ts';
import { PageMeta } from '../metadata/PageMeta.tsx';

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
 * The site's one not-found screen: a plain explanation and a way on, never a blank page. Sections show it
 * for an address that names nothing (an unknown paper, thesis, author or conference id); the Page Not Found
 * screen (PageNotFound) is this screen with the specification's words, for addresses outside every section.
 */
export function NotFoundNotice({ what, sentence, to, action }: NotFoundNoticeProps) {
  const headingId = `${what.toLowerCase().replace(/\s+/g, '-')}-not-found`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <PageMeta title={siteTitle(`${what} Not Found`)} description={sentence} />
      <h1 id={headingId} className={pageHeadingClass}>
        {what} Not Found
      </h1>
      <p className="mt-3 text-slate-700">{sentence}</p>
      <Link to={to} className={`mt-6 ${buttonClass('primary')}`}>
        {action}
      </Link>
    </section>
  );
}
