import { descendants, parseXml } from '../jats/xmlTree.ts';

/** What a correction or retraction notice updates: Crossmark's update type and the DOI it concerns. */
export interface WorkUpdate {
  type: 'correction' | 'retraction' | 'expression_of_concern' | 'addendum';
  doi: string;
}

/** JATS related-article types of a notice, to Crossmark update types. */
const UPDATE_TYPES: Record<string, WorkUpdate['type']> = {
  'corrected-article': 'correction',
  'retracted-article': 'retraction',
  'object-of-concern': 'expression_of_concern',
  'addended-article': 'addendum',
};

const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)?(10\.\d{4,9}\/\S+)$/i;

/**
 * The papers a notice updates, read from its imported JATS (<related-article related-article-type=
 * "corrected-article" xlink:href="10.…">); none for a paper without a stored file or an unreadable one.
 */
export function updatesOf(jatsSource: string | null | undefined): WorkUpdate[] {
  if (!jatsSource) return [];
  let root;
  try {
    root = parseXml(jatsSource);
  } catch {
    return [];
  }
  const meta = descendants(root, 'article-meta')[0];
  return descendants(meta, 'related-article').flatMap((related) => {
    const type = UPDATE_TYPES[related.attrs['related-article-type'] ?? ''];
    const doi = DOI.exec((related.attrs['xlink:href'] ?? '').trim())?.[1];
    return type && doi ? [{ type, doi }] : [];
  });
}
