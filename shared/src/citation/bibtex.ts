import { slugify } from '../text/slugify.ts';
import { cslDate, cslElocation, cslPageRange, THESIS_GENRES, type CslItem } from './cslJson.ts';

const BIBTEX_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Characters LaTeX reads as commands or groups, written so they print as themselves. */
const LATEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** One pass, so the braces an escape adds are never escaped again. */
export function escapeBibtex(value: string): string {
  return value.replace(/[\\{}&%$#_~^]/g, (character) => LATEX_ESCAPES[character]!);
}

/** "Raman, Priya and Iyer, Arjun": family name first, so BibTeX never guesses the name parts. */
function bibtexAuthors(authors: CslItem['author']): string {
  return authors.map(({ family, given }) => (given ? `${family}, ${given}` : family)).join(' and ');
}

/** Citation key in the common style: first author's family name, year, first long title word ("raman2024federated"). */
export function bibtexKey(item: CslItem): string {
  const first = item.author[0];
  const family = first ? slugify(first.family).replace(/-/g, '') : 'ijcri';
  const word =
    slugify(item.title)
      .split('-')
      .find((candidate) => candidate.length > 3) ?? 'paper';
  return `${family || 'ijcri'}${cslDate(item).year}${word}`;
}

function entryType(item: CslItem): string {
  if (item.type === 'article-journal') return 'article';
  if (item.type === 'paper-conference') return 'inproceedings';
  return item.genre === THESIS_GENRES.doctoral ? 'phdthesis' : 'mastersthesis';
}

/**
 * An address or DOI as BibTeX writes verbatim fields: no LaTeX escapes (parsers keep the backslash of
 * "\&", breaking the link); only characters that would unbalance the braces are percent-encoded.
 */
function verbatim(value: string): string {
  return value.replace(/[{}\\\s]/g, (character) => encodeURIComponent(character));
}

/**
 * A BibTeX entry written from the work's CSL-JSON record (cslJson.ts): values are brace-delimited and
 * escaped, month uses BibTeX's own macros. publisher and school are list fields (split on " and "), so a
 * name is wrapped in a second pair of braces to stay one. BibTeX has no licence field; the licence
 * travels in the CSL-JSON file.
 */
export function toBibtex(item: CslItem): string {
  const fields: Array<[string, string]> = [];
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && String(value).trim() !== '') fields.push([name, `{${escapeBibtex(String(value))}}`]);
  };
  const addName = (name: string, value: string | undefined) => {
    if (value?.trim()) fields.push([name, `{{${escapeBibtex(value.trim())}}}`]);
  };
  const addVerbatim = (name: string, value: string | undefined) => {
    if (value?.trim()) fields.push([name, `{${verbatim(value.trim())}}`]);
  };
  add('author', bibtexAuthors(item.author));
  add('title', item.title);
  if (item.type === 'article-journal') {
    add('journal', item['container-title']);
    add('volume', item.volume);
    add('number', item.issue);
    add('issn', item.ISSN);
    addName('publisher', item.publisher);
  } else if (item.type === 'paper-conference') {
    add('booktitle', item['container-title']);
    addName('publisher', item.publisher);
  } else {
    addName('school', item.publisher);
    add('type', item.genre);
  }
  const { year, month, day } = cslDate(item);
  add('year', year);
  if (month) fields.push(['month', BIBTEX_MONTHS[month - 1]!]);
  // biblatex's date carries the day the page gives (BibTeX itself has no day field and ignores it).
  if (month && day) add('date', `${year}-${pad2(month)}-${pad2(day)}`);
  const range = cslPageRange(item);
  if (range) add('pages', range.last ? `${range.first}--${range.last}` : range.first);
  // An e-location goes where pages go, as publishers' own BibTeX (Crossref's) gives it: never a range.
  else add('pages', cslElocation(item));
  addVerbatim('doi', item.DOI);
  addVerbatim('url', item.URL);
  const body = fields.map(([name, value]) => `  ${name} = ${value}`).join(',\n');
  return `@${entryType(item)}{${bibtexKey(item)},\n${body}\n}\n`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
