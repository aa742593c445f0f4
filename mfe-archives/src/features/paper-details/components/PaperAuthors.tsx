/**
 * The affiliation line of an author: paper_designation has one line per author in author order,
 * and a line may begin with the author's own name ("Priya Raman, Assistant Professor, ..."), which
 * is not repeated under the name.
 */
export function designationOf(author: string, line: string | undefined): string {
  const text = line?.trim() ?? '';
  return text.startsWith(`${author},`) ? text.slice(author.length + 1).trim() : text;
}

/** The authors, each with the designation the API gives in the same order (SPEC 3 paper_designation). */
export function PaperAuthors({ authors, designations }: { authors: string[]; designations: string }) {
  const lines = designations.split(/\r?\n/);
  if (authors.length === 0) return null;
  return (
    <ul aria-label="Authors" className="mt-4 space-y-2">
      {authors.map((author, index) => {
        const designation = designationOf(author, lines[index]);
        return (
          <li key={`${author}-${index}`}>
            <span className="font-semibold text-slate-900">{author}</span>
            {designation && <span className="block text-sm text-slate-600">{designation}</span>}
          </li>
        );
      })}
    </ul>
  );
}
