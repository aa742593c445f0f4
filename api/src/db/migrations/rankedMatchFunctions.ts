import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: the ranked matches of a search in one function, read from the rows the GIN bitmap gives.
 * Ranking joined the match functions' ids back to `search_documents`, and the planner, which cannot
 * see how many ids a function returns, hashed the whole table for it (a sequential scan per search).
 * Here the newest `lim` matches carry their `ranked` vector out of the bitmap heap scan itself, and
 * ts_rank_cd reads only theirs. The weights are those of the ranking (search/rankedSearch.ts,
 * RANK_WEIGHTS), negated so that lower is better as FTS5's rank. SQLite's FTS5 ranks in its own index.
 */
const RANKED_MATCH_FUNCTIONS = `
  -- The newest @lim (null: all) listed matches of a kind with their rank and year, without @excluded.
  CREATE FUNCTION search_ranked(q tsquery, wanted text, excluded integer[], lim integer)
    RETURNS TABLE (id integer, rank real, year integer) LANGUAGE sql STABLE
    SET enable_seqscan = off SET enable_indexscan = off AS $$
    SELECT m.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', m.ranked, q), m.year FROM (
      SELECT d.id, d.ranked, d.year FROM search_documents d
      WHERE (d.ranked || d.body) @@ q AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)
      ORDER BY d.id DESC LIMIT lim) m
  $$;
  -- Suggestions: the same over the title, authors and keywords (weights A and B) only.
  CREATE FUNCTION search_heading_ranked(q tsquery, wanted text, excluded integer[], lim integer)
    RETURNS TABLE (id integer, rank real, year integer) LANGUAGE sql STABLE
    SET enable_seqscan = off SET enable_indexscan = off AS $$
    SELECT m.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', ts_filter(m.ranked, '{a,b}'), q), m.year FROM (
      SELECT d.id, d.ranked, d.year FROM search_documents d
      WHERE ts_filter(d.ranked, '{a,b}') @@ q AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)
      ORDER BY d.id DESC LIMIT lim) m
  $$;`;

export const rankedMatchFunctions: Migration = {
  version: 26,
  name: 'ranked matches without a join',
  async up(db, engine) {
    if (engine === 'postgres') await sql.raw(RANKED_MATCH_FUNCTIONS).execute(db);
  },
};
