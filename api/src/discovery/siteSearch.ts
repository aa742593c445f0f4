import {
  SEARCH_COUNT_CAP,
  type FacetCount,
  type SearchHit,
  type SiteSearchAnswer,
  type WorkKind,
} from '@journal/shared/contract';
import { journal } from '@journal/shared/journal';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { buildMatchQuery } from '../search/ftsQuery.ts';
import { searchPageInfo } from '../search/paginate.ts';
import { excludedIds, integer, newestRanked, postgresQuery, RANK_CAP } from '../search/rankedSearch.ts';
import { createPaperYearCounts } from './paperYearCounts.ts';
import { createWorkLoader, leadingWords } from './works.ts';

/**
 * One ranked full-text search over papers, theses and conference papers (/siteSearch).
 *
 * The three FTS5 tables share one tokenizer, the same fields and one BM25 weighting (title 10, authors 5,
 * abstract 1, keywords 5, full text 0; db/searchDocuments.ts), so their scores are ranked together in one UNION ALL. As in the archive search
 * (search/rankedSearch.ts), when more than RANK_CAP papers match, BM25 ranks the RANK_CAP newest and
 * older papers follow, newest first, so the cost of a common word does not grow with the archive.
 * Identifier matches (a unique id or a prefix of one such as "2025-V4I1", a DOI) come first.
 */
const KINDS: readonly WorkKind[] = ['paper', 'thesis', 'conference'];
const ID_MATCH_LIMIT = 50;
const SNIPPET_TOKENS = 24;
const fts = {
  paper: { fts: 'papers_fts', table: 'papers', key: 'paper_id', live: sql`AND c.is_deleted = 0` },
  thesis: { fts: 'theses_fts', table: 'theses', key: 'id', live: sql`` },
  conference: { fts: 'conference_papers_fts', table: 'conference_papers', key: 'id', live: sql`` },
} as const satisfies Record<WorkKind, { fts: string; table: string; key: string; live: RawBuilder<unknown> }>;

/** CAST: PostgreSQL must know the parameter's type to join it to '~'. */
const asText = (value: string | null) => sql`CAST(${value} AS TEXT)`;

/** The matches of a kind, joined to their rows (aliased `f` and `c`); `extra` follows the match. */
const matchesOf = (kind: WorkKind, select: RawBuilder<unknown>, match: string, extra: RawBuilder<unknown> = sql``) => {
  const { fts: f, table, key, live } = fts[kind];
  return sql`SELECT ${sql.lit(kind)} AS kind, ${select} FROM ${sql.table(f)} f JOIN ${sql.table(table)} c ON ${sql.ref(`c.${key}`)} = f.rowid
    WHERE ${sql.ref(`f.${f}`)} MATCH ${match} ${live} ${extra}`;
};

interface Marked {
  title: string;
  snippet: string;
}

/**
 * The statements of the site search, one function each; exported so the query-plan test compiles
 * them. Identifier matches are the same on both engines; the full-text ones are written per engine.
 */
export interface SiteSearchQueries {
  /**
   * The RANK_CAP-th newest paper match (`id`): older ones are not ranked by BM25. Null where `ranked`
   * finds it itself (PostgreSQL: the oldest of the RANK_CAP papers it ranks, read in the same scan).
   */
  boundary: ((match: string) => RawBuilder<{ id: number }>) | null;
  /**
   * Every ranked match with its score and year: at most RANK_CAP papers (from `boundary`, 0 when every
   * match is ranked; PostgreSQL reads the newest RANK_CAP itself) plus the theses and conference papers.
   */
  ranked(match: string, boundary: number): RawBuilder<Hit & { score: number }>;
  /**
   * Matches by kind and year, for the facets and the total; without the papers' when `papers` is false
   * (SQLite counts those in the index alone where it can: paperYearCounts.ts).
   */
  counts(match: string, papers: boolean): RawBuilder<{ kind: WorkKind; year: number; n: number }>;
  /** A page of the older, unranked paper matches, newest first. */
  older(query: OlderQuery): RawBuilder<{ id: number }>;
  /** Works whose unique id starts with `prefix` (the unique index serves the range), or a paper's DOI. */
  identifiers(prefix: string | null, doi: string): RawBuilder<Hit>;
  /** The title and an excerpt of one matching row, with the matched words between U+0002 and U+0003. */
  highlight(kind: WorkKind, match: string, id: number): RawBuilder<Marked>;
}

interface OlderQuery {
  match: string;
  boundary: number;
  year: number | null;
  limit: number;
  offset: number;
  /** Paper ids already shown (the identifier matches). */
  exclude: readonly number[];
}

const identifiers = (prefix: string | null, doi: string) => {
  const limit = sql.lit(ID_MATCH_LIMIT);
  return sql<Hit>`SELECT * FROM (SELECT 'paper' AS kind, paper_id AS id, year FROM papers
      WHERE paper_uniqueid >= ${asText(prefix)} AND paper_uniqueid < ${asText(prefix)} || '~' AND is_deleted = 0
      ORDER BY paper_uniqueid LIMIT ${limit}) AS p
    UNION ALL SELECT 'paper', paper_id, year FROM papers WHERE paper_doi = ${doi} AND is_deleted = 0
    UNION ALL SELECT * FROM (SELECT 'thesis', id, year FROM theses
      WHERE uniqueid >= ${asText(prefix)} AND uniqueid < ${asText(prefix)} || '~' ORDER BY uniqueid LIMIT ${limit}) AS t
    UNION ALL SELECT * FROM (SELECT 'conference', id, year FROM conference_papers
      WHERE uniqueid >= ${asText(prefix)} AND uniqueid < ${asText(prefix)} || '~' ORDER BY uniqueid LIMIT ${limit}) AS c`;
};

/** The statements on SQLite: FTS5's MATCH, rank (BM25), highlight() and snippet(). */
export const sqliteSiteSearch: SiteSearchQueries = {
  boundary: (match) => sql<{ id: number }>`SELECT f.rowid AS id FROM papers_fts f WHERE f.papers_fts MATCH ${match}
    AND f.rowid NOT IN (SELECT paper_id FROM papers WHERE is_deleted = 1) ORDER BY f.rowid DESC LIMIT 1 OFFSET ${sql.lit(RANK_CAP - 1)}`,
  ranked: (match, boundary) =>
    sql<
      Hit & { score: number }
    >`${matchesOf('paper', sql`f.rowid AS id, f.rank AS score, c.year AS year`, match, sql`AND f.rowid >= ${boundary}`)}
    UNION ALL ${matchesOf('thesis', sql`f.rowid, f.rank, c.year`, match)}
    UNION ALL ${matchesOf('conference', sql`f.rowid, f.rank, c.year`, match)}
    ORDER BY score, kind, id`,
  counts: (match, papers) =>
    sql<{
      kind: WorkKind;
      year: number;
      n: number;
    }>`${matchesOf('thesis', sql`c.year AS year, count(*) AS n`, match, sql`GROUP BY c.year`)}
    UNION ALL ${matchesOf('conference', sql`c.year, count(*)`, match, sql`GROUP BY c.year`)}
    ${papers ? sql`UNION ALL ${matchesOf('paper', sql`c.year, count(*)`, match, sql`GROUP BY c.year`)}` : sql``}`,
  older: ({ match, boundary, year, limit, offset, exclude }) => sql<{ id: number }>`SELECT f.rowid AS id
    FROM papers_fts f JOIN papers c ON c.paper_id = f.rowid
    WHERE f.papers_fts MATCH ${match} AND f.rowid < ${boundary} AND c.is_deleted = 0 AND (${year} IS NULL OR c.year = ${year})
      AND f.rowid NOT IN (SELECT value FROM json_each(${JSON.stringify(exclude)}))
    ORDER BY f.rowid DESC LIMIT ${limit} OFFSET ${offset}`,
  identifiers,
  // CAST: better-sqlite3 binds a JavaScript number as a REAL, and FTS5 ignores `rowid = <a REAL>`: each
  // statement then answered its first match, and every result showed one work's title (docs/api.md).
  highlight: (kind, match, id) => {
    const index = sql.table(fts[kind].fts);
    return sql<Marked>`SELECT highlight(${index}, 0, char(2), char(3)) AS title,
        snippet(${index}, 2, char(2), char(3), '…', ${sql.lit(SNIPPET_TOKENS)}) AS snippet
      FROM ${index} WHERE ${index} MATCH ${match} AND rowid = CAST(${id} AS INTEGER)`;
  },
};

/**
 * The same statements on PostgreSQL (search/rankedSearch.ts), on `search_documents`
 * (db/searchDocuments.ts): the match functions walk the GIN index's bitmap, ts_rank_cd (negated: lower
 * is better, as FTS5's rank) reads the `ranked` vector of the ranked matches only, ts_headline marks.
 */
const textColumns = {
  paper: { title: 'paper_title', abstract: 'paper_abstract' },
  thesis: { title: 'title', abstract: 'abstract' },
  conference: { title: 'title', abstract: 'abstract' },
} as const satisfies Record<WorkKind, { title: string; abstract: string }>;
const idsOf = (
  kind: WorkKind,
  match: string,
  limit: RawBuilder<unknown>,
  { below = sql`NULL`, year = sql`NULL`, offset = sql`0`, exclude = sql`'{}'` } = {},
) => sql`search_ids(${postgresQuery(match)}, ${sql.lit(kind)}, ${exclude}, ${below}, ${year}, ${limit}, ${offset})`;
/**
 * The ranked matches, with their score: the newest RANK_CAP papers, as the archive search ranks them
 * (search/rankedSearch.ts, `newestRanked`), and every thesis and conference paper, read in an index of
 * their own (migration 28, otherKindsIndex.ts) rather than among every paper's matches.
 */
const pgRanked = (match: string) =>
  sql`SELECT 'paper' AS kind, r.id, r.rank AS score, r.year
      FROM ${newestRanked(match, 'paper', [], RANK_CAP, SEARCH_COUNT_CAP + 1)} AS r
    UNION ALL SELECT r.kind, r.id, r.rank, r.year FROM search_ranked_others(${postgresQuery(match)}) AS r`;
const MARKS = sql`'StartSel="' || chr(2) || '", StopSel="' || chr(3) || '"'`;
const SNIPPET_OPTIONS = sql.lit(`MaxWords=${SNIPPET_TOKENS}, MinWords=${SNIPPET_TOKENS / 2}, ShortWord=0, `);

export const postgresSiteSearch: SiteSearchQueries = {
  boundary: null,
  ranked: (match) => sql<Hit & { score: number }>`${pgRanked(match)} ORDER BY score, kind, id`,
  counts: (match) =>
    sql<{
      kind: WorkKind;
      year: number;
      n: number;
    }>`SELECT f.kind, f.year, f.n FROM search_facets(${postgresQuery(match)}) AS f`,
  older: ({ match, boundary, year, limit, offset, exclude }) =>
    sql<{ id: number }>`SELECT n.id FROM ${idsOf('paper', match, integer(limit), {
      below: integer(boundary),
      year: sql`CAST(${year} AS integer)`,
      offset: integer(offset),
      exclude: excludedIds(exclude),
    })} AS n(id) ORDER BY n.id DESC`,
  identifiers,
  highlight: (kind, match, id) => {
    const { table, key } = fts[kind];
    const { title, abstract } = textColumns[kind];
    const q = postgresQuery(match);
    return sql<Marked>`SELECT ts_headline('journal_search', ${sql.ref(`c.${title}`)}, ${q}, 'HighlightAll=true, ' || ${MARKS}) AS title,
        ts_headline('journal_search', ${sql.ref(`c.${abstract}`)}, ${q}, ${SNIPPET_OPTIONS} || ${MARKS}) AS snippet
      FROM ${sql.table(table)} c JOIN search_documents d ON d.kind = ${sql.lit(kind)} AND d.id = ${sql.ref(`c.${key}`)}
      WHERE (d.ranked || d.body) @@ ${q} AND ${sql.ref(`c.${key}`)} = CAST(${id} AS INTEGER)`;
  },
};

interface Hit {
  kind: WorkKind;
  id: number;
  year: number;
}

export interface SiteSearchQuery {
  search: string;
  page: number;
  perPage: number;
  kind?: WorkKind;
  year?: number;
  /** Any word may match (a topic's title), ranked by how many and how well; default every word. */
  any?: boolean;
}

/**
 * What the reader typed, read as (the start of) a unique id: "2025-V4I1", "ijcri-2025-v4i1-007",
 * "TH-2024". The journal's prefix is optional. Null when it does not look like one.
 */
export function uniqueIdPrefix(text: string): string | null {
  const id = text.trim().toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9]+(?:-[A-Z0-9]+)+-?$/.test(id) || !/\d/.test(id)) return null;
  const prefix = `${journal.shortName.toUpperCase()}-`;
  return id.startsWith(prefix) ? id : prefix + id;
}

function doiOf(text: string): string {
  // A DOI has no control characters (and PostgreSQL text no NUL): such a text is no DOI.
  // eslint-disable-next-line no-control-regex -- the characters this matches are the point
  if (/[\u0000-\u001f\u007f]/.test(text)) return '';
  return text
    .trim()
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .toLowerCase();
}

const keyOf = (hit: { kind: WorkKind; id: number }) => `${hit.kind}:${hit.id}`;

export function createSiteSearch(db: Db) {
  const s = db.engine === 'postgres' ? postgresSiteSearch : sqliteSiteSearch;
  const rowsOf = async <Row>(query: RawBuilder<Row>): Promise<Row[]> => (await query.execute(db.kysely)).rows;
  const loadWork = createWorkLoader(db);
  const paperMatchesByYear = db.engine === 'sqlite' ? createPaperYearCounts(db) : null;

  /** Matches by kind and year: on SQLite the papers' counted in the full-text index by year where it can. */
  async function matchCounts(match: string): Promise<Array<{ kind: WorkKind; year: number; n: number }>> {
    const papers = paperMatchesByYear ? await paperMatchesByYear(match) : null;
    const others = await rowsOf(s.counts(match, papers === null));
    return papers ? [...papers.map(({ year, n }) => ({ kind: 'paper' as const, year, n })), ...others] : others;
  }

  /** The ranked matches and the boundary below which papers are not ranked (0: every match is ranked). */
  async function rankedMatches(match: string): Promise<{ boundary: number; hits: Array<Hit & { score: number }> }> {
    if (s.boundary) {
      const boundary = (await rowsOf(s.boundary(match)))[0]?.id ?? 0;
      return { boundary, hits: await rowsOf(s.ranked(match, boundary)) };
    }
    const hits = await rowsOf(s.ranked(match, 0));
    const papers = hits.filter((hit) => hit.kind === 'paper');
    return { boundary: papers.length < RANK_CAP ? 0 : Math.min(...papers.map((hit) => hit.id)), hits };
  }

  async function identifierHits(text: string): Promise<Hit[]> {
    const rows = await rowsOf(s.identifiers(uniqueIdPrefix(text), doiOf(text)));
    const seen = new Set<string>();
    return rows.filter((hit) => !seen.has(keyOf(hit)) && seen.add(keyOf(hit)));
  }

  async function isFullTextMatch(match: string, hit: Hit): Promise<boolean> {
    return (await rowsOf(s.highlight(hit.kind, match, hit.id))).length > 0;
  }

  return async function siteSearch(query: SiteSearchQuery): Promise<SiteSearchAnswer> {
    const { search, page, perPage, kind, year, any = false } = query;
    const wanted = (hit: { kind: WorkKind; year: number }) =>
      (!kind || hit.kind === kind) && (!year || hit.year === year);
    const match = buildMatchQuery(search, { any, engine: db.engine });
    // Independent statements: on PostgreSQL each runs on a connection of the pool at the same time
    // (docs/performance.md, "Phrases and the site search on PostgreSQL"); SQLite answers them in turn.
    const [ids, textCounts, { boundary, hits }] = await Promise.all([
      identifierHits(search),
      match ? matchCounts(match) : [],
      match ? rankedMatches(match) : { boundary: 0, hits: [] },
    ]);
    const idKeys = new Set(ids.map(keyOf));
    // Identifier hits that the text also matches are counted once, with the text matches.
    const alsoText = match ? await Promise.all(ids.map((hit) => isFullTextMatch(match, hit))) : [];
    const idOnly = match ? ids.filter((_hit, index) => !alsoText[index]) : ids;

    const counts = [...textCounts, ...idOnly.map((hit) => ({ kind: hit.kind, year: hit.year, n: 1 }))];
    const facets = facetsOf(counts, kind, year);
    const total = counts.filter(wanted).reduce((sum, c) => sum + c.n, 0);

    const ranked = hits.filter((hit) => !idKeys.has(keyOf(hit)));
    const head = [...ids, ...ranked].filter(wanted);

    const start = (page - 1) * perPage;
    const pageHits: Array<{ kind: WorkKind; id: number }> = head.slice(start, start + perPage);
    const missing = perPage - pageHits.length;
    if (match && boundary > 0 && missing > 0 && kind !== 'thesis' && kind !== 'conference') {
      const older = await rowsOf(
        s.older({
          match,
          boundary,
          year: year ?? null,
          limit: missing,
          offset: Math.max(0, start - head.length),
          exclude: ids.filter((hit) => hit.kind === 'paper').map((hit) => hit.id),
        }),
      );
      pageHits.push(...older.map(({ id }) => ({ kind: 'paper' as const, id })));
    }

    // Each hit's row and marks at once too, the page's order kept.
    const results = await Promise.all(
      pageHits.map(async (hit): Promise<SearchHit | null> => {
        const [work, marks] = await Promise.all([
          loadWork(hit.kind, hit.id),
          match ? rowsOf(s.highlight(hit.kind, match, hit.id)) : [],
        ]);
        if (!work) return null;
        const [marked] = marks;
        return {
          ...work.summary,
          title: marked?.title ?? work.summary.title,
          snippet: marked?.snippet ?? leadingWords(work.abstract),
        };
      }),
    );
    return {
      results: results.filter((hit) => hit !== null),
      facets,
      ...searchPageInfo(page, perPage, total),
    };
  };
}

/** Kind counts under the year filter, year counts under the kind filter: each facet shows what choosing it gives. */
function facetsOf(
  counts: Array<{ kind: WorkKind; year: number; n: number }>,
  kind?: WorkKind,
  year?: number,
): SiteSearchAnswer['facets'] {
  const byKind = new Map<WorkKind, number>();
  const byYear = new Map<number, number>();
  for (const c of counts) {
    if (!year || c.year === year) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + c.n);
    if (!kind || c.kind === kind) byYear.set(c.year, (byYear.get(c.year) ?? 0) + c.n);
  }
  const kinds: FacetCount<WorkKind>[] = KINDS.filter((k) => byKind.has(k)).map((k) => ({
    value: k,
    count: byKind.get(k) ?? 0,
  }));
  const years: FacetCount<number>[] = [...byYear]
    .sort((a, b) => b[0] - a[0])
    .map(([value, count]) => ({ value, count }));
  return { kind: kinds, year: years };
}
