import type { MetadataRecordsRequest, MetadataYear, RecordKind, ScholarlyRecord } from '@journal/shared/metadata';
import type { Db, Engine } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';

/**
 * Compact records of every published work for the site server's sitemaps, feeds and OAI-PMH: one
 * shape for papers, theses and conference papers, keyset-paged by id so a crawler walking the whole
 * archive never makes the database skip rows.
 */
const AUTHORS = 'author_1, author_2, author_3, author_4, author_5, author_6';

const SELECT: Record<RecordKind, string> = {
  paper: `SELECT 'paper' AS kind, paper_id AS id, paper_title AS title, ${AUTHORS}, paper_abstract AS abstract, year, paper_month AS month,
    volume, issue, paper_pages AS pages, paper_elocation AS elocation, paper_doi AS doi, paper_url AS pdf_url, keywords, paper_references AS refs,
    created_at, updated_at, paper_articletype AS article_type, NULL AS conference_name, NULL AS institution, NULL AS degree,
    licence_url FROM papers WHERE is_deleted = 0`,
  thesis: `SELECT 'thesis' AS kind, id, title, ${AUTHORS}, abstract, year, month, volume, NULL AS issue, pages, '' AS doi,
    paper_url AS pdf_url, keywords, references_text AS refs, created_at, updated_at, '' AS article_type, NULL AS conference_name,
    institution, degree FROM theses WHERE 1 = 1`,
  conference: `SELECT 'conference' AS kind, p.id, p.title, p.${AUTHORS.split(', ').join(', p.')}, p.abstract, p.year, p.month, c.volume, c.issue,
    p.pages, p.doi, p.pdf_url, p.keywords, p.references_text AS refs, p.created_at, p.updated_at, '' AS article_type,
    c.name AS conference_name, NULL AS institution, NULL AS degree
    FROM conference_papers p JOIN conferences c ON c.id = p.conference_id WHERE 1 = 1`,
};

const ID: Record<RecordKind, string> = { paper: 'paper_id', thesis: 'id', conference: 'p.id' };
const PREFIX: Record<RecordKind, string> = { paper: '', thesis: '', conference: 'p.' };
const VOLUME: Record<RecordKind, string> = { paper: 'volume', thesis: 'volume', conference: 'c.volume' };

function filters(kind: RecordKind, engine: Engine): string {
  const p = PREFIX[kind];
  // from/until are whole UTC seconds (YYYY-MM-DDThh:mm:ssZ); updated_at is cut to the same form so
  // the comparison is between instants, whatever fraction of a second the stored text carries.
  const updated =
    engine === 'postgres'
      ? `to_char(CAST(${p}updated_at AS timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%SZ', ${p}updated_at)`;
  // CAST: PostgreSQL must know a parameter's type where it is only compared with NULL.
  const year = 'CAST(@year AS INTEGER)';
  const volume = 'CAST(@volume AS INTEGER)';
  const from = 'CAST(@from AS TEXT)';
  const until = 'CAST(@until AS TEXT)';
  return ` AND (${year} IS NULL OR ${p}year = ${year}) AND (${volume} IS NULL OR ${VOLUME[kind]} = ${volume})
    AND (${from} IS NULL OR ${updated} >= ${from}) AND (${until} IS NULL OR ${updated} <= ${until})`;
}

function statements(kind: RecordKind, engine: Engine = 'sqlite') {
  const base = SELECT[kind] + filters(kind, engine);
  return {
    page: `${base} AND ${ID[kind]} > @after ORDER BY ${ID[kind]} LIMIT @limit`,
    newest: `${base} ORDER BY ${PREFIX[kind]}created_at DESC, ${ID[kind]} DESC LIMIT @limit`,
    count: `SELECT count(*) FROM (${base}) AS records`,
  };
}

const YEARS_SQL = {
  years: `SELECT 'paper' AS kind, year, count(*) AS count, max(updated_at) AS lastmod FROM papers WHERE is_deleted = 0 GROUP BY year
    UNION ALL SELECT 'thesis', year, count(*), max(updated_at) FROM theses GROUP BY year
    UNION ALL SELECT 'conference', year, count(*), max(updated_at) FROM conference_papers GROUP BY year
    ORDER BY 2, 1`,
  volumes: `SELECT DISTINCT 'paper' AS kind, volume, year FROM papers WHERE is_deleted = 0
    UNION SELECT DISTINCT 'thesis', volume, year FROM theses
    UNION SELECT DISTINCT 'conference', c.volume, c.year FROM conference_papers p JOIN conferences c ON c.id = p.conference_id
    ORDER BY 1, 2`,
  bounds: `SELECT min(created) AS earliest, max(updated) AS lastmod FROM (
    SELECT min(created_at) AS created, max(updated_at) AS updated FROM papers WHERE is_deleted = 0
    UNION ALL SELECT min(created_at), max(updated_at) FROM theses
    UNION ALL SELECT min(created_at), max(updated_at) FROM conference_papers) AS spans`,
} as const;

type Row = Omit<ScholarlyRecord, 'authors' | 'keywords' | 'references'> &
  Record<`author_${1 | 2 | 3 | 4 | 5 | 6}`, string | null> & { keywords: string | null; refs: string | null };

function toRecord(row: Row): ScholarlyRecord {
  const { author_1, author_2, author_3, author_4, author_5, author_6, keywords, refs, ...rest } = row;
  return {
    ...rest,
    authors: [author_1, author_2, author_3, author_4, author_5, author_6]
      .map((name) => (name ?? '').trim())
      .filter(Boolean),
    keywords: JSON.parse(keywords || '[]') as string[],
    references: (refs ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

export function createMetadataRepo(db: Db) {
  const byKind = {
    paper: prepareAll(db, statements('paper', db.engine)),
    thesis: prepareAll(db, statements('thesis', db.engine)),
    conference: prepareAll(db, statements('conference', db.engine)),
  };
  const overview = prepareAll(db, YEARS_SQL);

  return {
    async records(request: MetadataRecordsRequest & { limit: number }) {
      const s = byKind[request.kind];
      const params = {
        year: request.year ?? null,
        volume: request.volume ?? null,
        from: request.from ?? null,
        until: request.until ?? null,
        after: request.after_id ?? 0,
        limit: request.limit,
      };
      const rows = await (request.order === 'newest' ? s.newest : s.page).all<Row>(params);
      const records = rows.map(toRecord);
      const total = (await s.count.value<number>(params)) ?? 0;
      const last = records.at(-1);
      const more =
        request.order !== 'newest' &&
        last !== undefined &&
        records.length === request.limit &&
        (await s.page.all<Row>({ ...params, after: last.id, limit: 1 })).length > 0;
      return { records, total, next_after_id: more ? last.id : null };
    },

    async years() {
      const bounds = (await overview.bounds.get<{ earliest: string | null; lastmod: string | null }>()) ?? {
        earliest: null,
        lastmod: null,
      };
      return {
        years: await overview.years.all<MetadataYear>(),
        volumes: await overview.volumes.all<{ kind: RecordKind; volume: number; year: number }>(),
        earliest: bounds.earliest,
        lastmod: bounds.lastmod,
      };
    },
  };
}
