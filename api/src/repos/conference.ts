import type { ConferenceCategory, ConferencePaperDetails, ConferencePaperSummary } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import { authorColumnsOf, type ConferencePaperRow } from '../db/rows.ts';
import { rankedSearch, searchSql, searchStatements, type SearchTable } from '../search/rankedSearch.ts';

/** Columns of a list item: what a card shows (ConferencePaperSummary); the abstract is read only for the details. */
const PAPER_COLUMNS = `c.id, c.title, c.author_1, c.author_2, c.author_3, c.author_4, c.author_5, c.author_6,
  c.year, c.month, c.updated_at, c.pages, c.pdf_url, c.conference_id`;

export const conferenceSql = {
  categories: 'SELECT id, name, year, volume, issue FROM conferences ORDER BY year, id',
  category: 'SELECT id, name, year, volume, issue FROM conferences WHERE id = ?',
  list: `SELECT ${PAPER_COLUMNS} FROM conference_papers c WHERE c.conference_id = ? ORDER BY c.seq, c.id LIMIT ? OFFSET ?`,
  count: 'SELECT count(*) FROM conference_papers WHERE conference_id = ?',
  byId: 'SELECT * FROM conference_papers WHERE id = ?',
  exact: `SELECT ${PAPER_COLUMNS} FROM conference_papers c
    WHERE c.id = @id OR c.uniqueid = @uniqueId OR c.doi = @doi ORDER BY c.id`,
} as const;

/** Full-text search over conference_papers (see search/rankedSearch.ts). */
const conferenceSearch: SearchTable = {
  table: 'conference_papers',
  key: 'id',
  fts: 'conference_papers_fts',
  kind: 'conference',
  columns: PAPER_COLUMNS,
};
export const conferenceSearchSql = searchSql(conferenceSearch);

export function createConferenceRepo(db: Db) {
  const s = prepareAll(db, conferenceSql);
  const fts = searchStatements(db, conferenceSearch);

  return {
    categories: () => s.categories.all<ConferenceCategory>(),

    category: (id: number) => s.category.get<ConferenceCategory>([id]),

    async listPapers(conferenceId: number, limit: number, offset: number) {
      return {
        items: await s.list.all<ConferencePaperSummary>([conferenceId, limit, offset]),
        total: (await s.count.value<number>([conferenceId])) ?? 0,
      };
    },

    async details(id: number): Promise<ConferencePaperDetails | undefined> {
      const row = await s.byId.get<ConferencePaperRow>([id]);
      if (!row) return undefined;
      const conference = (await s.category.get<ConferenceCategory>([row.conference_id])) as ConferenceCategory;
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
    rowById: (id: number) => s.byId.get<ConferencePaperRow>([id]),

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
