import { journal } from '@journal/shared';
import { Button } from '@journal/shared/ui';

/** A short call for papers; the full call is on /call-for-papers. */
export function CallForPapers() {
  return (
    <section aria-labelledby="call-heading" className="rounded-lg border border-accent-500/40 bg-amber-50 p-6">
      <h2 id="call-heading" className="font-serif text-2xl font-bold text-brand-900">
        Call for Papers
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        {journal.shortName} invites original research articles, review articles, short communications and case studies
        in every area of computer science and technology, from machine learning and systems to security, software
        engineering and theory. The journal publishes {journal.frequency}, and every paper is free to read online.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button to="/call-for-papers">Read the call for papers</Button>
        <Button to="/instruction-for-author" variant="secondary">
          Instructions for authors
        </Button>
      </div>
    </section>
  );
}
