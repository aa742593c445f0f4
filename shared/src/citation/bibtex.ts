import { journal } from '../journal.ts';
import { slugify } from '../text/slugify.ts';
import { bareDoi, isDoctoral, monthNumber, pageRange, splitName, type CitationSource } from './citationSource.ts';

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
function bibtexAuthors(authors: string[]): string {
  return authors
    .map((name) => {
      const { given, family } = splitName(name);
      return given ? `${family}, ${given}` : family;
    })
    .join(' and ');
}

/** Citation key in the common style: first author's family name, year, first long title word ("raman2024federated"). */
export function bibtexKey(source: CitationSource): string {
  const family = source.authors[0] ? slugify(splitName(source.authors[0]).family).replace(/-/g, '') : 'ijcri';
  const word = slugify(source.title).split('-').find((candidate) => candidate.length > 3) ?? 'paper';
  return `${family || 'ijcri'}${source.year}${word}`;
}

function entryType(source: CitationSource): string {
  if (source.kind === 'article') return 'article';
  if (source.kind === 'conference') return 'inproceedings';
  return isDoctoral(source.degree) ? 'phdthesis' : 'mastersthesis';
}

/** A BibTeX entry; values are brace-delimited and escaped, month uses BibTeX's own macros. */
export function toBibtex(source: CitationSource): string {
  const fields: Array<[string, string]> = [];
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && String(value).trim() !== '') fields.push([name, `{${escapeBibtex(String(value))}}`]);
  };
  add('author', bibtexAuthors(source.authors));
  add('title', source.title);
  if (source.kind === 'article') {
    add('journal', journal.name);
    add('volume', source.volume);
    add('number', source.issue);
    add('issn', journal.eIssn);
  } else if (source.kind === 'conference') {
    add('booktitle', source.conferenceName);
    add('publisher', journal.name);
  } else {
    add('school', source.institution);
    add('type', source.degree ? `${source.degree} thesis` : undefined);
  }
  add('year', source.year);
  const month = monthNumber(source.month);
  if (month) fields.push(['month', BIBTEX_MONTHS[month - 1]!]);
  const range = pageRange(source.pages);
  if (range && source.kind !== 'thesis') add('pages', range.last ? `${range.first}--${range.last}` : range.first);
  add('doi', bareDoi(source.doi));
  add('url', source.url);
  const body = fields.map(([name, value]) => `  ${name} = ${value}`).join(',\n');
  return `@${entryType(source)}{${bibtexKey(source)},\n${body}\n}\n`;
}
