export interface ReferenceListProps {
  /** One reference per line, unnumbered, in citation order. */
  references: string;
  /** Shown when there are none, e.g. "No references are listed for this thesis." */
  emptyText: string;
}

/**
 * The column of a reference list's numbers, as wide as its widest number ("[10]" in a list of ten), so
 * every reference's text starts at the same place from [1] on.
 */
export function referenceNumberClass(count: number): string {
  const width = count < 10 ? 'min-w-[3ch]' : count < 100 ? 'min-w-[4ch]' : 'min-w-[5ch]';
  return `${width} shrink-0 text-right font-medium text-slate-600 tabular-nums`;
}

/** A numbered reference list: [1], [2], ... in the order the references are cited. */
export function ReferenceList({ references, emptyText }: ReferenceListProps) {
  const lines = references
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  const numberClass = referenceNumberClass(lines.length);
  return (
    <ol className="space-y-2 text-sm leading-relaxed text-slate-700">
      {lines.map((line, index) => (
        <li key={index} className="flex gap-2">
          <span className={numberClass}>[{index + 1}]</span>
          <span className="min-w-0 break-words">{line}</span>
        </li>
      ))}
    </ol>
  );
}
