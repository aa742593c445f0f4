export interface NoPaperFoundProps {
  /** A second line, e.g. what to try next. */
  hint?: string;
}

/** The empty state of every paper list and search (docs/sections.md). */
export function NoPaperFound({ hint }: NoPaperFoundProps) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-800">No Paper Found</p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
    </div>
  );
}
