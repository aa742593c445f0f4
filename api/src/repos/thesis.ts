import type { ThesisDetails, ThesisListItem, ThesisYear } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import { authorColumnsOf, type ThesisRow } from '../db/rows.ts';
import { rankedSearch, searchSql, searchStatements, type SearchTable } from '../search/rankedSearch.ts';

/** Columns of a list item: what a card shows (ThesisListItem); the abstract is read only for the details. */
const LIST_COLUMNS = `t.id, t.title, t.author_1, t.author_2, t.author_3, t.author_4, t.author_5, t.author_6,
  t.month, t.year, t.volume, t.pages, t.paper_url`;

export const thesisSql = {
  volumes: 'SELECT DISTINCT year, volume FROM theses ORDER BY year, volume',
  list: `SELECT ${LIST_COLUMNS} FROM theses t WHERE t.year = ? AND t.volume = ? ORDER BY t.seq, t.id LIMIT ? OFFSET ?`,
  count: 'SELECT count(*) FROM theses WHERE year = ? AND volume = ?',
  byId: 'SELECT * FROM theses WHERE id = ?',
  exact: `SELECT ${LIST_COLUMNS} FROM theses t WHERE t.id = @id OR t.uniqueid = @uniqueId ORDER BY t.id`,
} as const;

/** Full-text search over theses (see search/rankedSearch.ts). */
const thesisSearch: SearchTable = {
  table: 'theses',
  key: 'id',
  fts: 'theses_fts',
  kind: 'thesis',
  columns: LIST_COLUMNS.replace(/\bt\./g, 'c.'),
};
export const thesisSearchSql = searchSql(thesisSearch);

export function createThesisRepo(db: Db) {
  const s = prepareAll(db, thesisSql);
  const fts = searchStatements(db, thesisSearch);

  return {
    /** Years, oldest first, with their volumes. */
    async yearIndex(): Promise<ThesisYear[]> {
      const years: ThesisYear[] = [];
      for (const row of await s.volumes.all<{ year: number; volume: number }>()) {
        let year = years[years.length - 1];
        if (!year || year.year !== row.year) years.push((year = { year: row.year, volumes: [] }));
        year.volumes.push({ volume: row.volume });
      }
      return years;
    },

    async list(year: number, volume: number, limit: number, offset: number) {
      return {
        items: await s.list.all<ThesisListItem>([year, volume, limit, offset]),
        total: (await s.count.value<number>([year, volume])) ?? 0,
      };
    },

    async details(id: number): Promise<ThesisDetails | undefined> {
      const row = await s.byId.get<ThesisRow>([id]);
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

    rowById: (id: number) => s.byId.get<ThesisRow>([id]),

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
