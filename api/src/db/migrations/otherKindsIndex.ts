import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: the site search ranks its theses and conference papers from an index of their own
 * (discovery/siteSearch.ts; docs/performance.md, "The site search on PostgreSQL"). Asking the index of
 * every work for one kind reads every match of every kind and keeps that kind's: a common word's 35,751
 * rows, twice, for the 72 theses and conference papers among them. A partial GIN index over the works that
 * are not papers holds a few hundred rows; `search_ranked_others` names that condition itself, so the
 * planner can use it. The matching is migration 27's (phrasePairs.ts). SQLite's FTS5 tables are per kind.
 */
const RANKED_OTHERS = `
  -- Every listed thesis and conference paper @q matches, with its rank and year.
  CREATE FUNCTION search_ranked_others(q tsquery) RETURNS TABLE (kind text, id integer, rank real, year integer)
    LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $$
    SELECT d.kind, d.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', d.ranked, q), d.year FROM search_documents d
    WHERE (d.ranked || d.body || d.pairs) @@ (SELECT p.pairs FROM search_pair_query(q) AS p)
      AND (NOT (SELECT p.approximate FROM search_pair_query(q) AS p) OR (d.ranked || d.body) @@ q)
      AND d.kind <> 'paper' AND d.listed
  $$;`;

export const otherKindsIndex: Migration = {
  version: 28,
  name: 'theses and conference papers searched in an index of their own',
  async up(db, engine) {
    if (engine !== 'postgres') return;
    await db.schema
      .createIndex('search_documents_other_kinds')
      .on('search_documents')
      .using('gin')
      .expression(sql`(ranked || body || pairs)`)
      .where(sql<boolean>`kind <> 'paper'`)
      .execute();
    // As the other search indexes (db/searchDocuments.ts): every write goes to the index at once.
    await sql`ALTER INDEX search_documents_other_kinds SET (fastupdate = off)`.execute(db);
    await sql.raw(RANKED_OTHERS).execute(db);
  },
};
