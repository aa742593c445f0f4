import { journal } from '@journal/shared';

const FACTS = [
  { label: 'Initial response', value: journal.claims.initialResponse },
  { label: 'Peer review', value: journal.claims.review },
  { label: 'Editorial decision', value: journal.claims.decision },
  { label: 'Publication', value: journal.claims.publication },
];

/** The journal's stated timelines (docs/sections.md), from the journal's particulars. */
export function KeyFacts() {
  return (
    <section aria-labelledby="key-facts-heading" className="space-y-4">
      <h2 id="key-facts-heading" className="font-serif text-2xl font-bold text-brand-900">
        From Submission to Publication
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FACTS.map((fact) => (
          <div key={fact.label} className="rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
            <dt className="text-sm font-medium uppercase tracking-wide text-slate-600">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-brand-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        Submissions are checked for plagiarism (similarity {journal.claims.plagiarismLimit}) and reviewed by specialists
        in their area. Every paper receives a DOI with the prefix {journal.doiPrefix}.
      </p>
    </section>
  );
}
