import { journal } from '../journal.ts';
import {
  bareDoi,
  doiAddress,
  initials,
  isDoctoral,
  pageRange,
  splitName,
  type CitationSource,
} from './citationSource.ts';

/** "Raman, P." per APA 7. */
function apaName(name: string): string {
  const { given, family } = splitName(name);
  return given ? `${family}, ${initials(given)}` : family;
}

/** APA 7 author list: "A", "A, & B", "A, B, & C"; from 21 authors the first 19, an ellipsis and the last. */
function apaAuthors(authors: string[]): string {
  const names = authors.map(apaName);
  if (names.length === 0) return '';
  if (names.length === 1) return names[0]!;
  if (names.length > 20) return `${names.slice(0, 19).join(', ')}, . . . ${names[names.length - 1]}`;
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

function apaPages(pages: string | undefined): string | undefined {
  const range = pageRange(pages);
  if (!range) return undefined;
  return range.last ? `${range.first}–${range.last}` : range.first;
}

/** A sentence ends with exactly one full stop, even when the title ends with ? or !. */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** APA 7 reference as plain text (italics cannot travel through the clipboard as plain text). */
export function toApa(source: CitationSource): string {
  const authors = apaAuthors(source.authors);
  const lead = authors ? `${sentence(authors)} (${source.year}).` : `${sentence(source.title)} (${source.year}).`;
  const title = authors ? ` ${sentence(source.title)}` : '';
  const link = doiAddress(source.doi) ?? source.url;
  const pages = apaPages(source.pages);

  if (source.kind === 'article') {
    let container = journal.name;
    if (source.volume !== undefined) container += `, ${source.volume}`;
    if (source.issue !== undefined) container += `(${source.issue})`;
    if (pages) container += `, ${pages}`;
    else if (source.elocationId) container += `, Article ${source.elocationId}`;
    return `${lead}${title} ${container}. ${link}`;
  }
  if (source.kind === 'conference') {
    const where = source.conferenceName ? ` In ${source.conferenceName}${pages ? ` (pp. ${pages})` : ''}.` : '';
    return `${lead}${title}${where} ${journal.name}. ${link}`;
  }
  const kind = isDoctoral(source.degree) ? 'Doctoral dissertation' : "Master's thesis";
  const bracket = [kind, source.institution].filter(Boolean).join(', ');
  const thesisTitle = authors ? ` ${source.title.replace(/[.]$/, '')} [${bracket}].` : '';
  const doi = bareDoi(source.doi);
  return `${lead}${thesisTitle} ${journal.name}. ${doi ? `https://doi.org/${doi}` : source.url}`;
}
