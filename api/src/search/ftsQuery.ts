import { MAX_ID } from '@journal/shared/contract';
import type { Engine } from '../db/database.ts';
import { FULL_TEXT } from '../db/searchIndex.ts';
/**
 * Turns whatever a reader typed into a safe full-text query: an FTS5 MATCH expression on SQLite, a
 * tsquery (for `to_tsquery('journal_search', ...)`) on PostgreSQL, matching the same words either way. Readers type quotes, asterisks,
 * AND/OR/NEAR, minus signs and carets; passed through, those are FTS5 syntax and can raise errors or
 * change the meaning. So only letters and digits survive (any script), each token is quoted (so
 * "and" or "near" are plain words), tokens are ANDed, and tokens of two or more characters get a
 * `*` for prefix matching ("federat" finds "federated"). Nothing left means no query at all.
 */
export const MAX_TOKENS = 12;
const MAX_TOKEN_LENGTH = 64;

export function tokenize(input: string): string[] {
  const tokens =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return tokens.slice(0, MAX_TOKENS).map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

export interface MatchOptions {
  /** Restrict the match to these FTS columns (e.g. title and authors for suggestions). */
  columns?: readonly string[];
  /** Any word may match (OR) instead of every word (AND); joining words such as "and" are dropped. */
  any?: boolean;
  /** The engine the query is for (default SQLite). */
  engine?: Engine;
}

/** Words that carry no topic in a title ("Data Mining and Knowledge Discovery"), dropped when any word may match. */
const JOINING_WORDS = new Set(['and', 'or', 'of', 'the', 'for', 'in', 'on', 'with', 'a', 'an', 'to']);

/** The MATCH expression, or null when the input has no letters or digits (the caller answers with an empty list). */
export function buildMatchQuery(input: string, options: MatchOptions = {}): string | null {
  const tokens = tokenize(input).filter((t) => !options.any || !JOINING_WORDS.has(t));
  if (tokens.length === 0) return null;
  if (options.engine === 'postgres') return tsQuery(tokens, options);
  // One-character prefixes would expand to a large share of the vocabulary; match those exactly.
  const expression = tokens.map((t) => (t.length >= 2 ? `"${t}"*` : `"${t}"`)).join(options.any ? ' OR ' : ' AND ');
  return options.columns?.length ? `{${options.columns.join(' ')}} : (${expression})` : expression;
}

/** The weight of an FTS5 column's field in the PostgreSQL search vector (db/searchIndex.ts). */
function weightOf(column: string): string {
  if (/title/.test(column)) return 'A';
  if (/author|keyword/.test(column)) return 'B';
  return column === FULL_TEXT ? 'D' : 'C';
}

/**
 * The same words as a tsquery: `word:*` is a prefix, `&` and `|` join them. Tokens are letters and
 * digits only, so nothing the reader typed is tsquery syntax. Restricting to columns is restricting to
 * their weights (db/searchIndex.ts: title A, authors and keywords B, abstract C, full text D).
 */
function tsQuery(tokens: readonly string[], options: MatchOptions): string {
  const weights = [...new Set((options.columns ?? []).map(weightOf))].join('');
  return tokens
    .map((t) => (t.length >= 2 ? `${t}:*${weights}` : weights ? `${t}:${weights}` : t))
    .join(options.any ? ' | ' : ' & ');
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
