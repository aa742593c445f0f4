import { SEARCH_COUNT_CAP, type WorkKind } from '@journal/shared/contract';
import type { Db, Engine } from '../db/database.ts';
import { headingsOf } from '../db/searchDocuments.ts';
import { prepareAll, type Statement } from '../db/statements.ts';
import { buildMatchQuery, identifierQuery, type IdentifierQuery } from './ftsQuery.ts';
import { searchPage } from './paginate.ts';

/**
 * Ranked full-text search whose cost grows as little as the engine's index allows with the archive.
 *
 * The page of best matches is taken inside the database on the index alone (ids only: FTS5's table on
 * SQLite, `search_documents` on PostgreSQL); only the page's rows are then read from the content table.
 *
 * Ranking every match by BM25 costs O(matches): fine for a few thousand, not for a word that is in
 * every paper. So when more than RANK_CAP papers match, BM25 ranks the RANK_CAP newest matches
 * (highest ids: the archive's ids grow with publication) and the older matches follow, newest first.
 * A reader searching a very common word thus sees the best matches among the recent papers; a
 * specific search (a title, an author, two or three words) matches fewer than RANK_CAP papers and is
 * ranked in full. Either way the order is total and stable, so pages never repeat or skip a paper.
 *
 * One statement reads the newest RANK_CAP matches with their BM25 rank (FTS5 walks the doclists
 * backwards and stops there), and they are sorted here; fewer than RANK_CAP means that was every match,
 * so only a search with more matches walks its doclists a second time, to count them, up to one past
 * SEARCH_COUNT_CAP (docs/api.md, "Search counts"; docs/performance.md, "What the misses come from":
 * each FTS5 statement of a prefix query merges every term's doclist again, so the number of statements
 * is what the cost depends on).
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
  /** Its kind in PostgreSQL's `search_documents` (db/searchDocuments.ts). */
  kind: WorkKind;
  /** Columns of a list item, selected from `c`. */
  columns: string;
  /** SQL selecting the keys of rows that are indexed but never listed (deleted papers); served by an index. */
  hidden?: string;
  /**
   * Suggestions: only the title, authors and keywords are searched and ranked (on SQLite the match names
   * the columns; on PostgreSQL the statements read those fields). They are never counted.
   */
  headingsOnly?: boolean;
}

/** The statements of one searchable kind; exported so the query-plan test can inspect them. */
export function searchSql({ table, key, fts, columns, hidden }: SearchTable) {
  const notListed = `SELECT value FROM json_each(@exclude)${hidden ? ` UNION ALL ${hidden}` : ''}`;
  const matches = `FROM ${fts} WHERE ${fts} MATCH @match`;
  return {
    /** Listed matches, counted up to @countCap: FTS5 stops walking the doclists there. */
    count: `SELECT count(*) FROM (SELECT rowid ${matches} AND rowid NOT IN (${notListed}) LIMIT @countCap)`,
    /** The newest @cap listed matches and their BM25 rank (lower is better), newest first: FTS5 stops after @cap. */
    newest: `SELECT rowid, rank ${matches} AND rowid NOT IN (${notListed}) ORDER BY rowid DESC LIMIT @cap`,
    /** A page of the matches older than the ranked ones, newest first. */
    olderPage: `SELECT rowid ${matches} AND rowid < @boundary AND rowid NOT IN (${notListed}) ORDER BY rowid DESC LIMIT @limit OFFSET @offset`,
    /** The rows of a page, in the order of @ids (a JSON array): one primary-key lookup each. */
    rows: `SELECT ${columns} FROM json_each(@ids) ids CROSS JOIN ${table} c ON c.${key} = ids.value ORDER BY ids.key`,
  } as const;
}

/**
 * The rank weights of the PostgreSQL search vector, {D, C, B, A}: in the ratios of FTS5's BM25 weights,
 * 10 (title), 5 (authors, keywords), 1 (abstract) (db/searchIndex.ts); the full text is not ranked.
 */
export const RANK_WEIGHTS = "'{0.05, 0.1, 0.5, 1.0}'";

/** The reader's query on PostgreSQL: a tsquery text (search/ftsQuery.ts), bound, read in the search configuration. */
export const POSTGRES_QUERY = "to_tsquery('journal_search', CAST(@match AS text))";
/** The ids of @exclude (a JSON array) as an integer[]. */
export const EXCLUDED = 'ARRAY(SELECT CAST(value AS integer) FROM jsonb_array_elements_text(CAST(@exclude AS jsonb)))';

/**
 * The same statements on PostgreSQL, on `search_documents` (db/searchDocuments.ts): the match functions
 * walk the GIN index's bitmap; ts_rank_cd (negated: lower is better, as FTS5's rank) reads the small
 * `ranked` vector of the best candidates only.
 */
export function postgresSearchSql({
  table,
  key,
  kind,
  columns,
  headingsOnly,
}: SearchTable): Record<keyof ReturnType<typeof searchSql>, string> {
  const q = POSTGRES_QUERY;
  const ids = (below: string, limit: string, offset: string) =>
    headingsOnly
      ? `search_heading_ids(${q}, '${kind}', ${EXCLUDED}, ${below}, ${limit}, ${offset})`
      : `search_ids(${q}, '${kind}', ${EXCLUDED}, ${below}, NULL, ${limit}, ${offset})`;
  const vector = headingsOnly ? headingsOf('d.ranked') : 'd.ranked';
  return {
    count: `SELECT search_count(${q}, '${kind}', ${EXCLUDED}, CAST(@countCap AS integer))`,
    newest: `SELECT n.id AS rowid, -ts_rank_cd(${RANK_WEIGHTS}, ${vector}, ${q}) AS rank
      FROM ${ids('NULL', 'CAST(@cap AS integer)', '0')} AS n(id)
      JOIN search_documents d ON d.kind = '${kind}' AND d.id = n.id`,
    olderPage: `SELECT n.id AS rowid FROM ${ids('CAST(@boundary AS integer)', 'CAST(@limit AS integer)', 'CAST(@offset AS integer)')} AS n(id)
      ORDER BY n.id DESC`,
    rows: `SELECT ${columns} FROM jsonb_array_elements_text(CAST(@ids AS jsonb)) WITH ORDINALITY AS ids(value, key)
      JOIN ${table} c ON c.${key} = CAST(ids.value AS integer) ORDER BY ids.key`,
  };
}

/** The search statements of a table on the database's engine. */
export function searchStatements(db: Db, table: SearchTable): SearchStatements {
  return { ...prepareAll(db, searchSql(table), postgresSearchSql(table)), engine: db.engine };
}

export type SearchStatements = Record<keyof ReturnType<typeof searchSql>, Statement> & { engine: Engine };

export interface RankedSearchOptions<T> {
  /** Rows whose id, unique id (or DOI) equals what the reader typed; named parameters from `exactParams`. */
  exact: Statement;
  exactParams: (id: IdentifierQuery) => Record<string, unknown>;
  idOf: (row: T) => number;
}

/**
 * Full-text matches of one query, in rank order, without the rows listed in `exclude`. `count()`
 * counts them up to one past SEARCH_COUNT_CAP (paginate.ts, searchPageInfo).
 */
export async function rankedMatches(
  s: SearchStatements,
  match: string,
  excludeIds: readonly number[] = [],
  cap = RANK_CAP,
) {
  const exclude = JSON.stringify(excludeIds);
  const newest = await s.newest.all<{ rowid: number; rank: number }>({ match, exclude, cap });
  // The oldest match ranked when there are more than the cap; older ones follow, newest first.
  const boundary = newest.length < cap ? null : (newest.at(-1)?.rowid ?? null);
  // Best rank first; equal ranks by id, as FTS5's own ORDER BY rank gives them.
  const ranked = newest.sort((a, b) => a.rank - b.rank || a.rowid - b.rowid).map((row) => row.rowid);
  return {
    /** Fewer than the cap: that was every listed match. Otherwise they are counted, up to the count cap. */
    async count(): Promise<number> {
      if (boundary === null) return ranked.length;
      return (await s.count.value<number>({ match, exclude, countCap: SEARCH_COUNT_CAP + 1 })) ?? 0;
    },
    /** Ids of `limit` matches from `offset`, best first. */
    async ids(limit: number, offset: number): Promise<number[]> {
      const ids = ranked.slice(offset, offset + limit);
      if (boundary !== null && ids.length < limit) {
        ids.push(
          ...(await s.olderPage.column<number>({
            match,
            exclude,
            boundary,
            limit: limit - ids.length,
            offset: Math.max(0, offset - cap),
          })),
        );
      }
      return ids;
    },
  };
}

/** The rows with these ids, in the order of the ids. */
export async function rowsInOrder<T>(s: SearchStatements, ids: readonly number[]): Promise<T[]> {
  return ids.length === 0 ? [] : s.rows.all<T>({ ids: JSON.stringify(ids) });
}

/**
 * The search of every kind: exact identifier matches first, then full-text matches by rank, paged
 * across both without loading either whole. A text with no searchable words gives only exact matches.
 */
export async function rankedSearch<T>(
  s: SearchStatements,
  options: RankedSearchOptions<T>,
  text: string,
  page: number,
  perPage: number,
): Promise<{ items: T[]; total: number }> {
  const exact = await options.exact.all<T>(options.exactParams(identifierQuery(text)));
  const match = buildMatchQuery(text, { engine: s.engine });
  const fullText = match ? await rankedMatches(s, match, exact.map(options.idOf)) : null;
  return searchPage<T>(
    {
      exact,
      ftsCount: async () => (fullText ? fullText.count() : 0),
      ftsPage: async (limit, offset) => (fullText ? rowsInOrder<T>(s, await fullText.ids(limit, offset)) : []),
    },
    page,
    perPage,
  );
}
