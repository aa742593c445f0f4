import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: a search's newest matches ranked and its matches counted from one scan of the GIN bitmap
 * (search/rankedSearch.ts; docs/performance.md, "SQLite and PostgreSQL side by side"). A common word read
 * its matches twice: `search_ranked` sorted every match's row by id to keep the newest `lim`, then
 * `search_count` read them again to count up to the cap (35,679 and 10,001 rows for `learning` at 100,000
 * papers). Here one aggregate over the bitmap heap scan counts every match and sorts their ids alone (a sort
 * of integers, cheaper than the sort of rows it replaces); the newest `lim` ids are then looked up by the
 * primary key, and ts_rank_cd reads their `ranked` vectors only, as in `search_ranked` (migration 26). The
 * matching is migration 27's (phrasePairs.ts). SQLite's FTS5 ranks and counts in its own index.
 */
const RANKED_AND_COUNTED = `
  -- The newest @lim listed matches of a kind with their rank (in no order), each row with the number of
  -- listed matches, at most @cap; without @excluded. No match: no row.
  CREATE FUNCTION search_ranked_counted(q tsquery, wanted text, excluded integer[], lim integer, cap integer)
    RETURNS TABLE (id integer, rank real, total bigint) LANGUAGE sql STABLE
    SET enable_seqscan = off SET enable_indexscan = off AS $$
    SELECT d.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', d.ranked, q), least(m.total, cap)
    FROM (SELECT count(*) AS total, (array_agg(d.id ORDER BY d.id DESC))[1:lim] AS ids FROM search_documents d
      WHERE (d.ranked || d.body || d.pairs) @@ (SELECT p.pairs FROM search_pair_query(q) AS p)
        AND (NOT (SELECT p.approximate FROM search_pair_query(q) AS p) OR (d.ranked || d.body) @@ q)
        AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)) m
    JOIN search_documents d ON d.kind = wanted AND d.id = ANY (m.ids)
  $$;`;

export const countedRankedMatches: Migration = {
  version: 29,
  name: 'newest matches ranked and counted in one scan',
  async up(db, engine) {
    if (engine === 'postgres') await sql.raw(RANKED_AND_COUNTED).execute(db);
  },
};
