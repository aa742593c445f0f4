import { cslDate, cslElocation, cslPageRange, type CslItem } from './cslJson.ts';

const RIS_TYPES = { 'article-journal': 'JOUR', 'paper-conference': 'CONF', thesis: 'THES' } as const;

/**
 * A RIS record (reference managers: Zotero, Mendeley, EndNote), written from the work's CSL-JSON record
 * (cslJson.ts). Tags are two letters, two spaces, a hyphen and a space; lines end with CRLF as the format
 * asks; ER closes the record. RIS has no licence tag; the licence travels in the CSL-JSON file.
 */
export function toRis(item: CslItem): string {
  const lines: string[] = [`TY  - ${RIS_TYPES[item.type]}`];
  const add = (tag: string, value: string | number | undefined) => {
    // A line break inside a value would start a bogus tag line.
    if (value !== undefined && String(value).trim() !== '')
      lines.push(`${tag}  - ${String(value).replace(/\s+/g, ' ').trim()}`);
  };
  add('TI', item.title);
  for (const { family, given } of item.author) add('AU', given ? `${family}, ${given}` : family);
  const { year, month, day } = cslDate(item);
  add('PY', year);
  add('DA', `${year}/${month ? pad2(month) : ''}/${day ? pad2(day) : ''}/`);
  if (item.type === 'article-journal') {
    add('JO', item['container-title']);
    add('T2', item['container-title']);
    add('VL', item.volume);
    add('IS', item.issue);
    add('SN', item.ISSN);
    add('PB', item.publisher);
  } else if (item.type === 'paper-conference') {
    // The proceedings bear the conference's name: T2 is the conference, C3 the proceedings' title.
    add('T2', item['container-title']);
    add('C3', item['container-title']);
    add('PB', item.publisher);
  } else {
    add('PB', item.publisher);
    add('M3', item.genre);
  }
  const range = cslPageRange(item);
  if (range) {
    add('SP', range.first);
    add('EP', range.last);
  } else {
    // An e-location is the start locator, as publishers' RIS gives it; there is no end page.
    add('SP', cslElocation(item));
  }
  add('DO', item.DOI);
  add('UR', item.URL);
  add('LA', item.language);
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
