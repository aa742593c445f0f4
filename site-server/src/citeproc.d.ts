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
  interface CiteprocEngine {
    setOutputFormat(format: 'html' | 'text' | 'rtf'): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [BibliographyMeta, string[]] | false;
  }
  const CSL: {
    Engine: new (sys: CiteprocSys, style: string, language?: string, forceLanguage?: boolean) => CiteprocEngine;
  };
  export default CSL;
}
