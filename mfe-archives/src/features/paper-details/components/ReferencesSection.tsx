import type { ReactNode } from 'react';
import { contentAnchor } from '@journal/shared/text';
import { detailsSectionClass, referenceNumberClass, sectionHeadingClass, textLinkClass } from '@journal/shared/ui';
import { splitReferences, type PaperRecord } from '../api.ts';
import { drawnWhenNear } from './drawnWhenNear.ts';

interface NumberedReference {
  key: string;
  /** The anchor an in-text citation of an imported article links to. */
  id?: string;
  text: string;
  doi?: string;
  pmid?: string;
}

/** An imported article's references keep their ids, DOIs and PMIDs; older papers have plain lines. */
function referencesOf(paper: PaperRecord): NumberedReference[] {
  if (paper.reference_list.length > 0) {
    return paper.reference_list.map((reference, index) => ({ key: reference.id ?? String(index), ...reference }));
  }
  return splitReferences(paper.paper_references).map((text, index) => ({ key: String(index), text }));
}

/** The numbered reference list ([1], [2], ... in citation order, as the IEEE style the papers use), with DOI and PubMed links. */
export function ReferencesSection({ paper }: { paper: PaperRecord }) {
  const items = referencesOf(paper);
  return (
    <section
      id="References"
      aria-labelledby="references-heading"
      tabIndex={-1}
      className={`${detailsSectionClass} ${drawnWhenNear}`}
    >
      <h2 id="references-heading" className={sectionHeadingClass}>
        References
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">This paper lists no references.</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm leading-relaxed text-slate-700">
          {items.map((reference, index) => (
            <li
              key={reference.key}
              id={reference.id ? contentAnchor(reference.id) : undefined}
              className="flex scroll-mt-24 gap-2"
            >
              <span className={referenceNumberClass(items.length)}>[{index + 1}]</span>
              <span className="min-w-0 break-words">
                <ReferenceText reference={reference} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A reference with its DOI and PMID as links. A mixed citation usually spells its DOI out ("doi:10.1145/..."):
 * that text becomes the link; an identifier the text does not show is added after it.
 */
function ReferenceText({ reference }: { reference: NumberedReference }) {
  const identifiers = [
    reference.doi
      ? { value: reference.doi, href: `https://doi.org/${reference.doi}`, label: `doi:${reference.doi}` }
      : null,
    reference.pmid
      ? {
          value: reference.pmid,
          href: `https://pubmed.ncbi.nlm.nih.gov/${reference.pmid}/`,
          label: `PMID: ${reference.pmid}`,
        }
      : null,
  ].filter((identifier) => identifier !== null);
  let parts: ReactNode[] = [reference.text];
  const added: ReactNode[] = [];
  for (const { value, href, label } of identifiers) {
    const link = (text: string) => (
      <a key={href} href={href} className={textLinkClass}>
        {text}
      </a>
    );
    const at = parts.findIndex((part) => typeof part === 'string' && part.includes(value));
    if (at === -1) {
      added.push(' ', link(label));
      continue;
    }
    const text = parts[at] as string;
    const start = text.indexOf(value);
    parts = [
      ...parts.slice(0, at),
      text.slice(0, start),
      link(value),
      text.slice(start + value.length),
      ...parts.slice(at + 1),
    ];
  }
  return (
    <>
      {parts}
      {added}
    </>
  );
}
