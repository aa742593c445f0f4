export { type CitationSource } from './citationSource.ts';
export { toBibtex } from './bibtex.ts';
export { toRis } from './ris.ts';
export { CitationBlock } from './CitationBlock.tsx';
export { toCslJson, type CslItem } from './cslJson.ts';
export { CITATION_STYLES, isCitationStyle, type CitationStyleId } from './styles.ts';
