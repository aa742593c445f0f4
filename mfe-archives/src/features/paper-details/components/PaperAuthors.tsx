import { AuthorLinks, orcidBadgeClass, smallTargetClass } from '@journal/shared/ui';

/**
 * The affiliation line of an author: paper_designation has one line per author in author order,
 * and a line may begin with the author's own name ("Priya Raman, Assistant Professor, ..."), which
 * is not repeated under the name.
 */
export function designationOf(author: string, line: string | undefined): string {
  const text = line?.trim() ?? '';
  return text.startsWith(`${author},`) ? text.slice(author.length + 1).trim() : text;
}

/** An author as an imported article names them: ORCID iD and affiliations (empty for older papers). */
export interface AuthorDetails {
  name: string;
  orcid?: string;
  affiliations: string[];
  corresponding: boolean;
}

/**
 * The authors, each with the designation the API gives in the same order (docs/api.md paper_designation);
 * for an imported article, each author's ORCID iD (linked to their ORCID record) and affiliations.
 */
export function PaperAuthors({
  authors,
  designations,
  details = [],
}: {
  authors: string[];
  designations: string;
  details?: AuthorDetails[];
}) {
  const lines = designations.split(/\r?\n/);
  if (authors.length === 0) return null;
  return (
    <ul aria-label="Authors" className="mt-4 space-y-2">
      {authors.map((author, index) => {
        const detail = details.find((candidate) => candidate.name === author) ?? details[index];
        const designation = detail?.affiliations.length
          ? detail.affiliations.join('; ')
          : designationOf(author, lines[index]);
        return (
          <li key={`${author}-${index}`}>
            <AuthorLinks authors={[author]} className="font-semibold" />
            {detail?.corresponding && <span className="ml-2 text-xs text-slate-600">(corresponding author)</span>}
            {detail?.orcid && (
              <a
                href={`https://orcid.org/${detail.orcid}`}
                className={`ml-2 ${smallTargetClass} text-sm text-brand-700 underline hover:text-brand-900`}
              >
                {/* The name begins with what the link shows ("iD 0000-…", WCAG 2.5.3), then says whose it is. */}
                <span className={orcidBadgeClass}>iD</span> {detail.orcid}
                <span className="sr-only">, ORCID iD of {author}</span>
              </a>
            )}
            {designation && <span className="block text-sm text-slate-600">{designation}</span>}
          </li>
        );
      })}
    </ul>
  );
}
