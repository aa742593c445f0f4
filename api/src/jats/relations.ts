import type { ArticleRelation } from '@journal/shared/contract';
import { child, descendants, textOf, type XmlElement } from './xmlTree.ts';

/**
 * What a notice (correction, retraction, expression of concern, addendum) is about, read from its
 * <related-article> elements in <article-meta>; an article that is not a notice has none.
 * docs/content.md, "Corrections and retractions".
 */
export interface NoticeOf {
  type: ArticleRelation['type'];
  doi: string;
  /** The other article's title as the notice gives it (the element's text), '' when it gives none. */
  title: string;
}

/** JATS related-article types of a notice, to Crossmark's update types. */
const RELATED_ARTICLE_TYPES: Record<string, NoticeOf['type']> = {
  'corrected-article': 'correction',
  'retracted-article': 'retraction',
  'concerned-article': 'expression_of_concern',
  'object-of-concern': 'expression_of_concern',
  'addended-article': 'addendum',
};

/** A notice's article-type, for a <related-article> that states no type of its own. */
const NOTICE_ARTICLE_TYPES: Record<string, NoticeOf['type']> = {
  correction: 'correction',
  retraction: 'retraction',
  'expression-of-concern': 'expression_of_concern',
  addendum: 'addendum',
};

/** A DOI as publishers write it in xlink:href: bare, doi.org, "doi:" or PLOS's "info:doi/". */
const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:|info:doi\/)?(10\.\d{4,9}\/\S+)$/i;

export function noticeRelations(root: XmlElement): NoticeOf[] {
  const meta = child(child(root, 'front'), 'article-meta');
  const ownType = NOTICE_ARTICLE_TYPES[root.attrs['article-type'] ?? ''];
  const seen = new Set<string>();
  return descendants(meta, 'related-article').flatMap((related) => {
    const stated = related.attrs['related-article-type'];
    const type = stated ? RELATED_ARTICLE_TYPES[stated] : ownType;
    const doi = DOI.exec((related.attrs['xlink:href'] ?? '').trim())?.[1];
    if (!type || !doi || seen.has(doi.toLowerCase())) return [];
    seen.add(doi.toLowerCase());
    return [{ type, doi, title: textOf(related).replace(/\s+/g, ' ').trim() }];
  });
}
