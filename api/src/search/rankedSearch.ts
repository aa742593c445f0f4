import type { Statement } from '../db/connection.ts';
import { buildMatchQuery, identifierQuery, type IdentifierQuery } from './ftsQuery.ts';
import { searchPage } from './paginate.ts';

/**
 * Ranked full-text search whose cost does not grow with the archive.
 *
 * The page of best matches is taken inside SQLite on the FTS5 table alone (ids only); only the page's
 * rows are then read from the content table. Matches are counted on the FTS index alone (no join),
 * minus the few that must not be listed (exact matches shown first, deleted rows).
 *
 * Ranking every match by BM25 costs O(matches): fine for a few thousand, not for a word that is in
 * every paper. So when more than RANK_CAP papers match, BM25 ranks the RANK_CAP newest matches
 * (highest ids: the archive's ids grow with publication) and the older matches follow, newest first.
 * A reader searching a very common word thus sees the best matches among the recent papers; a
 * specific search (a title, an author, two or three words) matches fewer than RANK_CAP papers and is
 * ranked in full. Either way the order is total and stable, so pages never repeat or skip a paper.
 */
export const RANK_CAP = 1000;

/** Where a searchable kind (papers, theses, conference papers) lives. */
export interface SearchTable {
  /** Content table, aliased `c` in `columns`. */
  table: string;
  /** Its integer primary key (the FTS rowid). */
  key: string;
  /** The external-content FTS5 table. */
  fts: string;
  /** Columns of a list item, selected from `c`. */
  columns: string;
  /** SQL selecting the keys of rows that are indexed but never listed (deleted papers); served by an index. */
  hidden?: string;
}

/** The statements of one searchable kind; exported so the query-plan test can inspect them. */
export function searchSql({ table, key, fts, columns, hidden }: SearchTable) {
  const notListed = `SELECT value FROM json_each(@exclude)${hidden ? ` UNION ALL ${hidden}` : ''}`;
  const matches = `FROM ${fts} WHERE ${fts} MATCH @match`;
  return {
    /** Every FTS match, listed or not: walks the doclists only. */
    matchCount: `SELECT count(*) ${matches}`,
    /** Matches that are not listed: one rowid lookup each. */
    notListedCount: `SELECT count(*) ${matches} AND rowid IN (${notListed})`,
    /** A page of matches by BM25 (FTS5 sorts them itself: ORDER BY rank is consumed by the FTS table). */
    rankedPage: `SELECT rowid ${matches} AND rowid NOT IN (${notListed}) ORDER BY rank LIMIT @limit OFFSET @offset`,
    /** The id of the RANK_CAP-th newest match: the oldest paper that is ranked by BM25. */
    boundary: `SELECT rowid ${matches} AND rowid NOT IN (${notListed}) ORDER BY rowid DESC LIMIT 1 OFFSET @cap`,
    /** A page of the newest RANK_CAP matches by BM25; ties by id, as FTS5's own ORDER BY rank does. */
    cappedPage: `SELECT id FROM (SELECT rowid AS id, rank AS score ${matches} AND rowid >= @boundary AND rowid NOT IN (${notListed}))
      ORDER BY score, id LIMIT @limit OFFSET @offset`,
    /** A page of the older matches, newest first. */
    olderPage: `SELECT rowid ${matches} AND rowid < @boundary AND rowid NOT IN (${notListed}) ORDER BY rowid DESC LIMIT @limit OFFSET @offset`,
    /** The rows of a page, in the order of @ids (a JSON array): one primary-key lookup each. */
    rows: `SELECT ${columns} FROM json_each(@ids) ids CROSS JOIN ${table} c ON c.${key} = ids.value ORDER BY ids.key`,
  } as const;
}

export type SearchStatements = Record<keyof ReturnType<typeof searchSql>, Statement>;

export interface RankedSearchOptions<T> {
  /** Rows whose id, unique id (or DOI) equals what the reader typed; named parameters from `exactParams`. */
  exact: Statement;
  exactParams: (id: IdentifierQuery) => Record<string, unknown>;
  idOf: (row: T) => number;
}

/** Full-text matches of one MATCH expression, in rank order, without the rows listed in `exclude`. */
export function rankedMatches(s: SearchStatements, match: string, excludeIds: readonly number[] = [], cap = RANK_CAP) {
  const exclude = JSON.stringify(excludeIds);
  const total =
    (s.matchCount.pluck().get({ match }) as number) - (s.notListedCount.pluck().get({ match, exclude }) as number);
  // The oldest match ranked by BM25 when there are too many to rank them all.
  const boundary = total > cap ? (s.boundary.pluck().get({ match, exclude, cap: cap - 1 }) as number) : null;
  return {
    total,
    /** Ids of `limit` matches from `offset`, best first. */
    ids(limit: number, offset: number): number[] {
      if (boundary === null) return s.rankedPage.pluck().all({ match, exclude, limit, offset }) as number[];
      const ids =
        offset < cap
          ? (s.cappedPage
              .pluck()
              .all({ match, exclude, boundary, limit: Math.min(limit, cap - offset), offset }) as number[])
          : [];
      if (ids.length < limit) {
        ids.push(
          ...(s.olderPage.pluck().all({
            match,
            exclude,
            boundary,
            limit: limit - ids.length,
            offset: Math.max(0, offset - cap),
          }) as number[]),
        );
      }
      return ids;
    },
  };
}

/** The rows with these ids, in the order of the ids. */
export function rowsInOrder<T>(s: SearchStatements, ids: readonly number[]): T[] {
  return ids.length === 0 ? [] : (s.rows.all({ ids: JSON.stringify(ids) }) as T[]);
}

/**
 * The search of every kind: exact identifier matches first, then full-text matches by rank, paged
 * across both without loading either whole. A text with no searchable words gives only exact matches.
 */
export function rankedSearch<T>(
  s: SearchStatements,
  options: RankedSearchOptions<T>,
  text: string,
  page: number,
  perPage: number,
): { items: T[]; total: number } {
  const exact = options.exact.all(options.exactParams(identifierQuery(text))) as T[];
  const match = buildMatchQuery(text);
  const fullText = match ? rankedMatches(s, match, exact.map(options.idOf)) : null;
  return searchPage<T>(
    {
      exact,
      ftsCount: () => fullText?.total ?? 0,
      ftsPage: (limit, offset) => (fullText ? rowsInOrder<T>(s, fullText.ids(limit, offset)) : []),
    },
    page,
    perPage,
  );
}
