/**
 * The part of citation-js (a test-only validator: BibTeX and RIS read as reference managers read
 * them) the tests use; the package ships no types. Entries come back as CSL-JSON.
 */
declare module '@citation-js/core' {
  export class Cite {
    constructor(input: string);
    data: Array<Record<string, unknown>>;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
