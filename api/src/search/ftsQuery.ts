import { MAX_ID } from '@journal/shared/contract';
import type { Engine } from '../db/database.ts';
import { FULL_TEXT } from '../db/searchIndex.ts';

/**
 * What a reader typed, read once (docs/api.md, "Search syntax") and written out for either engine: an
 * FTS5 MATCH expression on SQLite, a tsquery text for `to_tsquery('journal_search', CAST(${match} AS text))` (a bound
 * value) on PostgreSQL. The syntax is the one web search engines taught readers:
 * - words: every word must match; a word of two or more characters is a prefix ("federat" finds
 *   "federated"), a one-character word a whole word; a trailing `*` says the same;
 * - "quoted words": those words side by side, each a whole word (a phrase);
 * - `OR` (capitals) between two words or phrases: either of them;
 * - `-word` or `-"a phrase"`: papers with it are left out.
 * Only letters, digits and marks of any script survive as words; every other character separates words,
 * so no input is ever an operator of FTS5 or tsquery syntax, nor an error. Nothing left to find (no
 * word, or only excluded ones) means no full-text query at all.
 */
export const MAX_TOKENS = 12;
const MAX_TOKEN_LENGTH = 64;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function tokenize(input: string): string[] {
  const tokens = input.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return tokens.slice(0, MAX_TOKENS).map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/** Words to find side by side (a phrase, `exact`), or one word, a prefix unless `exact`. */
export interface SearchTerm {
  words: string[];
  exact: boolean;
}

/** Every group must match (a group: terms joined by OR); no excluded term may. */
export interface ParsedSearch {
  groups: SearchTerm[][];
  excluded: SearchTerm[];
}

type Item = { or: true } | { term: SearchTerm; excluded: boolean };

/** Quoted parts (a missing closing quote closes at the end) and the space-separated words between them. */
const PART = /(-?)"([^"]*)"?|(\S+)/g;

function itemsOf(input: string): Item[] {
  const items: Item[] = [];
  let words = 0;
  const take = (tokens: string[]) => {
    const kept = tokens.slice(0, Math.max(0, MAX_TOKENS - words)).map((t) => t.slice(0, MAX_TOKEN_LENGTH));
    words += kept.length;
    return kept;
  };
  for (const [, minus, quoted, bare] of input.normalize('NFKC').matchAll(PART)) {
    if (bare === 'OR') {
      items.push({ or: true });
      continue;
    }
    const excluded = minus === '-' || (bare?.startsWith('-') ?? false);
    const tokens = take((quoted ?? bare ?? '').toLowerCase().match(WORD) ?? []);
    if (tokens.length === 0) continue;
    if (quoted !== undefined || (excluded && tokens.length > 1)) {
      items.push({ term: { words: tokens, exact: quoted !== undefined || tokens.length > 1 }, excluded });
    } else if (excluded) {
      items.push({ term: { words: tokens, exact: (tokens[0] ?? '').length < 2 }, excluded });
    } else {
      // "2.5" or "title:compiler": each word a term of its own, as if typed apart.
      for (const token of tokens) items.push({ term: { words: [token], exact: token.length < 2 }, excluded: false });
    }
  }
  return items;
}

/** Words that carry no topic in a title ("Data Mining and Knowledge Discovery"), dropped when any word may match. */
const JOINING_WORDS = new Set(['and', 'or', 'of', 'the', 'for', 'in', 'on', 'with', 'a', 'an', 'to']);

/** The reader's search as groups and exclusions; `any`: every term one alternative (topic titles). */
export function parseSearch(input: string, any = false): ParsedSearch {
  const groups: SearchTerm[][] = [];
  const excluded: SearchTerm[] = [];
  let joinNext = false;
  for (const item of itemsOf(input)) {
    if ('or' in item) {
      joinNext = groups.length > 0;
      continue;
    }
    if (item.excluded) excluded.push(item.term);
    else if (any) {
      const [word = ''] = item.term.words;
      if (item.term.words.length > 1 || !JOINING_WORDS.has(word)) {
        if (groups.length === 0) groups.push([]);
        groups[0]?.push(item.term);
      }
    } else if (joinNext) groups.at(-1)?.push(item.term);
    else groups.push([item.term]);
    joinNext = false;
  }
  return { groups, excluded: groups.length ? excluded : [] };
}

export interface MatchOptions {
  /** Restrict the match to these FTS columns (e.g. title and authors for suggestions). */
  columns?: readonly string[];
  /** Any word may match (OR) instead of every word (AND); joining words such as "and" are dropped. */
  any?: boolean;
  /** The engine the query is for (default SQLite). */
  engine?: Engine;
}

/** The MATCH expression (or tsquery text), or null when there is nothing to find (the caller answers with an empty list). */
export function buildMatchQuery(input: string, options: MatchOptions = {}): string | null {
  const parsed = parseSearch(input, options.any);
  if (parsed.groups.length === 0) return null;
  return options.engine === 'postgres' ? tsQuery(parsed, options.columns) : ftsMatch(parsed, options.columns);
}

/** Either of `parts`, in parentheses when there are several. */
const either = (parts: string[], or: string) => (parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(or)})`);

/** FTS5: `"word"*`, `"a phrase"`, OR, AND and NOT, every word quoted (so "and" or "near" are plain words). */
function ftsMatch({ groups, excluded }: ParsedSearch, columns: readonly string[] = []): string {
  const term = ({ words, exact }: SearchTerm) => `"${words.join(' ')}"${exact ? '' : '*'}`;
  const required = groups.map((group) => either(group.map(term), ' OR ')).join(' AND ');
  const expression = excluded.length
    ? `${groups.length > 1 ? `(${required})` : required} NOT ${either(excluded.map(term), ' OR ')}`
    : required;
  return columns.length ? `{${columns.join(' ')}} : (${expression})` : expression;
}

/** The weight of an FTS5 column's field in the PostgreSQL search vectors (db/searchIndex.ts). */
function weightOf(column: string): string {
  if (/title/.test(column)) return 'A';
  if (/author|keyword/.test(column)) return 'B';
  return column === FULL_TEXT ? 'D' : 'C';
}

/**
 * tsquery: `'word':*` a prefix, `'a' <-> 'phrase'`, `|`, `&` and `& !`. Words are letters and digits
 * only, quoted besides, so nothing the reader typed is tsquery syntax. Restricting to columns is
 * restricting to their weights (db/searchIndex.ts: title A, authors and keywords B, abstract C, full text D).
 */
function tsQuery({ groups, excluded }: ParsedSearch, columns: readonly string[] = []): string {
  const weights = [...new Set(columns.map(weightOf))].join('');
  const lexeme = (word: string, prefix: boolean) =>
    `'${word}'${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;
  const term = ({ words, exact }: SearchTerm) =>
    either(
      words.map((word) => lexeme(word, !exact)),
      ' <-> ',
    );
  const required = groups.map((group) => either(group.map(term), ' | ')).join(' & ');
  return excluded.length ? `${required} & !${either(excluded.map(term), ' | ')}` : required;
}

/** A reader's search interpreted as an identifier: a number, a unique id such as IJCRI-2024-V3I2-007, or a DOI. */
export interface IdentifierQuery {
  numericId: number | null;
  uniqueId: string;
  doi: string;
}

/** Control characters: in no identifier, and in no PostgreSQL text at all (NUL), so never looked up. */
// eslint-disable-next-line no-control-regex -- the characters this matches are the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export function identifierQuery(input: string): IdentifierQuery {
  const trimmed = CONTROL.test(input) ? '' : input.trim();
  const numeric = /^#?\d{1,10}$/.test(trimmed) ? Number(trimmed.replace('#', '')) : null;
  return {
    numericId: numeric !== null && numeric >= 1 && numeric <= MAX_ID ? numeric : null,
    uniqueId: trimmed.toUpperCase(),
    doi: trimmed
      .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
      .replace(/^doi:\s*/i, '')
      .toLowerCase(),
  };
}
