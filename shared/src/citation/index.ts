export { toBibtex } from './bibtex.ts';
export { toRis } from './ris.ts';
export { citationBlock } from './CitationBlock.tsx';
export { cslJsonFile, toCslJson, type CslItem } from './cslJson.ts';
export { CITATION_STYLES, isCitationStyle, type CitationStyleId } from './styles.ts';
