/** The parts of citeproc-js (npm "citeproc", which ships no types) the site server calls. */
declare module 'citeproc' {
  interface CiteprocSys {
    retrieveLocale(language: string): string;
    retrieveItem(id: string): unknown;
  }
  interface BibliographyMeta {
    bibstart: string;
    bibend: string;
  }
  class Engine {
    constructor(sys: CiteprocSys, style: string, language?: string, forceLanguage?: boolean);
    setOutputFormat(format: 'html' | 'text' | 'rtf'): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [BibliographyMeta, string[]] | false;
  }
  const CSL: { Engine: typeof Engine };
  export default CSL;
}
