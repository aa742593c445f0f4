import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';

/** What a reader sees for an unknown conference or conference paper: a plain explanation and a way on. */
export function ConferenceNotFound({ what }: { what: 'Conference' | 'Conference Paper' }) {
  const sentence =
    what === 'Conference'
      ? 'No published conference has this ID. The link may be incomplete or the ID mistyped.'
      : 'No conference paper with this paper ID is published in the journal. The link may be incomplete or the ID mistyped.';
  return (
    <section
      aria-labelledby="conference-not-found-heading"
      className="rounded-lg border border-slate-200 bg-white p-8 text-center"
    >
      <title>{`${what} Not Found | ${journal.name}`}</title>
      <meta name="description" content={sentence} />
      <h1 id="conference-not-found-heading" className="text-2xl font-semibold text-brand-900">
        {what} Not Found
      </h1>
      <p className="mt-2 text-slate-700">{sentence}</p>
      <Link
        to="/conference"
        className={
          'mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white ' +
          'hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        Browse the published conferences
      </Link>
    </section>
  );
}
