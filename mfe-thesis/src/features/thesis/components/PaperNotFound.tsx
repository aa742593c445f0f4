import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';

/** What a reader sees for a missing, mistyped or unknown paper id: a plain explanation and a way on. */
export function PaperNotFound() {
  return (
    <section
      aria-labelledby="thesis-not-found-heading"
      className="rounded-lg border border-slate-200 bg-white p-8 text-center"
    >
      <title>{`Thesis Not Found | ${journal.name}`}</title>
      <meta name="description" content={`The thesis you asked for is not published in the ${journal.name}.`} />
      <h1 id="thesis-not-found-heading" className="text-2xl font-semibold text-brand-900">
        Thesis Not Found
      </h1>
      <p className="mt-2 text-slate-700">
        No thesis with this paper ID is published in the journal. The link may be incomplete or the ID mistyped.
      </p>
      <Link
        to="/thesis"
        className={
          'mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white ' +
          'hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        Browse the thesis archives
      </Link>
    </section>
  );
}
