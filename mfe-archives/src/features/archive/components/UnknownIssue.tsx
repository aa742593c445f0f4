import { Link } from '@journal/shared/router';
import type { ArchiveBase } from '../selection.ts';

/** The address names a year or volume the archive does not have: say so and offer the index. */
export function UnknownIssue({ base, heading }: { base: ArchiveBase; heading: string }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900">
      <p className="font-semibold">{heading} is not in the archive.</p>
      <p className="mt-1 text-sm">The link may be mistyped, or the issue has not been published yet.</p>
      <Link
        to={`/${base}`}
        className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        See all volumes
      </Link>
    </div>
  );
}
