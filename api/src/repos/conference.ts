import type { ConferenceCategory, ConferencePaperDetails, ConferencePaperSummary } from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { prepareAll } from '../db/statements.ts';
import { AUTHOR_COLUMNS, authorColumnsOf } from './authorColumns.ts';
import { rankedSearch, searchSql, searchStatements, type SearchTable } from '../search/rankedSearch.ts';

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
  };
}

/** The exact-identifier lookup the full-text search runs first (search/rankedSearch.ts). */
export const conferenceSql = {
  exact: `SELECT c.${CARD_COLUMNS.join(', c.')} FROM conference_papers c
    WHERE c.id = @id OR c.uniqueid = @uniqueId OR c.doi = @doi ORDER BY c.id`,
};

/** Full-text search over conference_papers (see search/rankedSearch.ts). */
const conferenceSearch: SearchTable = {
  table: 'conference_papers',
  key: 'id',
  fts: 'conference_papers_fts',
  kind: 'conference',
  columns: CARD_COLUMNS.map((column) => `c.${column}`).join(', '),
};
export const conferenceSearchSql = searchSql(conferenceSearch);

export function createConferenceRepo(db: Db) {
  const q = conferenceQueries(db.kysely);
  const s = prepareAll(db, conferenceSql);
  const fts = searchStatements(db, conferenceSearch);

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
      return {
        id: row.id,
        title: row.title,
        ...authorColumnsOf(row),
        year: row.year,
        month: row.month,
        updated_at: row.updated_at,
        pages: row.pages,
        pdf_url: row.pdf_url,
        abstract: row.abstract,
        conference_id: row.conference_id,
        uniqueid: row.uniqueid,
        created_at: row.created_at,
        references: row.references_text,
        doi: row.doi,
        doi_Link: `https://doi.org/${row.doi}`,
        keywords: JSON.parse(row.keywords) as string[],
        designation: row.designation,
        citation: row.citation,
        conference,
      };
    },

    /** Raw row (and its conference) for the PDF generator. */
    rowById: (id: number) => q.byId(id).executeTakeFirst(),

    search(text: string, page: number, perPage: number) {
      return rankedSearch<ConferencePaperSummary>(
        fts,
        {
          exact: s.exact,
          exactParams: (id) => ({ id: id.numericId, uniqueId: id.uniqueId, doi: id.doi }),
          idOf: (p) => p.id,
        },
        text,
        page,
        perPage,
      );
    },
  };
}

export type ConferenceRepo = ReturnType<typeof createConferenceRepo>;
