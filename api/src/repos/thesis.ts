import type { ThesisDetails, ThesisListItem, ThesisYear } from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { prepareAll } from '../db/statements.ts';
import { AUTHOR_COLUMNS, authorColumnsOf } from './authorColumns.ts';
import { rankedSearch, searchSql, searchStatements, type SearchTable } from '../search/rankedSearch.ts';

/** Columns of a list item: what a card shows (ThesisListItem); the abstract is read only for the details. */
const CARD_COLUMNS = ['id', 'title', ...AUTHOR_COLUMNS, 'month', 'year', 'volume', 'pages', 'paper_url'] as const;

/** The thesis statements (query builder); the query-plan test compiles them (db/queryPlans.test.ts). */
export function thesisQueries(kysely: Kysely<DB>) {
  const inVolume = (year: number, volume: number) =>
    kysely.selectFrom('theses').where('year', '=', year).where('volume', '=', volume);
  return {
    volumes: () => kysely.selectFrom('theses').select(['year', 'volume']).distinct().orderBy('year').orderBy('volume'),
    list: (year: number, volume: number, limit: number, offset: number) =>
      inVolume(year, volume).select(CARD_COLUMNS).orderBy('seq').orderBy('id').limit(limit).offset(offset),
    count: (year: number, volume: number) =>
      inVolume(year, volume).select((eb) => eb.fn.countAll<number>().as('count')),
    byId: (id: number) => kysely.selectFrom('theses').selectAll().where('id', '=', id),
  };
}

/** The exact-identifier lookup the full-text search runs first (search/rankedSearch.ts). */
export const thesisSql = {
  exact: `SELECT t.${CARD_COLUMNS.join(', t.')} FROM theses t WHERE t.id = @id OR t.uniqueid = @uniqueId ORDER BY t.id`,
};

/** Full-text search over theses (see search/rankedSearch.ts). */
const thesisSearch: SearchTable = {
  table: 'theses',
  key: 'id',
  fts: 'theses_fts',
  kind: 'thesis',
  columns: CARD_COLUMNS.map((column) => `c.${column}`).join(', '),
};
export const thesisSearchSql = searchSql(thesisSearch);

export function createThesisRepo(db: Db) {
  const q = thesisQueries(db.kysely);
  const s = prepareAll(db, thesisSql);
  const fts = searchStatements(db, thesisSearch);

  return {
    /** Years, oldest first, with their volumes. */
    async yearIndex(): Promise<ThesisYear[]> {
      const years: ThesisYear[] = [];
      for (const row of await q.volumes().execute()) {
        let year = years[years.length - 1];
        if (!year || year.year !== row.year) years.push((year = { year: row.year, volumes: [] }));
        year.volumes.push({ volume: row.volume });
      }
      return years;
    },

    async list(year: number, volume: number, limit: number, offset: number) {
      return {
        items: (await q.list(year, volume, limit, offset).execute()) satisfies ThesisListItem[],
        total: (await q.count(year, volume).executeTakeFirstOrThrow()).count,
      };
    },

    async details(id: number): Promise<ThesisDetails | undefined> {
      const row = await q.byId(id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.title,
        ...authorColumnsOf(row),
        month: row.month,
        year: row.year,
        volume: row.volume,
        pages: row.pages,
        paper_url: row.paper_url,
        uniqueid: row.uniqueid,
        abstract: row.abstract,
        degree: row.degree,
        institution: row.institution,
        supervisor: row.supervisor,
        references: row.references_text,
        keywords: JSON.parse(row.keywords) as string[],
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    },

    rowById: (id: number) => q.byId(id).executeTakeFirst(),

    search(text: string, page: number, perPage: number) {
      return rankedSearch<ThesisListItem>(
        fts,
        { exact: s.exact, exactParams: (id) => ({ id: id.numericId, uniqueId: id.uniqueId }), idOf: (t) => t.id },
        text,
        page,
        perPage,
      );
    },
  };
}

export type ThesisRepo = ReturnType<typeof createThesisRepo>;
