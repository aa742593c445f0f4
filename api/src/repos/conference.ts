import type { ConferenceCategory, ConferencePaperDetails, ConferencePaperSummary } from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AUTHOR_COLUMNS } from './authorColumns.ts';
import type { IdentifierQuery } from '../search/ftsQuery.ts';
import { rankedSearch, searchStatements, type SearchTable } from '../search/rankedSearch.ts';
import { detailsAnswer } from './detailsAnswer.ts';

/** Columns of a list item: what a card shows (ConferencePaperSummary); the abstract is read only for the details. */
const CARD_COLUMNS = [
  'id',
  'title',
  ...AUTHOR_COLUMNS,
  'year',
  'month',
  'updated_at',
  'pages',
  'pdf_url',
  'conference_id',
] as const;

/** The details answer's fields and the columns they come from (detailsAnswer adds authors and keywords). */
const ANSWER_COLUMNS = {
  id: 'id',
  title: 'title',
  year: 'year',
  month: 'month',
  updated_at: 'updated_at',
  pages: 'pages',
  pdf_url: 'pdf_url',
  abstract: 'abstract',
  conference_id: 'conference_id',
  uniqueid: 'uniqueid',
  created_at: 'created_at',
  references: 'references_text',
  doi: 'doi',
  designation: 'designation',
  citation: 'citation',
} as const;

/** The conference statements (query builder); the query-plan test compiles them (db/queryPlans.test.ts). */
export function conferenceQueries(kysely: Kysely<DB>) {
  const conferences = kysely.selectFrom('conferences').select(['id', 'name', 'year', 'volume', 'issue']);
  return {
    categories: () => conferences.orderBy('year').orderBy('id'),
    category: (id: number) => conferences.where('id', '=', id),
    list: (conferenceId: number, limit: number, offset: number) =>
      kysely
        .selectFrom('conference_papers')
        .select(CARD_COLUMNS)
        .where('conference_id', '=', conferenceId)
        .orderBy('seq')
        .orderBy('id')
        .limit(limit)
        .offset(offset),
    count: (conferenceId: number) =>
      kysely
        .selectFrom('conference_papers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('conference_id', '=', conferenceId),
    byId: (id: number) => kysely.selectFrom('conference_papers').selectAll().where('id', '=', id),
    /** The exact-identifier lookup the full-text search runs first (search/rankedSearch.ts): one index each. */
    exact: ({ numericId, uniqueId, doi }: IdentifierQuery) =>
      kysely
        .selectFrom('conference_papers')
        .select(CARD_COLUMNS)
        .where((eb) => eb.or([eb('id', '=', numericId), eb('uniqueid', '=', uniqueId), eb('doi', '=', doi)]))
        .orderBy('id'),
  };
}

/** Full-text search over conference_papers (see search/rankedSearch.ts). */
export const conferenceSearch: SearchTable = {
  table: 'conference_papers',
  key: 'id',
  fts: 'conference_papers_fts',
  kind: 'conference',
  columns: CARD_COLUMNS,
};

export function createConferenceRepo(db: Db) {
  const q = conferenceQueries(db.kysely);
  const fts = searchStatements<ConferencePaperSummary>(db, conferenceSearch);

  return {
    categories: (): Promise<ConferenceCategory[]> => q.categories().execute(),

    category: (id: number): Promise<ConferenceCategory | undefined> => q.category(id).executeTakeFirst(),

    async listPapers(conferenceId: number, limit: number, offset: number) {
      return {
        items: (await q.list(conferenceId, limit, offset).execute()) satisfies ConferencePaperSummary[],
        total: (await q.count(conferenceId).executeTakeFirstOrThrow()).count,
      };
    },

    async details(id: number): Promise<ConferencePaperDetails | undefined> {
      const row = await q.byId(id).executeTakeFirst();
      if (!row) return undefined;
      // conference_id is a foreign key: the conference is there.
      const conference = await q.category(row.conference_id).executeTakeFirstOrThrow();
      return { ...detailsAnswer(row, ANSWER_COLUMNS), doi_Link: `https://doi.org/${row.doi}`, conference };
    },

    /** Raw row (and its conference) for the PDF generator. */
    rowById: (id: number) => q.byId(id).executeTakeFirst(),

    search(text: string, page: number, perPage: number) {
      return rankedSearch<ConferencePaperSummary>(
        fts,
        { exact: (id) => q.exact(id).execute(), idOf: (p) => p.id },
        text,
        page,
        perPage,
      );
    },
  };
}

export type ConferenceRepo = ReturnType<typeof createConferenceRepo>;
