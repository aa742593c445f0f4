import { useId } from 'react';
import { toApa } from './apa.ts';
import { bibtexKey, toBibtex } from './bibtex.ts';
import type { CitationSource } from './citationSource.ts';
import { toIeee } from './ieee.ts';
import { toRis } from './ris.ts';
import { CopyButton } from './CopyButton.tsx';
import { cslJsonFile, toCslJson, type CslItem } from './cslJson.ts';
import { styledReference, type CitationKit, type CitedWorkKind } from './StyledReference.tsx';
import { buttonClass, cardClass, CITATION_HEADING, sectionHeadingClass } from '../styles/classes.ts';

export interface CitationBlockProps {
  source: CitationSource;
  heading?: string;
  headingLevel?: 2 | 3;
  /** Id of the section, e.g. for an in-page link. */
  id?: string;
  /** The work on this site: with it, the other CSL styles are offered (rendered by the site server). */
  work?: { kind: CitedWorkKind; id: number };
}

function dataUrl(mime: string, content: string): string {
  return `data:${mime};charset=utf-8,${encodeURIComponent(content)}`;
}

/** The files for reference managers, all written from the work's one CSL-JSON record. */
function downloads(record: CslItem) {
  return [
    { label: 'BibTeX', mime: 'application/x-bibtex', extension: 'bib', content: toBibtex(record) },
    { label: 'RIS', mime: 'application/x-research-info-systems', extension: 'ris', content: toRis(record) },
    {
      label: 'CSL-JSON',
      mime: 'application/vnd.citationstyles.csl+json',
      extension: 'json',
      content: cslJsonFile(record),
    },
  ];
}

const downloadClass = buttonClass('quiet');

/**
 * The citation card, "Cite this article": how to cite in APA and IEEE (with copy buttons) and BibTeX / RIS files for
 * reference managers, and the CSL-JSON record every style and file is made from. The files are data: addresses,
 * so they work without another call; the other styles are fetched only when the reader picks one.
 */
export function citationBlock(kit: CitationKit) {
  const StyledReference = styledReference(kit);
  return function CitationBlock({
    source,
    heading = CITATION_HEADING,
    headingLevel = 2,
    id,
    work,
  }: CitationBlockProps) {
    const headingId = useId();
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    const Sub = headingLevel === 2 ? 'h3' : 'h4';
    // Every download is written from the one CSL-JSON record of the work.
    const record = toCslJson(source);
    const key = bibtexKey(record);
    return (
      <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${cardClass}`}>
        <Heading id={headingId} className={sectionHeadingClass}>
          {heading}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">
          How to cite: copy a reference in APA, IEEE or another style, or download it for your reference manager.
        </p>
        <div className="mt-4 space-y-4">
          {[
            { style: 'APA', text: toApa(source) },
            { style: 'IEEE', text: toIeee(source) },
          ].map(({ style, text }) => (
            <div key={style}>
              <Sub className="text-sm font-semibold uppercase tracking-wide text-slate-600">{style}</Sub>
              <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">{text}</p>
              <div className="mt-2">
                <CopyButton text={text} label={`Copy ${style} citation`} confirmation={`${style} citation copied`} />
              </div>
            </div>
          ))}
          {work && <StyledReference kind={work.kind} id={work.id} />}
          <div className="flex flex-wrap gap-2">
            {downloads(record).map(({ label, mime, extension, content }) => (
              <a
                key={extension}
                href={dataUrl(mime, content)}
                download={`${key}.${extension}`}
                className={downloadClass}
              >
                Download {label}
              </a>
            ))}
          </div>
        </div>
      </section>
    );
  };
}
