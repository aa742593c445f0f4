import type { RecordKind } from './records.ts';
import { citationExportPath } from './scholarly.ts';

const linkClass =
  'inline-flex items-center rounded-md border border-brand-200 bg-white px-3 py-1.5 text-sm ' +
  'font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Links to the site server's BibTeX and RIS files of a work (reference managers import them). */
export function CitationDownloads({ kind, id }: { kind: RecordKind; id: number }) {
  return (
    <ul aria-label="Download the citation" className="flex flex-wrap gap-2">
      <li>
        <a href={citationExportPath({ kind, id }, 'bib')} download className={linkClass}>
          Download BibTeX (.bib)
        </a>
      </li>
      <li>
        <a href={citationExportPath({ kind, id }, 'ris')} download className={linkClass}>
          Download RIS (.ris)
        </a>
      </li>
    </ul>
  );
}
