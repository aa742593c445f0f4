import type {
  ArchivePaperSummary,
  ArchiveSuggestion,
  ArchiveYear,
  ArticleRelation,
  PaperDetails,
} from '@journal/shared/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import { contentStamp } from '../db/contentVersion.ts';
import type { Db } from '../db/database.ts';
import type { DB, Paper } from '../db/schema.ts';
import { KEYWORD_TEXT } from '../db/searchIndex.ts';
import { buildMatchQuery, type IdentifierQuery } from '../search/ftsQuery.ts';
import { AUTHOR_COLUMNS } from './authorColumns.ts';
import { detailsAnswer } from './detailsAnswer.ts';
import {
  rankedMatches,
  rankedSearch,
  rowsInOrder,
  searchStatements,
  type SearchTable,
} from '../search/rankedSearch.ts';

/**
 * Columns of a list item: what a card shows, with the spec's long names (ArchivePaperSummary; docs/api.md,
 * "Lean lists"). The abstract, references and full text are read only for the details.
 */
const CARD_COLUMNS = [
  'paper_id',
  'paper_title',
  'paper_uniqueid',
  'paper_doi',
  'year',
  'volume',
  'issue',
  'paper_month',
  'paper_pages',
  'paper_elocation',
  'paper_url',
  ...AUTHOR_COLUMNS,
] as const;

type RelationType = ArticleRelation['type'];

/**
 * The archive's statements (query builder), one function per statement so the query-plan test
 * (db/queryPlans.test.ts) compiles the very queries the repository runs.
 */
export function archiveQueries(kysely: Kysely<DB>) {
  const listed = kysely.selectFrom('papers').where('is_deleted', '=', 0);
  return {
    issues: () =>
      kysely
        .selectFrom('issues')
        .select(['year', 'volume', 'issue'])
        .orderBy('year')
        .orderBy('volume')
        .orderBy('issue'),
    listIssue: (year: number, volume: number, issue: number, limit: number, offset: number) =>
      listed
        .select(CARD_COLUMNS)
        .where('year', '=', year)
        .where('volume', '=', volume)
        .where('issue', '=', issue)
        .orderBy('seq')
        .orderBy('paper_id')
        .limit(limit)
        .offset(offset),
    countIssue: (year: number, volume: number, issue: number) =>
      listed
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('year', '=', year)
        .where('volume', '=', volume)
        .where('issue', '=', issue),
    byId: (paperId: number) => listed.selectAll().where('paper_id', '=', paperId),
    byUniqueId: (uniqueId: string) => listed.selectAll().where('paper_uniqueid', '=', uniqueId),
    /** The exact-identifier lookup the full-text search runs first (search/rankedSearch.ts): one index each. */
    exact: ({ numericId, uniqueId, doi }: IdentifierQuery) =>
      listed
        .select(CARD_COLUMNS)
        .where((eb) =>
          eb.or([eb('paper_id', '=', numericId), eb('paper_uniqueid', '=', uniqueId), eb('paper_doi', '=', doi)]),
        )
        .orderBy('paper_id'),
    movedTo: (oldUniqueId: string) =>
      kysely
        .selectFrom('moved_papers as m')
        .innerJoin('papers as p', 'p.paper_id', 'm.paper_id')
        .select('p.paper_uniqueid')
        .where('m.old_uniqueid', '=', oldUniqueId)
        .where('p.is_deleted', '=', 0),
    // Notices about a paper (docs/content.md, "Corrections and retractions"), and what a notice is about.
    // The type column's CHECK constraint holds it to the contract's four types.
    noticesAbout: (doi: string) =>
      kysely
        .selectFrom('article_relations as r')
        .innerJoin('papers as p', (join) => join.onRef('p.paper_doi', '=', 'r.notice_doi').on('p.is_deleted', '=', 0))
        .select(['r.type', 'r.notice_doi as doi', 'p.paper_title as title', 'p.paper_id'])
        .where('r.related_doi', '=', doi)
        .orderBy('p.published_date')
        .orderBy('p.paper_id')
        .$narrowType<{ type: RelationType }>(),
    noticeOf: (doi: string) =>
      kysely
        .selectFrom('article_relations as r')
        .leftJoin('papers as p', (join) => join.onRef('p.paper_doi', '=', 'r.related_doi').on('p.is_deleted', '=', 0))
        .select((eb) => [
          'r.type',
          'r.related_doi as doi',
          eb.fn.coalesce('p.paper_title', 'r.related_title').as('title'),
          'p.paper_id',
        ])
        .where('r.notice_doi', '=', doi)
        .orderBy('r.related_doi')
        .$narrowType<{ type: RelationType }>(),
    /** Papers whose unique id begins with `prefix` (a range of the unique index: '~' sorts after every id character). */
    byIdPrefix: (prefix: string, limit: number) =>
      listed
        .select(['paper_id', 'paper_title', 'year', 'volume', 'issue', 'paper_uniqueid'])
        .where('paper_uniqueid', '>=', prefix)
        .where('paper_uniqueid', '<', `${prefix}~`)
        .orderBy('paper_uniqueid')
        .limit(limit),
  };
}

/** Full-text search over papers; deleted papers stay indexed but are never listed (partial index papers_deleted). */
export const paperSearch: SearchTable = {
  table: 'papers',
  key: 'paper_id',
  fts: 'papers_fts',
  kind: 'paper',
  columns: CARD_COLUMNS,
  // A constant, never a bound value: the partial index papers_deleted serves it.
  hidden: sql`SELECT paper_id FROM papers WHERE is_deleted = 1`,
};

/** Suggestions read only these columns of the page's papers. */
export const suggestionSearch: SearchTable = {
  ...paperSearch,
  columns: ['paper_id', 'paper_title', 'year', 'volume', 'issue', 'paper_uniqueid'],
  headingsOnly: true,
};

export const SUGGESTION_LIMIT = 8;
/** Suggestions match the words of a title, the authors or the keywords: what a reader recalls of a paper. */
const SUGGESTION_COLUMNS = ['paper_title', 'paper_author', KEYWORD_TEXT];

/**
 * The details answer's short keys and the long column names they come from (detailsAnswer adds authors
 * and keywords; the full text and the relations are added beside it).
 */
const ANSWER_COLUMNS = {
  id: 'paper_id',
  title: 'paper_title',
  abstract: 'paper_abstract',
  month: 'paper_month',
  author: 'paper_author',
  url: 'paper_url',
  doi: 'paper_doi',
  articletype: 'paper_articletype',
  pages: 'paper_pages',
  elocation: 'paper_elocation',
  uniqueid: 'paper_uniqueid',
  created_time: 'created_at',
  references: 'paper_references',
  citation: 'paper_citation',
  designation: 'paper_designation',
  doi_Link: 'paper_doi_Link',
  issue: 'issue',
  volume: 'volume',
  year: 'year',
  updated_at: 'updated_at',
} as const;

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
function fullTextOf(p: Selectable<Paper>): FullText {
  const list = <T>(json: string) => JSON.parse(json || '[]') as T[];
  return {
    subtitle: p.paper_subtitle,
    received_date: p.received_date,
    accepted_date: p.accepted_date,
    published_date: p.published_date,
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
    funding_statement: p.funding_statement,
    body_html: p.body_html,
    toc: list(p.toc_json),
    licence_url: p.licence_url,
    keyword_groups: list(p.keyword_groups_json),
  };
}

export function createArchiveRepo(db: Db) {
  const q = archiveQueries(db.kysely);
  const fts = searchStatements<ArchivePaperSummary>(db, paperSearch);
  const suggestFts = searchStatements<ArchiveSuggestion>(db, suggestionSearch);
  const paperId = (row: { paper_id: number }) => row.paper_id;
  const relationsOf = async (doi: string): Promise<ArticleRelation[]> => [
    ...(await q.noticeOf(doi).execute()).map((r) => ({ ...r, direction: 'updates' as const })),
    ...(await q.noticesAbout(doi).execute()).map((r) => ({ ...r, direction: 'updated_by' as const })),
  ];

  /**
   * An issue's count of papers. On PostgreSQL, where each statement is a round trip, counted once per
   * content version (contentVersion.ts: every import and seed changes it) and kept; SQLite counts it
   * in-process from the same covering index as the page, in microseconds.
   */
  const stamp = db.engine === 'postgres' ? contentStamp(db) : undefined;
  const totals = new Map<string, number>();
  let totalsStamp = '';
  const issueTotal = async (year: number, volume: number, issue: number): Promise<number> => {
    const count = async () => (await q.countIssue(year, volume, issue).executeTakeFirstOrThrow()).count;
    if (!stamp) return count();
    const now = await stamp();
    if (now !== totalsStamp) {
      totalsStamp = now;
      totals.clear();
    }
    const key = `${year}/${volume}/${issue}`;
    let total = totals.get(key);
    if (total === undefined) totals.set(key, (total = await count()));
    return total;
  };

  return {
    /** Years, oldest first, each with its volumes and their issue numbers. */
    async yearIndex(): Promise<ArchiveYear[]> {
      const years: ArchiveYear[] = [];
      for (const row of await q.issues().execute()) {
        let year = years[years.length - 1];
        if (!year || year.year !== row.year) years.push((year = { year: row.year, volumes: [] }));
        let volume = year.volumes[year.volumes.length - 1];
        if (!volume || volume.volume !== row.volume) year.volumes.push((volume = { volume: row.volume, issue: [] }));
        volume.issue.push(row.issue);
      }
      return years;
    },

    async listIssue(year: number, volume: number, issue: number, limit: number, offset: number) {
      const items: ArchivePaperSummary[] = await q.listIssue(year, volume, issue, limit, offset).execute();
      // A page with papers that is not full is the issue's last: its count needs no second statement.
      const isLastPage = items.length > 0 && items.length < limit;
      return { items, total: isLastPage ? offset + items.length : await issueTotal(year, volume, issue) };
    },

    async details(paperId: number): Promise<PaperDetails | undefined> {
      const p = await q.byId(paperId).executeTakeFirst();
      if (!p) return undefined;
      return { ...detailsAnswer(p, ANSWER_COLUMNS), ...fullTextOf(p), relations: await relationsOf(p.paper_doi) };
    },

    /** Raw row for the PDF generator. */
    rowByUniqueId: (uniqueId: string) => q.byUniqueId(uniqueId).executeTakeFirst(),
    /** The unique id a paper re-imported into another issue has now, for the unique id it had. */
    movedUniqueId: async (oldUniqueId: string) => (await q.movedTo(oldUniqueId).executeTakeFirst())?.paper_uniqueid,

    search(text: string, page: number, perPage: number) {
      return rankedSearch<ArchivePaperSummary>(
        fts,
        { exact: (id) => q.exact(id).execute(), idOf: paperId },
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
        results.push(...(await q.byIdPrefix(trimmed, SUGGESTION_LIMIT).execute()));
      }
      // PostgreSQL's suggestion statements search the title, authors and keywords themselves (search/rankedSearch.ts).
      const match = buildMatchQuery(
        text,
        db.engine === 'postgres' ? { engine: 'postgres' } : { columns: SUGGESTION_COLUMNS },
      );
      if (match && results.length < SUGGESTION_LIMIT) {
        const matches = await rankedMatches(suggestFts, match, results.map(paperId));
        const ids = await matches.ids(SUGGESTION_LIMIT - results.length, 0);
        results.push(...(await rowsInOrder(suggestFts, ids)));
      }
      return results;
    },
  };
}

export type ArchiveRepo = ReturnType<typeof createArchiveRepo>;
