import { monthNumber } from '../text/monthYear.ts';

/** What every citation format is built from: a journal article, a conference paper or a thesis. */
export interface CitationSource {
  kind: 'article' | 'conference' | 'thesis';
  title: string;
  /** Display names in order, e.g. "Priya Raman" (a "Raman, Priya" form is read too). */
  authors: string[];
  year: number;
  /** Name or number of the month, e.g. "April" or "4". */
  month?: string;
  /** Day of the month of publication, when known (never invented). */
  day?: number;
  volume?: number;
  issue?: number;
  /** Page range, e.g. "13-27"; absent for an article that has an e-location instead. */
  pages?: string;
  /** The article's electronic location id (e.g. "e91296"), cited instead of pages; never turned into a range. */
  elocationId?: string;
  /** The address of the licence the work states (its deed), when it is not the journal's. */
  licenceUrl?: string;
  /** Bare DOI ("10.59638/...") or its https://doi.org/ address. */
  doi?: string;
  /** Absolute address of the paper's page. */
  url: string;
  conferenceName?: string;
  institution?: string;
  /** e.g. "M.Tech. in Computer Science and Engineering" or "Ph.D. in Computer Science". */
  degree?: string;
}

export interface PersonName {
  given: string;
  family: string;
}

/** Lowercase particles that belong to the family name: "Ludwig van Beethoven" -> family "van Beethoven". */
const FAMILY_PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'la',
  'le',
  'dos',
  'das',
  'bin',
  'al',
]);
const HONORIFICS = /^(dr|prof|mr|mrs|ms|er)\.?$/i;

/** Splits a display name into given and family names; a single word is a family name alone. */
export function splitName(name: string): PersonName {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.includes(',')) {
    const [family = '', given = ''] = text.split(',', 2).map((part) => part.trim());
    return { given, family };
  }
  const words = text.split(' ').filter((word) => !HONORIFICS.test(word));
  if (words.length <= 1) return { given: '', family: words[0] ?? '' };
  let familyStart = words.length - 1;
  while (familyStart > 1 && FAMILY_PARTICLES.has(words[familyStart - 1]!)) familyStart -= 1;
  return { given: words.slice(0, familyStart).join(' '), family: words.slice(familyStart).join(' ') };
}

/** "Priya" -> "P.", "Jean-Luc" -> "J.-L.", "Ravi Kumar" -> "R. K." (APA and IEEE initials). */
export function initials(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => (part.endsWith('.') && part.length <= 3 ? part : `${part.charAt(0).toUpperCase()}.`))
        .join('-'),
    )
    .join(' ');
}

/** The first and last page of a range ("13-27", "13–27", "13 - 27"); last is absent for a single page. */
export function pageRange(pages: string | undefined): { first: string; last?: string } | null {
  if (!pages?.trim()) return null;
  const [first = '', last] = pages.split(/\s*[-–—]+\s*/).map((part) => part.trim());
  return last ? { first, last } : { first };
}

/** The bare DOI, whether given bare or as an address. */
export function bareDoi(doi: string | undefined): string | undefined {
  const text = doi
    ?.trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  return text ? text : undefined;
}

export function doiAddress(doi: string | undefined): string | undefined {
  const bare = bareDoi(doi);
  return bare ? `https://doi.org/${bare}` : undefined;
}

/** True when the degree is a doctorate (Ph.D., PhD, Doctor of ...), which decides @phdthesis and RIS/APA wording. */
export function isDoctoral(degree: string | undefined): boolean {
  return /\bph\.?\s?d\b|doctor/i.test(degree ?? '');
}

export { monthNumber };
