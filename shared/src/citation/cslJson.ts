import { journal } from '../journal.ts';
import { bareDoi, isDoctoral, monthNumber, pageRange, splitName, type CitationSource } from './citationSource.ts';

/** One CSL-JSON item (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html), the fields this site fills. */
export interface CslItem {
  id: string;
  type: 'article-journal' | 'paper-conference' | 'thesis';
  title: string;
  author: Array<{ family: string; given?: string }>;
  issued: { 'date-parts': [[number, number?, number?]] };
  'container-title'?: string;
  'collection-title'?: string;
  publisher?: string;
  'publisher-place'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  /** Article number of a continuously published paper (CSL's e-locator). */
  number?: string;
  ISSN?: string;
  DOI?: string;
  URL: string;
  genre?: string;
  language?: string;
  /** Address of the licence's deed (CSL's license variable). */
  license?: string;
}

/** The CSL genre of a thesis, which BibTeX reads as @phdthesis or @mastersthesis. */
export const THESIS_GENRES = { doctoral: 'Doctoral dissertation', masters: "Master's thesis" } as const;

const CSL_TYPES = { article: 'article-journal', conference: 'paper-conference', thesis: 'thesis' } as const;

/**
 * Where a citation points inside its issue: the page range when there is one, else the article number
 * (e-location) of continuous publication, as the CSL-JSON record (and so every CSL style) reads it.
 */
export function locatorOf(source: CitationSource): { page?: string; number?: string } {
  const range = pageRange(source.pages);
  if (range) return { page: range.last ? `${range.first}-${range.last}` : range.first };
  const elocation = source.elocationId?.trim();
  return elocation ? { page: elocation, number: elocation } : {};
}

/** The page range of a CSL record's `page` ("13-27"), or null when it holds an e-location (page = number). */
export function cslPageRange(item: CslItem): { first: string; last?: string } | null {
  return item.page !== undefined && item.page !== item.number ? pageRange(item.page) : null;
}

/** The e-location of a continuously published paper, which the record holds as both page and number. */
export function cslElocation(item: CslItem): string | undefined {
  return item.number !== undefined && item.page === item.number ? item.number : undefined;
}

/** Year, and month and day when known, of the record's publication date. */
export function cslDate(item: CslItem): { year: number; month?: number; day?: number } {
  const [year, month, day] = item.issued['date-parts'][0];
  return { year, ...(month ? { month } : {}), ...(month && day ? { day } : {}) };
}

/**
 * The one CSL-JSON record of a work: citeproc renders every style from it, readers download it, and the
 * BibTeX and RIS files are written from it (bibtex.ts, ris.ts), so every format states the same facts.
 * id is stable per work (its address), so a reference manager recognises a second download.
 */
export function toCslJson(source: CitationSource): CslItem {
  const month = monthNumber(source.month);
  const dateParts: [number, number?, number?] = month
    ? source.day
      ? [source.year, month, source.day]
      : [source.year, month]
    : [source.year];
  const item: CslItem = {
    id: source.url,
    type: CSL_TYPES[source.kind],
    title: source.title,
    author: source.authors.map((name) => {
      const { given, family } = splitName(name);
      return given ? { family, given } : { family };
    }),
    issued: { 'date-parts': [dateParts] },
    URL: source.url,
    language: 'en',
    license: source.licenceUrl ?? journal.licence.url,
  };
  if (source.kind === 'article') {
    item['container-title'] = journal.name;
    item.ISSN = journal.eIssn;
    item.publisher = journal.publisher;
    if (source.volume !== undefined) item.volume = String(source.volume);
    if (source.issue !== undefined) item.issue = String(source.issue);
  } else if (source.kind === 'conference') {
    if (source.conferenceName) item['container-title'] = source.conferenceName;
    // The proceedings are published by the journal's press, as the page's citation_publisher says.
    item.publisher = journal.publisher;
  } else {
    if (source.institution) item.publisher = source.institution;
    item.genre = isDoctoral(source.degree) ? THESIS_GENRES.doctoral : THESIS_GENRES.masters;
  }
  if (source.kind !== 'thesis') Object.assign(item, locatorOf(source));
  const doi = bareDoi(source.doi);
  if (doi) item.DOI = doi;
  return item;
}

/** The CSL-JSON download: a list holding the one record, as reference managers read the format. */
export function cslJsonFile(item: CslItem): string {
  return `${JSON.stringify([item], null, 2)}\n`;
}
