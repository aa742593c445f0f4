import type {
  ArchivePaperSummary,
  ArchiveSuggestion,
  ArchiveYear,
  ArticleRelation,
  PaperDetails,
} from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import { authorColumnsOf, type IssueRow, type PaperRow } from '../db/rows.ts';
import { KEYWORD_TEXT } from '../db/searchIndex.ts';
import { buildMatchQuery } from '../search/ftsQuery.ts';
import {
  rankedMatches,
  rankedSearch,
  rowsInOrder,
  searchSql,
  searchStatements,
  type SearchTable,
} from '../search/rankedSearch.ts';

/**
 * Columns of a list item: what a card shows, with the spec's long names (ArchivePaperSummary; docs/api.md,
 * "Lean lists"). The abstract, references and full text are read only for the details.
 */
const PAPER_COLUMNS = `p.paper_id, p.paper_title, p.paper_uniqueid, p.paper_doi, p.year, p.volume, p.issue, p.paper_month,
  p.paper_pages, p.paper_elocation, p.paper_url, p.author_1, p.author_2, p.author_3, p.author_4, p.author_5, p.author_6`;

/** SQL behind the archive calls; kept here (and prepared once) so the query-plan test can inspect it. */
export const archiveSql = {
  issues: 'SELECT year, volume, issue FROM issues ORDER BY year, volume, issue',
  listIssue: `SELECT ${PAPER_COLUMNS} FROM papers p
    WHERE p.year = ? AND p.volume = ? AND p.issue = ? AND p.is_deleted = 0
    ORDER BY p.seq, p.paper_id LIMIT ? OFFSET ?`,
  countIssue: 'SELECT count(*) FROM papers WHERE year = ? AND volume = ? AND issue = ? AND is_deleted = 0',
  byId: 'SELECT * FROM papers WHERE paper_id = ? AND is_deleted = 0',
  byUniqueId: 'SELECT * FROM papers WHERE paper_uniqueid = ? AND is_deleted = 0',
  movedTo: `SELECT p.paper_uniqueid FROM moved_papers m JOIN papers p ON p.paper_id = m.paper_id
    WHERE m.old_uniqueid = ? AND p.is_deleted = 0`,
  exact: `SELECT ${PAPER_COLUMNS} FROM papers p
    WHERE p.is_deleted = 0 AND (p.paper_id = @id OR p.paper_uniqueid = @uniqueId OR p.paper_doi = @doi)
    ORDER BY p.paper_id`,
  // Notices about a paper (docs/content.md, "Corrections and retractions"), and what a notice is about.
  noticesAbout: `SELECT r.type, r.notice_doi AS doi, p.paper_title AS title, p.paper_id FROM article_relations r
    JOIN papers p ON p.paper_doi = r.notice_doi AND p.is_deleted = 0
    WHERE r.related_doi = ? ORDER BY p.published_date, p.paper_id`,
  noticeOf: `SELECT r.type, r.related_doi AS doi, COALESCE(p.paper_title, r.related_title) AS title, p.paper_id
    FROM article_relations r LEFT JOIN papers p ON p.paper_doi = r.related_doi AND p.is_deleted = 0
    WHERE r.notice_doi = ? ORDER BY r.related_doi`,
  suggestByIdPrefix: `SELECT paper_id, paper_title, year, volume, issue, paper_uniqueid FROM papers
    WHERE paper_uniqueid >= CAST(@prefix AS TEXT) AND paper_uniqueid < CAST(@prefix AS TEXT) || '~' AND is_deleted = 0
    ORDER BY paper_uniqueid LIMIT @limit`,
} as const;

/** Full-text search over papers; deleted papers stay indexed but are never listed (partial index papers_deleted). */
export const paperSearch: SearchTable = {
  table: 'papers',
  key: 'paper_id',
  fts: 'papers_fts',
  kind: 'paper',
  columns: PAPER_COLUMNS.replace(/\bp\./g, 'c.'),
  hidden: 'SELECT paper_id FROM papers WHERE is_deleted = 1',
};
export const paperSearchSql = searchSql(paperSearch);

/** Suggestions read only these columns of the page's papers. */
const suggestionSearch: SearchTable = {
  ...paperSearch,
  columns: 'c.paper_id, c.paper_title, c.year, c.volume, c.issue, c.paper_uniqueid',
  headingsOnly: true,
};
export const suggestionSearchSql = searchSql(suggestionSearch);

export const SUGGESTION_LIMIT = 8;
/** Suggestions match the words of a title, the authors or the keywords: what a reader recalls of a paper. */
const SUGGESTION_COLUMNS = ['paper_title', 'paper_author', KEYWORD_TEXT];

type FullText = Pick<
  PaperDetails,
  | 'subtitle'
  | 'received_date'
  | 'accepted_date'
  | 'published_date'
  | 'authors'
  | 'reference_list'
  | 'funding'
  | 'funding_statement'
  | 'body_html'
  | 'toc'
  | 'licence_url'
  | 'keyword_groups'
>;

/** The columns a JATS import fills (migration 12), as the details answer names them; empty for a paper never imported. */
function fullTextOf(p: PaperRow): FullText {
  const list = <T>(json: string | undefined) => JSON.parse(json || '[]') as T[];
  return {
    subtitle: p.paper_subtitle ?? '',
    received_date: p.received_date ?? null,
    accepted_date: p.accepted_date ?? null,
    published_date: p.published_date ?? null,
    // Mapped field by field so an author's e-mail (kept for the corresponding-author line of the PDF) never leaves the API.
    authors: list<NonNullable<FullText['authors']>[number]>(p.authors_json).map(
      ({ name, orcid, affiliations, corresponding }) => ({
        name,
        ...(orcid ? { orcid } : {}),
        affiliations,
        corresponding,
      }),
    ),
    reference_list: list(p.references_json),
    funding: list(p.funding_json),
    funding_statement: p.funding_statement ?? '',
    body_html: p.body_html ?? '',
    toc: list(p.toc_json),
    licence_url: p.licence_url ?? '',
    keyword_groups: list(p.keyword_groups_json),
  };
}

export function createArchiveRepo(db: Db) {
  const s = prepareAll(db, archiveSql);
  const fts = searchStatements(db, paperSearch);
  const suggestFts = searchStatements(db, suggestionSearch);
  const paperId = (row: { paper_id: number }) => row.paper_id;
  type RelationRow = Omit<ArticleRelation, 'direction' | 'paper_id'> & { paper_id: number | null };
  const relationsOf = async (doi: string): Promise<ArticleRelation[]> => [
    ...(await s.noticeOf.all<RelationRow>([doi])).map((r) => ({ ...r, direction: 'updates' as const })),
    ...(await s.noticesAbout.all<RelationRow>([doi])).map((r) => ({ ...r, direction: 'updated_by' as const })),
  ];

  return {
    /** Years, oldest first, each with its volumes and their issue numbers. */
    async yearIndex(): Promise<ArchiveYear[]> {
      const years: ArchiveYear[] = [];
      for (const row of await s.issues.all<IssueRow>()) {
        let year = years[years.length - 1];
        if (!year || year.year !== row.year) years.push((year = { year: row.year, volumes: [] }));
        let volume = year.volumes[year.volumes.length - 1];
        if (!volume || volume.volume !== row.volume) year.volumes.push((volume = { volume: row.volume, issue: [] }));
        volume.issue.push(row.issue);
      }
      return years;
    },

    async listIssue(year: number, volume: number, issue: number, limit: number, offset: number) {
      const items = await s.listIssue.all<ArchivePaperSummary>([year, volume, issue, limit, offset]);
      // A page with papers that is not full is the issue's last: its count needs no second statement.
      const isLastPage = items.length > 0 && items.length < limit;
      return {
        items,
        total: isLastPage ? offset + items.length : ((await s.countIssue.value<number>([year, volume, issue])) ?? 0),
      };
    },

    async details(paperId: number): Promise<PaperDetails | undefined> {
      const p = await s.byId.get<PaperRow>([paperId]);
      if (!p) return undefined;
      return {
        id: p.paper_id,
        title: p.paper_title,
        abstract: p.paper_abstract,
        month: p.paper_month,
        author: p.paper_author,
        url: p.paper_url,
        doi: p.paper_doi,
        articletype: p.paper_articletype,
        pages: p.paper_pages,
        elocation: p.paper_elocation,
        uniqueid: p.paper_uniqueid,
        created_time: p.created_at,
        references: p.paper_references,
        citation: p.paper_citation,
        designation: p.paper_designation,
        doi_Link: p.paper_doi_Link,
        issue: p.issue,
        volume: p.volume,
        year: p.year,
        ...authorColumnsOf(p),
        keywords: JSON.parse(p.keywords) as string[],
        updated_at: p.updated_at,
        ...fullTextOf(p),
        relations: await relationsOf(p.paper_doi),
      };
    },

    /** Raw row for the PDF generator. */
    rowByUniqueId: (uniqueId: string) => s.byUniqueId.get<PaperRow>([uniqueId]),
    /** The unique id a paper re-imported into another issue has now, for the unique id it had. */
    movedUniqueId: (oldUniqueId: string) => s.movedTo.value<string>([oldUniqueId]),

    search(text: string, page: number, perPage: number) {
      return rankedSearch<ArchivePaperSummary>(
        fts,
        {
          exact: s.exact,
          exactParams: (id) => ({ id: id.numericId, uniqueId: id.uniqueId, doi: id.doi }),
          idOf: paperId,
        },
        text,
        page,
        perPage,
      );
    },

    /** Search-as-you-type: an id prefix first, then title, author or keyword prefix matches by rank. */
    async suggest(text: string): Promise<ArchiveSuggestion[]> {
      const results: ArchiveSuggestion[] = [];
      const trimmed = text.trim().toUpperCase();
      if (/^[A-Z0-9-]{3,40}$/.test(trimmed) && /\d/.test(trimmed)) {
        results.push(
          ...(await s.suggestByIdPrefix.all<ArchiveSuggestion>({ prefix: trimmed, limit: SUGGESTION_LIMIT })),
        );
      }
      // PostgreSQL's suggestion statements search the title, authors and keywords themselves (search/rankedSearch.ts).
      const match = buildMatchQuery(
        text,
        db.engine === 'postgres' ? { engine: 'postgres' } : { columns: SUGGESTION_COLUMNS },
      );
      if (match && results.length < SUGGESTION_LIMIT) {
        const matches = await rankedMatches(suggestFts, match, results.map(paperId));
        const ids = await matches.ids(SUGGESTION_LIMIT - results.length, 0);
        results.push(...(await rowsInOrder<ArchiveSuggestion>(suggestFts, ids)));
      }
      return results;
    },
  };
}

export type ArchiveRepo = ReturnType<typeof createArchiveRepo>;
