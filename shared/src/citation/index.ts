export { toBibtex } from './bibtex.ts';
export { toRis } from './ris.ts';
export { CitationBlock } from './CitationBlock.tsx';
