/**
 * The citation styles "How to cite" offers: each is a CSL style file of the Citation Style Language
 * project kept beside the site server (site-server/src/citationStyles, with its licence), rendered there
 * by citeproc. Order: the computing styles first, then the general ones.
 */
export const CITATION_STYLES = [
  { id: 'apa', label: 'APA (7th edition)' },
  { id: 'ieee', label: 'IEEE' },
  { id: 'association-for-computing-machinery', label: 'ACM' },
  { id: 'chicago-author-date', label: 'Chicago (author-date, 18th edition)' },
  { id: 'modern-language-association', label: 'MLA (9th edition)' },
  { id: 'nlm-citation-sequence', label: 'Vancouver (NLM)' },
  { id: 'harvard-cite-them-right', label: 'Harvard (Cite Them Right)' },
  { id: 'american-medical-association', label: 'AMA (11th edition)' },
  { id: 'nature', label: 'Nature' },
  { id: 'springer-basic-author-date', label: 'Springer (basic, author-date)' },
] as const;

export type CitationStyleId = (typeof CITATION_STYLES)[number]['id'];

export function isCitationStyle(id: string): id is CitationStyleId {
  return CITATION_STYLES.some((style) => style.id === id);
}

/** The site server's reference of one work in one CSL style (plain text). */
export function styledReferencePath(
  kind: 'paper' | 'thesis' | 'conference',
  id: number,
  style: CitationStyleId,
): string {
  return `/citation/${kind}/${id}/${style}`;
}
