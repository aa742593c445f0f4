import { splitReferences } from '../api.ts';

/** The numbered reference list ([1], [2], ... in citation order, as the IEEE style the papers use). */
export function ReferencesSection({ references }: { references: string }) {
  const items = splitReferences(references);
  return (
    <section id="References" aria-labelledby="references-heading" tabIndex={-1} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="references-heading" className="text-xl font-semibold text-brand-900">
        References
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">This paper lists no references.</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm leading-relaxed text-slate-800">
          {items.map((reference, index) => (
            <li key={index} className="flex gap-2">
              <span className="shrink-0 font-medium text-slate-600">[{index + 1}]</span>
              <span className="break-words">{reference}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
