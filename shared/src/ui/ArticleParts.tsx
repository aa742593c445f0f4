import type { ReactNode } from 'react';
import { ReferenceList } from './ReferenceList.tsx';
import { KeywordLinks } from './KeywordLinks.tsx';

/**
 * The building blocks every details page (archive paper, thesis, conference paper) shares, so the
 * three sections look and read the same and no remote keeps its own copy.
 */

/** One "Term: value" row of a details page's fact list (use inside a <dl>). */
export function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'flex gap-2 sm:col-span-2' : 'flex gap-2'}>
      <dt className="font-medium text-slate-700">{term}:</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The fact list: two columns from small screens up. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>;
}

/** Plain "term: value" rows of a fact list; an empty value is left out, as a record may not have it. */
export function FactRows({ facts }: { facts: Array<[string, string]> }) {
  return facts
    .filter(([, value]) => value)
    .map(([term, value]) => (
      <Fact key={term} term={term}>
        {value}
      </Fact>
    ));
}

/** The record's DOI as a link to its resolver address. */
export function DoiLink({ doi, link }: { doi: string; link?: string }) {
  return (
    <a href={link || `https://doi.org/${doi}`} className="break-all text-brand-700 underline hover:text-brand-900">
      {doi}
    </a>
  );
}

/** "Download PDF": the paper file, opened in a new tab (docs/sections.md). */
export function PdfLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title="Opens the PDF in a new tab"
      className={
        'inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold ' +
        'text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
      }
    >
      Download PDF
    </a>
  );
}

const sectionClass = 'scroll-mt-4 rounded-lg border border-slate-200 bg-white p-6';
const headingClass = 'text-lg font-semibold text-brand-900';

/** The abstract and its keywords. */
export function AbstractSection({ abstract, keywords }: { abstract: string; keywords: string[] }) {
  return (
    <section id="abstract" aria-labelledby="abstract-heading" className={sectionClass}>
      <h2 id="abstract-heading" className={headingClass}>
        Abstract
      </h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{abstract}</p>
      {keywords.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-700">Keywords</h3>
          <KeywordLinks keywords={keywords} />
        </div>
      )}
    </section>
  );
}

/** The numbered references of a record, under a "References" heading. */
export function ReferencesSection({
  references,
  emptyText,
  id = 'references',
}: {
  references: string;
  emptyText: string;
  id?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h2 id={`${id}-heading`} className={headingClass}>
        References
      </h2>
      <div className="mt-3">
        <ReferenceList references={references} emptyText={emptyText} />
      </div>
    </section>
  );
}
