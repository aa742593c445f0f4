import type { Statement } from 'better-sqlite3';
import { buildMatchQuery, identifierQuery, type IdentifierQuery } from './ftsQuery.ts';
import { searchPage } from './paginate.ts';

/** The three statements every searchable kind (papers, theses, conference papers) prepares. */
export interface SearchStatements {
  /** Rows whose id, unique id (or DOI) equals what the reader typed. */
  exact: Statement;
  /** A page of full-text matches by rank, excluding the exact ones (@match, @exclude, @limit, @offset). */
  search: Statement;
  /** How many full-text matches there are, excluding the exact ones (@match, @exclude). */
  searchCount: Statement;
}

export interface RankedSearchOptions<T> {
  /** Named parameters of the `exact` statement from the reader's text read as an identifier. */
  exactParams: (id: IdentifierQuery) => Record<string, unknown>;
  idOf: (row: T) => number;
}

/**
 * The search of every kind: exact identifier matches first, then FTS5 matches ranked by bm25, paged
 * across both without loading either whole. A text with no searchable words gives only exact matches.
 */
export function rankedSearch<T>(
  statements: SearchStatements,
  options: RankedSearchOptions<T>,
  text: string,
  page: number,
  perPage: number,
): { items: T[]; total: number } {
  const exact = statements.exact.all(options.exactParams(identifierQuery(text))) as T[];
  const match = buildMatchQuery(text);
  const exclude = JSON.stringify(exact.map(options.idOf));
  return searchPage<T>(
    {
      exact,
      ftsCount: () => (match ? (statements.searchCount.pluck().get({ match, exclude }) as number) : 0),
      ftsPage: (limit, offset) => (match ? (statements.search.all({ match, exclude, limit, offset }) as T[]) : []),
    },
    page,
    perPage,
  );
}
