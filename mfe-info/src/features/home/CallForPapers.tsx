import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';

/** A short call for papers; the full call is on /call-for-papers. */
export function CallForPapers() {
  return (
    <section aria-labelledby="call-heading" className="rounded-lg border border-accent-500/40 bg-amber-50 p-6">
      <h2 id="call-heading" className="font-serif text-2xl font-bold text-brand-900">
        Call for Papers
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">
        {journal.shortName} invites original research articles, review articles, short communications and case studies
        in every area of computer science and technology, from machine learning and systems to security, software
        engineering and theory. The journal publishes {journal.frequency}, and every paper is free to read online.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to="/call-for-papers"
          className={'rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800'}
        >
          Read the call for papers
        </Link>
        <Link
          to="/instruction-for-author"
          className={
            'rounded-md border border-brand-200 bg-white px-4 py-2 font-medium text-brand-700 ' + 'hover:bg-brand-50'
          }
        >
          Instructions for authors
        </Link>
      </div>
    </section>
  );
}
