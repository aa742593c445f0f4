export { type CitationSource, splitName, initials } from './citationSource.ts';
export { toApa } from './apa.ts';
export { toIeee } from './ieee.ts';
export { toBibtex, bibtexKey, escapeBibtex } from './bibtex.ts';
export { toRis } from './ris.ts';
export { CopyButton, type CopyButtonProps } from './CopyButton.tsx';
export { CitationBlock, type CitationBlockProps } from './CitationBlock.tsx';
export { toCslJson, locatorOf, type CslItem } from './cslJson.ts';
export { CITATION_STYLES, isCitationStyle, type CitationStyleId } from './styles.ts';
