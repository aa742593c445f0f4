import type { ReactNode } from 'react';
import { ReferenceList } from './ReferenceList.tsx';
import { KeywordLinks } from './KeywordLinks.tsx';
import { buttonClass, CITATION_HEADING, sectionHeadingClass, textLinkClass } from '../styles/classes.ts';

/**
 * The building blocks every details page (archive paper, thesis, conference paper) shares, so the
 * three sections look and read the same and no remote keeps its own copy.
 */

/** One "Term: value" row of a details page's fact list (use inside a <dl>). */
export function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'flex gap-2 sm:col-span-2' : 'flex gap-2'}>
      <dt className="font-medium text-slate-700">{term}:</dt>
      <dd className="text-slate-700">{children}</dd>
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
    <a href={link || `https://doi.org/${doi}`} className={`break-all ${textLinkClass}`}>
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
      className={buttonClass('primary')}
    >
      Download PDF
    </a>
  );
}

/** A part of a details page (abstract, full text, references): the same card in every section. */
export const detailsSectionClass = 'scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6';
const headingClass = sectionHeadingClass;
const sectionClass = detailsSectionClass;

/** Where a details page's parts are: the same links under every paper's, thesis's and conference paper's header. */
export function SectionLinks({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <nav aria-label="Sections of this page" className="mt-4 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map(({ href, label }) => (
          <li key={href}>
            <a href={href} className={textLinkClass}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The link to the citation card, last of a details page's section links. */
export const citationLink = (anchor: string) => ({ href: `#${anchor}`, label: CITATION_HEADING });

/** The small heading over a work's keywords, on every details page. */
export const keywordsHeadingClass = 'mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase';

/** The abstract and its keywords. */
export function AbstractSection({ abstract, keywords }: { abstract: string; keywords: string[] }) {
  return (
    <section id="abstract" aria-labelledby="abstract-heading" className={sectionClass}>
      <h2 id="abstract-heading" className={headingClass}>
        Abstract
      </h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{abstract}</p>
      {keywords.length > 0 && (
        <div>
          <h3 className={keywordsHeadingClass}>Keywords</h3>
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
