import type { MetadataRecordsRequest, MetadataYear, RecordKind, ScholarlyRecord } from '@journal/shared/metadata';
import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Db, Engine } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AUTHOR_COLUMNS, authorsOf } from './authorColumns.ts';

/**
 * Compact records of every published work for the site server's sitemaps, feeds and OAI-PMH: one
 * shape for papers, theses and conference papers, keyset-paged by id so a crawler walking the whole
 * archive never makes the database skip rows.
 */
interface Filters {
  year?: number | undefined;
  volume?: number | undefined;
  from?: string | undefined;
  until?: string | undefined;
}

/** The columns a kind's filters, keyset and order read. */
interface KeyColumns {
  id: string;
  year: string;
  volume: string;
  created: string;
  updated: string;
}

const KEYS: Record<RecordKind, KeyColumns> = {
  paper: { id: 'paper_id', year: 'year', volume: 'volume', created: 'created_at', updated: 'updated_at' },
  thesis: { id: 'id', year: 'year', volume: 'volume', created: 'created_at', updated: 'updated_at' },
  conference: { id: 'p.id', year: 'p.year', volume: 'c.volume', created: 'p.created_at', updated: 'p.updated_at' },
};

/**
 * updated_at cut to whole UTC seconds (YYYY-MM-DDThh:mm:ssZ, the form of from/until), so the comparison
 * is between instants whatever fraction of a second the stored text carries. Raw SQL: the engines'
 * date functions differ (docs/api.md, "Database engines").
 */
function updatedSecond(engine: Engine, column: string): Expression<string> {
  return engine === 'postgres'
    ? sql<string>`to_char(CAST(${sql.ref(column)} AS timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%SZ', ${sql.ref(column)})`;
}

function filtered<D, TB extends keyof D, O>(
  query: SelectQueryBuilder<D, TB, O>,
  keys: KeyColumns,
  filters: Filters,
  engine: Engine,
): SelectQueryBuilder<D, TB, O> {
  let out = query;
  if (filters.year !== undefined) out = out.where(sql.ref(keys.year), '=', filters.year);
  if (filters.volume !== undefined) out = out.where(sql.ref(keys.volume), '=', filters.volume);
  if (filters.from !== undefined) out = out.where(updatedSecond(engine, keys.updated), '>=', filters.from);
  if (filters.until !== undefined) out = out.where(updatedSecond(engine, keys.updated), '<=', filters.until);
  return out;
}

/** The works of each kind with their record columns, before filters. */
function recordSources(kysely: Kysely<DB>) {
  return {
    paper: () =>
      kysely
        .selectFrom('papers')
        .where('is_deleted', '=', 0)
        .select([
          'paper_id as id',
          'paper_title as title',
          ...AUTHOR_COLUMNS,
          'paper_abstract as abstract',
          'year',
          'paper_month as month',
          'volume',
          'issue',
          'paper_pages as pages',
          'paper_elocation as elocation',
          'paper_doi as doi',
          'paper_url as pdf_url',
          'keywords',
          'paper_references as refs',
          'created_at',
          'updated_at',
          'paper_articletype as article_type',
          'licence_url',
        ]),
    thesis: () =>
      kysely
        .selectFrom('theses')
        .select([
          'id',
          'title',
          ...AUTHOR_COLUMNS,
          'abstract',
          'year',
          'month',
          'volume',
          'pages',
          'paper_url as pdf_url',
          'keywords',
          'references_text as refs',
          'created_at',
          'updated_at',
          'institution',
          'degree',
        ]),
    conference: () =>
      kysely
        .selectFrom('conference_papers as p')
        .innerJoin('conferences as c', 'c.id', 'p.conference_id')
        .select([
          'p.id',
          'p.title',
          'p.author_1',
          'p.author_2',
          'p.author_3',
          'p.author_4',
          'p.author_5',
          'p.author_6',
          'p.abstract',
          'p.year',
          'p.month',
          'c.volume',
          'c.issue',
          'p.pages',
          'p.doi',
          'p.pdf_url',
          'p.keywords',
          'p.references_text as refs',
          'p.created_at',
          'p.updated_at',
          'c.name as conference_name',
        ]),
  };
}

type Sources = ReturnType<typeof recordSources>;
type SourceRow<K extends RecordKind> = Awaited<ReturnType<ReturnType<Sources[K]>['execute']>>[number];

/** The parts every kind's record shares, from its row. */
function common(row: SourceRow<RecordKind>) {
  return {
    id: row.id,
    title: row.title,
    authors: authorsOf(row),
    abstract: row.abstract,
    year: row.year,
    month: row.month,
    pages: row.pages,
    pdf_url: row.pdf_url,
    keywords: JSON.parse(row.keywords || '[]') as string[],
    references: row.refs
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const toRecord = {
  paper: (row: SourceRow<'paper'>): ScholarlyRecord => ({
    kind: 'paper',
    ...common(row),
    volume: row.volume,
    issue: row.issue,
    elocation: row.elocation,
    doi: row.doi,
    article_type: row.article_type,
    conference_name: null,
    institution: null,
    degree: null,
    licence_url: row.licence_url,
  }),
  thesis: (row: SourceRow<'thesis'>): ScholarlyRecord => ({
    kind: 'thesis',
    ...common(row),
    volume: row.volume,
    issue: null,
    doi: '',
    article_type: '',
    conference_name: null,
    institution: row.institution,
    degree: row.degree,
  }),
  conference: (row: SourceRow<'conference'>): ScholarlyRecord => ({
    kind: 'conference',
    ...common(row),
    volume: row.volume,
    issue: row.issue,
    doi: row.doi,
    article_type: '',
    conference_name: row.conference_name,
    institution: null,
    degree: null,
  }),
};

interface RecordsQuery extends Filters {
  order: 'id' | 'newest';
  /** Keyset: the records after this id (order 'id'). */
  after: number;
  limit: number;
}

/** One kind's records page and count (query builder); `keys` names the columns its filters read. */
function kindRecords<D, TB extends keyof D, O>(
  kysely: Kysely<DB>,
  source: () => SelectQueryBuilder<D, TB, O>,
  keys: KeyColumns,
  mapRow: (row: O) => ScholarlyRecord,
  engine: Engine,
) {
  return {
    async page(request: RecordsQuery): Promise<ScholarlyRecord[]> {
      const query = filtered(source(), keys, request, engine);
      const ordered =
        request.order === 'newest'
          ? query.orderBy(sql.ref(keys.created), 'desc').orderBy(sql.ref(keys.id), 'desc')
          : query.where(sql.ref(keys.id), '>', request.after).orderBy(sql.ref(keys.id));
      return (await ordered.limit(request.limit).execute()).map(mapRow);
    },
    async count(filters: Filters): Promise<number> {
      const records = filtered(source(), keys, filters, engine).as('records');
      const counted = kysely.selectFrom(records).select((eb) => eb.fn.countAll<number>().as('count'));
      return (await counted.executeTakeFirstOrThrow()).count;
    },
  };
}

/** Per year and kind, how many works and the newest change; the volumes of each kind; the first and last dates. */
function overviewQueries(kysely: Kysely<DB>) {
  const kind = (name: RecordKind) => sql.lit<RecordKind>(name).as('kind');
  return {
    years: () =>
      kysely
        .selectFrom('papers')
        .where('is_deleted', '=', 0)
        .select((eb) => [
          kind('paper'),
          'year',
          eb.fn.countAll<number>().as('count'),
          eb.fn.max('updated_at').as('lastmod'),
        ])
        .groupBy('year')
        .unionAll(
          kysely
            .selectFrom('theses')
            .select((eb) => [
              kind('thesis'),
              'year',
              eb.fn.countAll<number>().as('count'),
              eb.fn.max('updated_at').as('lastmod'),
            ])
            .groupBy('year'),
        )
        .unionAll(
          kysely
            .selectFrom('conference_papers')
            .select((eb) => [
              kind('conference'),
              'year',
              eb.fn.countAll<number>().as('count'),
              eb.fn.max('updated_at').as('lastmod'),
            ])
            .groupBy('year'),
        )
        .orderBy('year')
        .orderBy('kind'),
    volumes: () =>
      kysely
        .selectFrom('papers')
        .where('is_deleted', '=', 0)
        .select([kind('paper'), 'volume', 'year'])
        .distinct()
        .union(
          kysely
            .selectFrom('theses')
            .select([kind('thesis'), 'volume', 'year'])
            .distinct(),
        )
        .union(
          kysely
            .selectFrom('conference_papers as p')
            .innerJoin('conferences as c', 'c.id', 'p.conference_id')
            .select([kind('conference'), 'c.volume', 'c.year'])
            .distinct(),
        )
        .orderBy('kind')
        .orderBy('volume'),
    bounds: () =>
      kysely
        .selectFrom(
          kysely
            .selectFrom('papers')
            .where('is_deleted', '=', 0)
            .select((eb) => [eb.fn.min('created_at').as('created'), eb.fn.max('updated_at').as('updated')])
            .unionAll(
              kysely
                .selectFrom('theses')
                .select((eb) => [eb.fn.min('created_at').as('created'), eb.fn.max('updated_at').as('updated')]),
            )
            .unionAll(
              kysely
                .selectFrom('conference_papers')
                .select((eb) => [eb.fn.min('created_at').as('created'), eb.fn.max('updated_at').as('updated')]),
            )
            .as('spans'),
        )
        // With no works at all, min and max are NULL.
        .select((eb) => [
          eb.fn.min<string | null>('created').as('earliest'),
          eb.fn.max<string | null>('updated').as('lastmod'),
        ]),
  };
}

export function createMetadataRepo(db: Db) {
  const sources = recordSources(db.kysely);
  const byKind = {
    paper: kindRecords(db.kysely, sources.paper, KEYS.paper, toRecord.paper, db.engine),
    thesis: kindRecords(db.kysely, sources.thesis, KEYS.thesis, toRecord.thesis, db.engine),
    conference: kindRecords(db.kysely, sources.conference, KEYS.conference, toRecord.conference, db.engine),
  };
  const overview = overviewQueries(db.kysely);

  return {
    async records(request: MetadataRecordsRequest & { limit: number }) {
      const kind = byKind[request.kind];
      const query: RecordsQuery = {
        year: request.year,
        volume: request.volume,
        from: request.from,
        until: request.until,
        order: request.order === 'newest' ? 'newest' : 'id',
        after: request.after_id ?? 0,
        limit: request.limit,
      };
      const records = await kind.page(query);
      const total = await kind.count(query);
      const last = records.at(-1);
      const more =
        query.order === 'id' &&
        last !== undefined &&
        records.length === request.limit &&
        (await kind.page({ ...query, after: last.id, limit: 1 })).length > 0;
      return { records, total, next_after_id: more ? last.id : null };
    },

    async years() {
      const bounds = await overview.bounds().executeTakeFirstOrThrow();
      const years: MetadataYear[] = await overview.years().execute();
      return {
        years,
        volumes: await overview.volumes().execute(),
        earliest: bounds.earliest,
        lastmod: bounds.lastmod,
      };
    },
  };
}
