import { noticeRelations } from '../jats/relations.ts';
import { articleOf, parseXml } from '../jats/xmlTree.ts';

/** What a correction or retraction notice updates: Crossmark's update type and the DOI it concerns. */
export interface WorkUpdate {
  type: 'correction' | 'retraction' | 'expression_of_concern' | 'addendum';
  doi: string;
}

/**
 * The papers a notice updates, read from its imported JATS (<related-article related-article-type=
 * "corrected-article" xlink:href="10.…">, jats/relations.ts); none for a paper without a stored file
 * or an unreadable one.
 */
export function updatesOf(jatsSource: string | null | undefined): WorkUpdate[] {
  if (!jatsSource) return [];
  try {
    return noticeRelations(articleOf(parseXml(jatsSource))).map(({ type, doi }) => ({ type, doi }));
  } catch {
    return [];
  }
}
