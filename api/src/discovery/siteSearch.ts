import type { FacetCount, SearchHit, SiteSearchAnswer, WorkKind } from '@journal/shared/contract';
import { journal } from '@journal/shared/journal';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import { buildMatchQuery } from '../search/ftsQuery.ts';
import { searchPageInfo } from '../search/paginate.ts';
import { EXCLUDED, POSTGRES_QUERY, RANK_CAP, RANK_WEIGHTS } from '../search/rankedSearch.ts';
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
  paper: { fts: 'papers_fts', table: 'papers', key: 'paper_id', live: 'AND c.is_deleted = 0' },
  thesis: { fts: 'theses_fts', table: 'theses', key: 'id', live: '' },
  conference: { fts: 'conference_papers_fts', table: 'conference_papers', key: 'id', live: '' },
} as const satisfies Record<WorkKind, { fts: string; table: string; key: string; live: string }>;

/** CAST: PostgreSQL must know the parameter's type to join it to '~'. */
const PREFIX = 'CAST(@prefix AS TEXT)';

/** `@boundary` only applies to papers (0 when every match is ranked). */
const matchesOf = (kind: WorkKind, select: string, extra = '') => {
  const { fts: f, table, key, live } = fts[kind];
  return `SELECT '${kind}' AS kind, ${select} FROM ${f} f JOIN ${table} c ON c.${key} = f.rowid
    WHERE f.${f} MATCH @match ${live} ${extra}`;
};

/** The title and an excerpt of one matching row, with the matched words between U+0002 and U+0003. */
const highlightOf = (f: string) =>
  `SELECT highlight(${f}, 0, char(2), char(3)) AS title, snippet(${f}, 2, char(2), char(3), '…', ${SNIPPET_TOKENS}) AS snippet
    FROM ${f} WHERE ${f} MATCH @match AND rowid = CAST(@id AS INTEGER)`;

export const siteSearchSql = {
  /** The RANK_CAP-th newest paper match: older ones are not ranked by BM25. */
  boundary: `SELECT f.rowid FROM papers_fts f WHERE f.papers_fts MATCH @match
    AND f.rowid NOT IN (SELECT paper_id FROM papers WHERE is_deleted = 1) ORDER BY f.rowid DESC LIMIT 1 OFFSET ${RANK_CAP - 1}`,
  /** Every ranked match with its score and year: at most RANK_CAP papers plus the theses and conference papers. */
  ranked: `${matchesOf('paper', 'f.rowid AS id, f.rank AS score, c.year AS year', 'AND f.rowid >= @boundary')}
    UNION ALL ${matchesOf('thesis', 'f.rowid, f.rank, c.year')}
    UNION ALL ${matchesOf('conference', 'f.rowid, f.rank, c.year')}
    ORDER BY score, kind, id`,
  /** Matches by kind and year, for the facets and the total. */
  counts: `${matchesOf('paper', 'c.year AS year, count(*) AS n', 'GROUP BY c.year')}
    UNION ALL ${matchesOf('thesis', 'c.year, count(*)', 'GROUP BY c.year')}
    UNION ALL ${matchesOf('conference', 'c.year, count(*)', 'GROUP BY c.year')}`,
  /** A page of the older, unranked paper matches, newest first. */
  older: `SELECT f.rowid FROM papers_fts f JOIN papers c ON c.paper_id = f.rowid
    WHERE f.papers_fts MATCH @match AND f.rowid < @boundary AND c.is_deleted = 0 AND (@year IS NULL OR c.year = @year)
      AND f.rowid NOT IN (SELECT value FROM json_each(@exclude))
    ORDER BY f.rowid DESC LIMIT @limit OFFSET @offset`,
  /** Works whose unique id starts with @prefix (the unique index serves the range), or a paper's DOI. */
  identifiers: `SELECT * FROM (SELECT 'paper' AS kind, paper_id AS id, year FROM papers
      WHERE paper_uniqueid >= ${PREFIX} AND paper_uniqueid < ${PREFIX} || '~' AND is_deleted = 0 ORDER BY paper_uniqueid LIMIT ${ID_MATCH_LIMIT}) AS p
    UNION ALL SELECT 'paper', paper_id, year FROM papers WHERE paper_doi = @doi AND is_deleted = 0
    UNION ALL SELECT * FROM (SELECT 'thesis', id, year FROM theses
      WHERE uniqueid >= ${PREFIX} AND uniqueid < ${PREFIX} || '~' ORDER BY uniqueid LIMIT ${ID_MATCH_LIMIT}) AS t
    UNION ALL SELECT * FROM (SELECT 'conference', id, year FROM conference_papers
      WHERE uniqueid >= ${PREFIX} AND uniqueid < ${PREFIX} || '~' ORDER BY uniqueid LIMIT ${ID_MATCH_LIMIT}) AS c`,
  // CAST: better-sqlite3 binds a JavaScript number as a REAL, and FTS5 ignores `rowid = <a REAL>`: each
  // statement then answered its first match, and every result showed one work's title (docs/api.md).
  highlightpaper: highlightOf('papers_fts'),
  highlightthesis: highlightOf('theses_fts'),
  highlightconference: highlightOf('conference_papers_fts'),
} as const;

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
const idsOf = (kind: WorkKind, limit: string, { below = 'NULL', year = 'NULL', offset = '0', exclude = "'{}'" } = {}) =>
  `search_ids(${POSTGRES_QUERY}, '${kind}', ${exclude}, ${below}, ${year}, ${limit}, ${offset})`;
/** The matches of a kind that are ranked (the newest RANK_CAP papers; every thesis and conference paper), with their score. */
const pgRanked = (kind: WorkKind, limit: string) =>
  `SELECT '${kind}' AS kind, d.id, -ts_rank_cd(${RANK_WEIGHTS}, d.ranked, ${POSTGRES_QUERY}) AS score, d.year
    FROM ${idsOf(kind, limit)} AS n(id) JOIN search_documents d ON d.kind = '${kind}' AND d.id = n.id`;
const MARKS = `'StartSel="' || chr(2) || '", StopSel="' || chr(3) || '"'`;
const pgHighlightOf = (kind: WorkKind) => {
  const { table, key } = fts[kind];
  const { title, abstract } = textColumns[kind];
  return `SELECT ts_headline('journal_search', c.${title}, ${POSTGRES_QUERY}, 'HighlightAll=true, ' || ${MARKS}) AS title,
      ts_headline('journal_search', c.${abstract}, ${POSTGRES_QUERY},
        'MaxWords=${SNIPPET_TOKENS}, MinWords=${SNIPPET_TOKENS / 2}, ShortWord=0, ' || ${MARKS}) AS snippet
    FROM ${table} c JOIN search_documents d ON d.kind = '${kind}' AND d.id = c.${key}
    WHERE (d.ranked || d.body) @@ ${POSTGRES_QUERY} AND c.${key} = CAST(@id AS INTEGER)`;
};

const siteSearchPostgres: Partial<Record<keyof typeof siteSearchSql, string>> = {
  boundary: `SELECT n.id FROM ${idsOf('paper', '1', { offset: String(RANK_CAP - 1) })} AS n(id)`,
  ranked: `${pgRanked('paper', String(RANK_CAP))}
    UNION ALL ${pgRanked('thesis', 'NULL')}
    UNION ALL ${pgRanked('conference', 'NULL')}
    ORDER BY score, kind, id`,
  counts: `SELECT f.kind, f.year, f.n FROM search_facets(${POSTGRES_QUERY}) AS f`,
  older: `SELECT n.id FROM ${idsOf('paper', 'CAST(@limit AS integer)', {
    below: 'CAST(@boundary AS integer)',
    year: 'CAST(@year AS integer)',
    offset: 'CAST(@offset AS integer)',
    exclude: EXCLUDED,
  })} AS n(id) ORDER BY n.id DESC`,
  highlightpaper: pgHighlightOf('paper'),
  highlightthesis: pgHighlightOf('thesis'),
  highlightconference: pgHighlightOf('conference'),
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
  const s = prepareAll(db, siteSearchSql, siteSearchPostgres);
  const loadWork = createWorkLoader(db);

  async function identifierHits(text: string): Promise<Hit[]> {
    const rows = await s.identifiers.all<Hit>({ prefix: uniqueIdPrefix(text), doi: doiOf(text) });
    const seen = new Set<string>();
    return rows.filter((hit) => !seen.has(keyOf(hit)) && seen.add(keyOf(hit)));
  }

  async function isFullTextMatch(match: string, hit: Hit): Promise<boolean> {
    return (await s[`highlight${hit.kind}`].get({ match, id: hit.id })) !== undefined;
  }

  return async function siteSearch(query: SiteSearchQuery): Promise<SiteSearchAnswer> {
    const { search, page, perPage, kind, year, any = false } = query;
    const wanted = (hit: { kind: WorkKind; year: number }) =>
      (!kind || hit.kind === kind) && (!year || hit.year === year);
    const match = buildMatchQuery(search, { any, engine: db.engine });
    const ids = await identifierHits(search);
    const idKeys = new Set(ids.map(keyOf));
    // Identifier hits that the text also matches are counted once, with the text matches.
    const alsoText = match ? await Promise.all(ids.map((hit) => isFullTextMatch(match, hit))) : [];
    const idOnly = match ? ids.filter((_hit, index) => !alsoText[index]) : ids;

    const counts = match ? await s.counts.all<{ kind: WorkKind; year: number; n: number }>({ match }) : [];
    for (const hit of idOnly) counts.push({ kind: hit.kind, year: hit.year, n: 1 });
    const facets = facetsOf(counts, kind, year);
    const total = counts.filter(wanted).reduce((sum, c) => sum + c.n, 0);

    const boundary = match ? ((await s.boundary.value<number>({ match })) ?? 0) : 0;
    const ranked = match ? (await s.ranked.all<Hit>({ match, boundary })).filter((hit) => !idKeys.has(keyOf(hit))) : [];
    const head = [...ids, ...ranked].filter(wanted);

    const start = (page - 1) * perPage;
    const pageHits: Array<{ kind: WorkKind; id: number }> = head.slice(start, start + perPage);
    const missing = perPage - pageHits.length;
    if (match && boundary > 0 && missing > 0 && kind !== 'thesis' && kind !== 'conference') {
      const older = await s.older.column<number>({
        match,
        boundary,
        year: year ?? null,
        limit: missing,
        offset: Math.max(0, start - head.length),
        exclude: JSON.stringify(ids.filter((hit) => hit.kind === 'paper').map((hit) => hit.id)),
      });
      pageHits.push(...older.map((id) => ({ kind: 'paper' as const, id })));
    }

    const results: SearchHit[] = [];
    for (const hit of pageHits) {
      const work = await loadWork(hit.kind, hit.id);
      if (!work) continue;
      const marked = match
        ? await s[`highlight${hit.kind}`].get<{ title: string; snippet: string }>({ match, id: hit.id })
        : undefined;
      results.push({
        ...work.summary,
        title: marked?.title ?? work.summary.title,
        snippet: marked?.snippet ?? leadingWords(work.abstract),
      });
    }
    return { results, facets, ...searchPageInfo(page, perPage, total) };
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
