import { SEARCH_COUNT_CAP, type WorkKind } from '@journal/shared/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
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
 * is what the cost depends on). On PostgreSQL, where finding the newest matches reads every match from
 * the GIN bitmap anyway, the same statement counts them (`newestCounted`): one scan, not two.
 */
export const RANK_CAP = 1000;

/** Where a searchable kind (papers, theses, conference papers) lives. */
export interface SearchTable {
  /** Content table, aliased `c`. */
  table: string;
  /** Its integer primary key (the FTS rowid). */
  key: string;
  /** The external-content FTS5 table. */
  fts: string;
  /** Its kind in PostgreSQL's `search_documents` (db/searchDocuments.ts). */
  kind: WorkKind;
  /** Columns of a list item, read from the content table. */
  columns: readonly string[];
  /** Selects the keys of rows that are indexed but never listed (deleted papers); served by an index. */
  hidden?: RawBuilder<unknown>;
  /**
   * Suggestions: only the title, authors and keywords are searched and ranked (on SQLite the match names
   * the columns; on PostgreSQL the statements read those fields). They are never counted.
   */
  headingsOnly?: boolean;
}

/**
 * The statements of one searchable kind, one function each; exported so the query-plan tests compile
 * the very statements the search runs. `match` is the engine's query text (search/ftsQuery.ts),
 * `exclude` the ids never to list (the exact matches shown first).
 */
export interface SearchQueries<Row> {
  /** Listed matches, counted up to `countCap`: FTS5 stops walking the doclists there. */
  count(match: string, exclude: readonly number[], countCap: number): RawBuilder<{ count: number }>;
  /** The newest `cap` listed matches and their BM25 rank (lower is better): FTS5 stops after `cap`. */
  newest(match: string, exclude: readonly number[], cap: number): RawBuilder<{ rowid: number; rank: number }>;
  /**
   * The same rows, each with the listed matches counted up to `countCap` (no match: no row), where one
   * statement does both for the cost of one (PostgreSQL's searches that are counted; not the suggestions).
   */
  newestCounted?(
    match: string,
    exclude: readonly number[],
    cap: number,
    countCap: number,
  ): RawBuilder<{ rowid: number; rank: number; total: number }>;
  /** A page of the matches older than the ranked ones (below `boundary`), newest first. */
  olderPage(
    match: string,
    exclude: readonly number[],
    boundary: number,
    limit: number,
    offset: number,
  ): RawBuilder<{ rowid: number }>;
  /** The rows of a page, in the order of `ids`: one primary-key lookup each. */
  rows(ids: readonly number[]): RawBuilder<Row>;
}

/** The columns of a list item, read from the content table `c`. */
const columnsOf = (columns: readonly string[]) => sql.join(columns.map((column) => sql.ref(`c.${column}`)));

/** The statements on SQLite: FTS5's MATCH and rank, the lists of ids as JSON arrays read by json_each. */
export function sqliteSearchQueries<Row>({ table, key, fts, columns, hidden }: SearchTable): SearchQueries<Row> {
  const index = sql.table(fts);
  const notListed = (exclude: readonly number[]) =>
    hidden
      ? sql`SELECT value FROM json_each(${JSON.stringify(exclude)}) UNION ALL ${hidden}`
      : sql`SELECT value FROM json_each(${JSON.stringify(exclude)})`;
  const listedMatches = (match: string, exclude: readonly number[]) =>
    sql`FROM ${index} WHERE ${index} MATCH ${match} AND rowid NOT IN (${notListed(exclude)})`;
  return {
    count: (match, exclude, countCap) =>
      sql<{
        count: number;
      }>`SELECT count(*) AS count FROM (SELECT rowid ${listedMatches(match, exclude)} LIMIT ${countCap})`,
    newest: (match, exclude, cap) =>
      sql<{
        rowid: number;
        rank: number;
      }>`SELECT rowid, rank ${listedMatches(match, exclude)} ORDER BY rowid DESC LIMIT ${cap}`,
    olderPage: (match, exclude, boundary, limit, offset) =>
      sql<{ rowid: number }>`SELECT rowid FROM ${index} WHERE ${index} MATCH ${match} AND rowid < ${boundary}
        AND rowid NOT IN (${notListed(exclude)}) ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}`,
    rows: (ids) =>
      sql<Row>`SELECT ${columnsOf(columns)} FROM json_each(${JSON.stringify(ids)}) ids
        CROSS JOIN ${sql.table(table)} c ON ${sql.ref(`c.${key}`)} = ids.value ORDER BY ids.key`,
  };
}

/**
 * The rank weights of the PostgreSQL search vector, {D, C, B, A}: in the ratios of FTS5's BM25 weights,
 * 10 (title), 5 (authors, keywords), 1 (abstract) (db/searchIndex.ts); the full text is not ranked.
 */
export const RANK_WEIGHTS = sql`'{0.05, 0.1, 0.5, 1.0}'`;

/**
 * The reader's query on PostgreSQL: a tsquery text (search/ftsQuery.ts), bound, read in the search
 * configuration. CAST: PostgreSQL must know a parameter's type where a function is overloaded.
 */
export const postgresQuery = (match: string) => sql`to_tsquery('journal_search', CAST(${match} AS text))`;
/** The ids of `exclude`, bound as a JSON array, as an integer[]. */
export const excludedIds = (exclude: readonly number[]) =>
  sql`ARRAY(SELECT CAST(value AS integer) FROM jsonb_array_elements_text(CAST(${JSON.stringify(exclude)} AS jsonb)))`;
/** A bound number as an integer: PostgreSQL must know the parameter's type to pass it to the match functions. */
export const integer = (value: number) => sql`CAST(${value} AS integer)`;

/**
 * A kind's newest `lim` matches ranked, with their year and the matches counted up to `cap` on every row
 * (migrations 31 and 32, db/migrations/newestRanked.ts and boundsInTheScan.ts); the archive, thesis, conference
 * and site searches share it.
 */
export const newestRanked = (match: string, kind: WorkKind, exclude: readonly number[], lim: number, cap: number) =>
  sql`search_newest_ranked(${postgresQuery(match)}, ${sql.lit(kind)}, ${excludedIds(exclude)}, ${integer(lim)},
    ${integer(cap)})`;

/**
 * The same statements on PostgreSQL, on `search_documents` (db/searchDocuments.ts): the match functions
 * walk the GIN index's bitmap; ts_rank_cd (negated: lower is better, as FTS5's rank) reads the small
 * `ranked` vector of the best candidates only.
 */
export function postgresSearchQueries<Row>({
  table,
  key,
  kind,
  columns,
  headingsOnly,
}: SearchTable): SearchQueries<Row> {
  const ids = (
    match: string,
    exclude: readonly number[],
    below: RawBuilder<unknown>,
    limit: RawBuilder<unknown>,
    offset: RawBuilder<unknown>,
  ) =>
    headingsOnly
      ? sql`search_heading_ids(${postgresQuery(match)}, ${sql.lit(kind)}, ${excludedIds(exclude)}, ${below}, ${limit}, ${offset})`
      : sql`search_ids(${postgresQuery(match)}, ${sql.lit(kind)}, ${excludedIds(exclude)}, ${below}, NULL, ${limit}, ${offset})`;
  // A counted search counts its matches and ranks the newest, read from a span of the newest ids
  // (migrations 30 to 32, boundsInTheScan.ts).
  const newestCounted = (match: string, exclude: readonly number[], cap: number, countCap: number) =>
    sql<{ rowid: number; rank: number; total: number }>`SELECT r.id AS rowid, r.rank, r.total
      FROM ${newestRanked(match, kind, exclude, cap, countCap)} AS r`;
  return {
    count: (match, exclude, countCap) =>
      sql<{ count: number }>`SELECT search_count(${postgresQuery(match)}, ${sql.lit(kind)}, ${excludedIds(exclude)},
        ${integer(countCap)}) AS count`,
    // The newest matches ranked in one function, never joined back: the suggestions' from the headings
    // (migration 26, rankedMatchFunctions.ts), the others' as the counted form's, counting no further.
    newest: (match, exclude, cap) =>
      headingsOnly
        ? sql<{ rowid: number; rank: number }>`SELECT r.id AS rowid, r.rank FROM search_heading_ranked(
            ${postgresQuery(match)}, ${sql.lit(kind)}, ${excludedIds(exclude)}, ${integer(cap)}) AS r`
        : sql<{ rowid: number; rank: number }>`SELECT r.id AS rowid, r.rank
            FROM ${newestRanked(match, kind, exclude, cap, cap)} AS r`,
    ...(headingsOnly ? {} : { newestCounted }),
    olderPage: (match, exclude, boundary, limit, offset) =>
      sql<{ rowid: number }>`SELECT n.id AS rowid
        FROM ${ids(match, exclude, integer(boundary), integer(limit), integer(offset))} AS n(id) ORDER BY n.id DESC`,
    // One primary-key lookup per id: LIMIT keeps the planner from turning the lookups into a join, which on
    // a small archive it would hash over the whole table.
    rows: (pageIds) =>
      sql<Row>`SELECT c.* FROM jsonb_array_elements_text(CAST(${JSON.stringify(pageIds)} AS jsonb)) WITH ORDINALITY AS ids(value, key)
        CROSS JOIN LATERAL (SELECT ${columnsOf(columns)} FROM ${sql.table(table)} c
          WHERE ${sql.ref(`c.${key}`)} = CAST(ids.value AS integer) LIMIT 1) AS c
        ORDER BY ids.key`,
  };
}

/** A searchable kind's statements on the database's engine, with the database they run on. */
export interface SearchStatements<Row> {
  db: Db;
  queries: SearchQueries<Row>;
}

export function searchStatements<Row>(db: Db, table: SearchTable): SearchStatements<Row> {
  const queries = db.engine === 'postgres' ? postgresSearchQueries<Row>(table) : sqliteSearchQueries<Row>(table);
  return { db, queries };
}

export interface RankedSearchOptions<T> {
  /** Rows whose id, unique id (or DOI) equals what the reader typed. */
  exact: (id: IdentifierQuery) => Promise<T[]>;
  idOf: (row: T) => number;
}

/**
 * Full-text matches of one query, in rank order, without the rows listed in `exclude`. `count()`
 * counts them up to one past SEARCH_COUNT_CAP (paginate.ts, searchPageInfo).
 */
export async function rankedMatches<Row>(
  s: SearchStatements<Row>,
  match: string,
  exclude: readonly number[] = [],
  cap = RANK_CAP,
) {
  const { db, queries } = s;
  const counted = queries.newestCounted?.(match, exclude, cap, SEARCH_COUNT_CAP + 1);
  const newest: Array<{ rowid: number; rank: number; total?: number }> = (
    await (counted ?? queries.newest(match, exclude, cap)).execute(db.kysely)
  ).rows;
  // The oldest match ranked when there are more than the cap; older ones follow, newest first.
  const boundary = newest.length < cap ? null : newest.reduce((oldest, row) => Math.min(oldest, row.rowid), Infinity);
  const total = newest[0]?.total;
  // Best rank first; equal ranks by id, as FTS5's own ORDER BY rank gives them.
  const ranked = newest.sort((a, b) => a.rank - b.rank || a.rowid - b.rowid).map((row) => row.rowid);
  return {
    /**
     * Fewer than the cap: that was every listed match. Otherwise they are counted, up to the count cap (by
     * the statement that ranked them, where it counts).
     */
    async count(): Promise<number> {
      if (boundary === null) return ranked.length;
      if (total !== undefined) return total;
      const { rows } = await queries.count(match, exclude, SEARCH_COUNT_CAP + 1).execute(db.kysely);
      return rows[0]?.count ?? 0;
    },
    /** Ids of `limit` matches from `offset`, best first. */
    async ids(limit: number, offset: number): Promise<number[]> {
      const ids = ranked.slice(offset, offset + limit);
      if (boundary !== null && ids.length < limit) {
        const older = queries.olderPage(match, exclude, boundary, limit - ids.length, Math.max(0, offset - cap));
        ids.push(...(await older.execute(db.kysely)).rows.map((row) => row.rowid));
      }
      return ids;
    },
  };
}

/** The rows with these ids, in the order of the ids. */
export async function rowsInOrder<Row>(s: SearchStatements<Row>, ids: readonly number[]): Promise<Row[]> {
  return ids.length === 0 ? [] : (await s.queries.rows(ids).execute(s.db.kysely)).rows;
}

/**
 * The search of every kind: exact identifier matches first, then full-text matches by rank, paged
 * across both without loading either whole. A text with no searchable words gives only exact matches.
 */
export async function rankedSearch<T>(
  s: SearchStatements<T>,
  options: RankedSearchOptions<T>,
  text: string,
  page: number,
  perPage: number,
): Promise<{ items: T[]; total: number }> {
  const exact = await options.exact(identifierQuery(text));
  const match = buildMatchQuery(text, { engine: s.db.engine });
  const fullText = match ? await rankedMatches(s, match, exact.map(options.idOf)) : null;
  return searchPage<T>(
    {
      exact,
      ftsCount: async () => (fullText ? fullText.count() : 0),
      ftsPage: async (limit, offset) => (fullText ? rowsInOrder(s, await fullText.ids(limit, offset)) : []),
    },
    page,
    perPage,
  );
}
