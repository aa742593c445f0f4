/**
 * One of an article's keyword groups other than its author keywords (a research organism, its
 * abbreviations, subject terms), under its own title: plain terms, not links to a keyword search,
 * since they are not the authors' keywords.
 */
export function KeywordGroupList({ title, keywords }: { title: string; keywords: string[] }) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm text-slate-800">
        {keywords.map((keyword) => (
          <li key={keyword} className="rounded bg-slate-50 px-2 py-0.5 ring-1 ring-slate-200">
            {keyword}
          </li>
        ))}
      </ul>
    </>
  );
}
