import type { ThesisDetails, ThesisListItem, ThesisYear } from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AUTHOR_COLUMNS } from './authorColumns.ts';
import type { IdentifierQuery } from '../search/ftsQuery.ts';
import { rankedSearch, searchStatements, type SearchTable } from '../search/rankedSearch.ts';
import { detailsAnswer } from './detailsAnswer.ts';

/** Columns of a list item: what a card shows (ThesisListItem); the abstract is read only for the details. */
const CARD_COLUMNS = ['id', 'title', ...AUTHOR_COLUMNS, 'month', 'year', 'volume', 'pages', 'paper_url'] as const;

/** The details answer's fields and the columns they come from (detailsAnswer adds authors and keywords). */
const ANSWER_COLUMNS = {
  id: 'id',
  title: 'title',
  month: 'month',
  year: 'year',
  volume: 'volume',
  pages: 'pages',
  paper_url: 'paper_url',
  uniqueid: 'uniqueid',
  abstract: 'abstract',
  degree: 'degree',
  institution: 'institution',
  supervisor: 'supervisor',
  references: 'references_text',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

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
    /** The exact-identifier lookup the full-text search runs first (search/rankedSearch.ts): one index each. */
    exact: ({ numericId, uniqueId }: IdentifierQuery) =>
      kysely
        .selectFrom('theses')
        .select(CARD_COLUMNS)
        .where((eb) => eb.or([eb('id', '=', numericId), eb('uniqueid', '=', uniqueId)]))
        .orderBy('id'),
  };
}

/** Full-text search over theses (see search/rankedSearch.ts). */
export const thesisSearch: SearchTable = {
  table: 'theses',
  key: 'id',
  fts: 'theses_fts',
  kind: 'thesis',
  columns: CARD_COLUMNS,
};

export function createThesisRepo(db: Db) {
  const q = thesisQueries(db.kysely);
  const fts = searchStatements<ThesisListItem>(db, thesisSearch);

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
      return row && detailsAnswer(row, ANSWER_COLUMNS);
    },

    rowById: (id: number) => q.byId(id).executeTakeFirst(),

    search(text: string, page: number, perPage: number) {
      return rankedSearch<ThesisListItem>(
        fts,
        { exact: (id) => q.exact(id).execute(), idOf: (t) => t.id },
        text,
        page,
        perPage,
      );
    },
  };
}

export type ThesisRepo = ReturnType<typeof createThesisRepo>;
