import { useId } from 'react';
import { toApa } from './apa.ts';
import { bibtexKey, toBibtex } from './bibtex.ts';
import type { CitationSource } from './citationSource.ts';
import { toIeee } from './ieee.ts';
import { toRis } from './ris.ts';
import { CopyButton } from './CopyButton.tsx';
import { toCslJson } from './cslJson.ts';
import { StyledReference, type CitedWorkKind } from './StyledReference.tsx';
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

const downloadClass = buttonClass('quiet');

/**
 * The citation card, "Cite this article": how to cite in APA and IEEE (with copy buttons) and BibTeX / RIS files for
 * reference managers, and the CSL-JSON record every style is rendered from. The files are data: addresses,
 * so they work without another call; the other styles are fetched only when the reader picks one.
 */
export function CitationBlock({ source, heading = CITATION_HEADING, headingLevel = 2, id, work }: CitationBlockProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const apa = toApa(source);
  const ieee = toIeee(source);
  const key = bibtexKey(source);
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${cardClass}`}>
      <Heading id={headingId} className={sectionHeadingClass}>
        {heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        How to cite: copy a reference in APA, IEEE or another style, or download it for your reference manager.
      </p>
      <div className="mt-4 space-y-4">
        <div>
          <Sub className="text-sm font-semibold uppercase tracking-wide text-slate-600">APA</Sub>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">{apa}</p>
          <div className="mt-2">
            <CopyButton text={apa} label="Copy APA citation" confirmation="APA citation copied" />
          </div>
        </div>
        <div>
          <Sub className="text-sm font-semibold uppercase tracking-wide text-slate-600">IEEE</Sub>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">{ieee}</p>
          <div className="mt-2">
            <CopyButton text={ieee} label="Copy IEEE citation" confirmation="IEEE citation copied" />
          </div>
        </div>
        {work && <StyledReference kind={work.kind} id={work.id} />}
        <div className="flex flex-wrap gap-2">
          <a href={dataUrl('application/x-bibtex', toBibtex(source))} download={`${key}.bib`} className={downloadClass}>
            Download BibTeX
          </a>
          <a
            href={dataUrl('application/x-research-info-systems', toRis(source))}
            download={`${key}.ris`}
            className={downloadClass}
          >
            Download RIS
          </a>
          <a
            href={dataUrl('application/vnd.citationstyles.csl+json', JSON.stringify([toCslJson(source)], null, 2))}
            download={`${key}.json`}
            className={downloadClass}
          >
            Download CSL-JSON
          </a>
        </div>
      </div>
    </section>
  );
}
