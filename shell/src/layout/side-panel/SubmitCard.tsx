import { journal } from '@journal/shared';
import { buttonClass } from '@journal/shared/ui';
import { ExternalLink } from '../ExternalLink.tsx';
import { useEditorialSystemLink } from '../useEditorialSystemLink.ts';

/** "Ready to Submit?": Submit opens the external editorial system's login in a new tab, for this journal. */
export function SubmitCard() {
  const href = useEditorialSystemLink(journal.editorialSystemJournalId);
  return (
    <section
      aria-labelledby="submit-card-heading"
      data-surface="dark"
      className="rounded-lg bg-brand-800 p-5 text-white shadow-sm"
    >
      <h2 id="submit-card-heading" className="text-lg font-semibold">
        Ready to Submit?
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-brand-100">
        Send your manuscript through our Editorial Management System. The editorial office answers{' '}
        {journal.claims.initialResponse}, and peer review is completed {journal.claims.review}.
      </p>
      <ExternalLink href={href} className={`mt-4 ${buttonClass('accent')}`}>
        Submit
      </ExternalLink>
    </section>
  );
}
