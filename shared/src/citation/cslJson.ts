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
}

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

/**
 * The one CSL-JSON record of a work: citeproc renders every style from it and readers download it.
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
  };
  if (source.kind === 'article') {
    item['container-title'] = journal.name;
    item.ISSN = journal.eIssn;
    item.publisher = journal.publisher;
    if (source.volume !== undefined) item.volume = String(source.volume);
    if (source.issue !== undefined) item.issue = String(source.issue);
  } else if (source.kind === 'conference') {
    if (source.conferenceName) item['container-title'] = source.conferenceName;
    item.publisher = journal.publisher;
  } else {
    if (source.institution) item.publisher = source.institution;
    item.genre = isDoctoral(source.degree) ? 'Doctoral dissertation' : "Master's thesis";
  }
  if (source.kind !== 'thesis') Object.assign(item, locatorOf(source));
  const doi = bareDoi(source.doi);
  if (doi) item.DOI = doi;
  return item;
}
