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
  const word =
    slugify(source.title)
      .split('-')
      .find((candidate) => candidate.length > 3) ?? 'paper';
  return `${family || 'ijcri'}${source.year}${word}`;
}

function entryType(source: CitationSource): string {
  if (source.kind === 'article') return 'article';
  if (source.kind === 'conference') return 'inproceedings';
  return isDoctoral(source.degree) ? 'phdthesis' : 'mastersthesis';
}

/**
 * An address or DOI as BibTeX writes verbatim fields: no LaTeX escapes (parsers keep the backslash of
 * "\&", breaking the link); only characters that would unbalance the braces are percent-encoded.
 */
function verbatim(value: string): string {
  return value.replace(/[{}\\\s]/g, (character) => encodeURIComponent(character));
}

/**
 * A BibTeX entry; values are brace-delimited and escaped, month uses BibTeX's own macros. publisher and
 * school are list fields (split on " and "), so a name is wrapped in a second pair of braces to stay one.
 */
export function toBibtex(source: CitationSource): string {
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
  add('author', bibtexAuthors(source.authors));
  add('title', source.title);
  if (source.kind === 'article') {
    add('journal', journal.name);
    add('volume', source.volume);
    add('number', source.issue);
    add('issn', journal.eIssn);
    addName('publisher', journal.publisher);
  } else if (source.kind === 'conference') {
    add('booktitle', source.conferenceName);
    // The proceedings are published by the journal's press, as the page's citation_publisher says.
    addName('publisher', journal.publisher);
  } else {
    addName('school', source.institution);
    add('type', source.degree ? `${source.degree} thesis` : undefined);
  }
  add('year', source.year);
  const month = monthNumber(source.month);
  if (month) fields.push(['month', BIBTEX_MONTHS[month - 1]!]);
  // biblatex's date carries the day the page gives (BibTeX itself has no day field and ignores it).
  if (month && source.day) add('date', `${source.year}-${pad2(month)}-${pad2(source.day)}`);
  const range = pageRange(source.pages);
  if (range && source.kind !== 'thesis') add('pages', range.last ? `${range.first}--${range.last}` : range.first);
  // An e-location goes where pages go, as publishers' own BibTeX (Crossref's) gives it: never a range.
  else if (source.elocationId) add('pages', source.elocationId);
  addVerbatim('doi', bareDoi(source.doi));
  addVerbatim('url', source.url);
  const body = fields.map(([name, value]) => `  ${name} = ${value}`).join(',\n');
  return `@${entryType(source)}{${bibtexKey(source)},\n${body}\n}\n`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
