export interface ReferenceListProps {
  /** One reference per line, unnumbered, in citation order. */
  references: string;
  /** Shown when there are none, e.g. "No references are listed for this thesis." */
  emptyText: string;
}

/** A numbered reference list: [1], [2], ... in the order the references are cited. */
export function ReferenceList({ references, emptyText }: ReferenceListProps) {
  const lines = references
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ol className="space-y-2 text-sm text-slate-800">
      {lines.map((line, index) => (
        <li key={index} className="flex gap-2">
          <span className="shrink-0 font-medium text-slate-600">[{index + 1}]</span>
          <span className="break-words">{line}</span>
        </li>
      ))}
    </ol>
  );
}
