import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { RetryNotice } from '@journal/shared/ui';
import type { ArchiveBase } from '@journal/shared/routes';

/** An unknown or unreadable paper id: a clear message and a way on, never a blank page. */
export function PaperNotFound({ base, paperId }: { base: ArchiveBase; paperId?: number }) {
  return (
    <section aria-labelledby="paper-not-found" className="rounded-lg border border-slate-200 bg-white p-8 text-center">
      <title>{`Paper Not Found | ${journal.name}`}</title>
      <meta name="description" content={`The paper you asked for is not in the archive of the ${journal.name}.`} />
      <h1 id="paper-not-found" className="text-2xl font-semibold text-brand-900">
        Paper Not Found
      </h1>
      <p className="mt-2 text-slate-700">
        {paperId === undefined
          ? 'This address does not name a paper. The link may be incomplete.'
          : `There is no paper with ID ${paperId} in the archive. The link may be mistyped, or the paper may have been withdrawn.`}
      </p>
      <Link
        to={`/${base}`}
        className={
          'mt-5 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white ' +
          'hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        Browse all volumes
      </Link>
    </section>
  );
}

export function PaperLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <>
      <title>{`Paper | ${journal.name}`}</title>
      <RetryNotice message="This paper could not be loaded." onRetry={onRetry} />
    </>
  );
}
