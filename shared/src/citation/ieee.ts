import { journal } from '../journal.ts';
import {
  bareDoi,
  initials,
  isDoctoral,
  monthNumber,
  pageRange,
  splitName,
  type CitationSource,
} from './citationSource.ts';

const IEEE_MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];

/** "P. Raman" per the IEEE reference guide. */
function ieeeName(name: string): string {
  const { given, family } = splitName(name);
  return given ? `${initials(given)} ${family}` : family;
}

/** "A", "A and B", "A, B, and C"; more than six authors: the first and "et al.". */
function ieeeAuthors(authors: string[]): string {
  const names = authors.map(ieeeName);
  if (names.length > 6) return `${names[0]} et al.`;
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

function ieeePages(pages: string | undefined): string | undefined {
  const range = pageRange(pages);
  if (!range) return undefined;
  return range.last ? `pp. ${range.first}–${range.last}` : `p. ${range.first}`;
}

/** IEEE reference as plain text: authors, “Title,” container, volume, number, pages, date, doi. */
export function toIeee(source: CitationSource): string {
  const month = monthNumber(source.month);
  const date = month ? `${IEEE_MONTHS[month - 1]} ${source.year}` : String(source.year);
  const doi = bareDoi(source.doi);
  const parts: string[] = [];
  const authors = ieeeAuthors(source.authors);
  const title = `“${source.title.replace(/[.]$/, '')},”`;

  if (source.kind === 'article') {
    parts.push(journal.name);
    if (source.volume !== undefined) parts.push(`vol. ${source.volume}`);
    if (source.issue !== undefined) parts.push(`no. ${source.issue}`);
    const pages = ieeePages(source.pages);
    if (pages) parts.push(pages);
    else if (source.elocationId) parts.push(`Art. no. ${source.elocationId}`);
    parts.push(date);
  } else if (source.kind === 'conference') {
    parts.push(`in Proc. ${source.conferenceName ?? journal.name}`);
    parts.push(date);
    const pages = ieeePages(source.pages);
    if (pages) parts.push(pages);
  } else {
    parts.push(isDoctoral(source.degree) ? 'Ph.D. dissertation' : `${source.degree ?? "Master's"} thesis`);
    if (source.institution) parts.push(source.institution);
    parts.push(date);
  }
  const body = `${title} ${parts.join(', ')}`;
  const tail = doi ? `, doi: ${doi}.` : `. [Online]. Available: ${source.url}`;
  return `${authors ? `${authors}, ` : ''}${body}${tail}`;
}
