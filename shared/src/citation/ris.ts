import { journal } from '../journal.ts';
import { bareDoi, monthNumber, pageRange, splitName, type CitationSource } from './citationSource.ts';

const RIS_TYPES = { article: 'JOUR', conference: 'CONF', thesis: 'THES' } as const;

/**
 * A RIS record (reference managers: Zotero, Mendeley, EndNote). Tags are two letters, two spaces, a
 * hyphen and a space; lines end with CRLF as the format asks; ER closes the record.
 */
export function toRis(source: CitationSource): string {
  const lines: string[] = [`TY  - ${RIS_TYPES[source.kind]}`];
  const add = (tag: string, value: string | number | undefined) => {
    // A line break inside a value would start a bogus tag line.
    if (value !== undefined && String(value).trim() !== '')
      lines.push(`${tag}  - ${String(value).replace(/\s+/g, ' ').trim()}`);
  };
  add('TI', source.title);
  for (const name of source.authors) {
    const { given, family } = splitName(name);
    add('AU', given ? `${family}, ${given}` : family);
  }
  add('PY', source.year);
  const month = monthNumber(source.month);
  const day = month && source.day ? String(source.day).padStart(2, '0') : '';
  add('DA', month ? `${source.year}/${String(month).padStart(2, '0')}/${day}/` : `${source.year}///`);
  if (source.kind === 'article') {
    add('JO', journal.name);
    add('T2', journal.name);
    add('VL', source.volume);
    add('IS', source.issue);
    add('SN', journal.eIssn);
    add('PB', journal.publisher);
  } else if (source.kind === 'conference') {
    add('T2', source.conferenceName);
    add('PB', journal.publisher);
  } else {
    add('PB', source.institution);
    add('M3', source.degree);
  }
  const range = pageRange(source.pages);
  if (range && source.kind !== 'thesis') {
    add('SP', range.first);
    add('EP', range.last);
  } else if (source.elocationId && source.kind !== 'thesis') {
    // An e-location is the start locator, as publishers' RIS gives it; there is no end page.
    add('SP', source.elocationId);
  }
  add('DO', bareDoi(source.doi));
  add('UR', source.url);
  add('LA', journal.language);
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}
