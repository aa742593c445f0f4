import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: a common word's newest matches read from a span of the newest ids, not from all its matches
 * (search/rankedSearch.ts; docs/performance.md, "A common word on PostgreSQL: a span of the newest ids").
 *
 * Migration 29 counted a word's matches and sorted all their ids to keep the newest `lim` (35,679 rows for
 * `learning` at 100,000 papers). Now the function first reads up to `cap` matches' ids, unsorted. Fewer
 * than `cap` are all the matches: the newest `lim` are sorted out of them, as before. At the cap (a common
 * word), the rest of its matches are never read: the words-and-pairs GIN index also holds each work's id
 * (btree_gin, a trusted extension: the database's owner may create it), so one bitmap scan asks for the
 * matches among the newest ids. The span is sized to hold `lim` matches (and a quarter more) at the
 * density of the ids read, and widened four times over until `lim` are found or the whole range was read.
 * The span's statement is planned for its values on every call (EXECUTE): a generic plan cannot know
 * whether the span or the word is the narrower.
 *
 * The id is indexed as `-id`: written on `id`, the condition let the planner read the primary key's index
 * backwards instead (250 ms for a common word at 100,000 papers). The matching is migration 27's
 * (phrasePairs.ts).
 */
const SPAN_FUNCTIONS = `
  -- The oldest and newest id of a kind's listed works: two reads of the primary key's index.
  CREATE FUNCTION search_id_range(wanted text, OUT oldest integer, OUT newest integer)
    LANGUAGE sql STABLE SET enable_indexscan = on AS $$
    SELECT min(d.id), max(d.id) FROM search_documents d WHERE d.kind = wanted AND d.listed
  $$;

  -- The newest @lim listed matches of a kind with their rank (in no order), each row with the number of
  -- listed matches, at most @cap; without @excluded. No match: no row.
  CREATE OR REPLACE FUNCTION search_ranked_counted(q tsquery, wanted text, excluded integer[], lim integer, cap integer)
    RETURNS TABLE (id integer, rank real, total bigint) LANGUAGE plpgsql STABLE
    SET enable_seqscan = off SET enable_indexscan = off AS $$
  DECLARE
    asked tsquery;
    approximate boolean;
    matches bigint;
    ids integer[];
    oldest integer;
    newest integer;
    span bigint;
    above integer;
  BEGIN
    SELECT p.pairs, p.approximate INTO asked, approximate FROM search_pair_query(q) AS p;
    -- Up to @cap matches' ids, unsorted: fewer than @cap are all the matches, and the newest are among them.
    ids := ARRAY(SELECT d.id FROM search_documents d
      WHERE (d.ranked || d.body || d.pairs) @@ asked AND (NOT approximate OR (d.ranked || d.body) @@ q)
        AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded) LIMIT cap);
    matches := cardinality(ids);
    IF matches = 0 THEN
      RETURN;
    END IF;
    IF matches < cap THEN
      ids := ARRAY(SELECT u.id FROM unnest(ids) AS u(id) ORDER BY u.id DESC LIMIT lim);
    ELSE
      -- The span that holds @lim matches (and a quarter more) at the density of the ids read.
      SELECT r.oldest, r.newest INTO oldest, newest FROM search_id_range(wanted) AS r;
      span := ceil(1.25 * lim * ((SELECT max(u) - min(u) + 1 FROM unnest(ids) AS u)) / matches);
      LOOP
        -- The works newer than @above: the span, or the whole range once the span is wider.
        above := greatest(newest - span, oldest - 1);
        EXECUTE 'SELECT ARRAY(SELECT d.id FROM search_documents d
            WHERE (d.ranked || d.body || d.pairs) @@ $1 AND (NOT $2 OR (d.ranked || d.body) @@ $3)
              AND -d.id < $4 AND d.kind = $5 AND d.listed AND d.id <> ALL ($6)
            ORDER BY d.id DESC LIMIT $7)'
          INTO ids USING asked, approximate, q, -above, wanted, excluded, lim;
        EXIT WHEN cardinality(ids) >= lim OR above < oldest;
        span := span * 4;
      END LOOP;
    END IF;
    RETURN QUERY SELECT d.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', d.ranked, q), least(matches, cap)
      FROM search_documents d WHERE d.kind = wanted AND d.id = ANY (ids);
  END
  $$;`;

export const newestMatchSpans: Migration = {
  version: 30,
  name: 'a common word read from a span of the newest ids',
  async up(db, engine) {
    if (engine !== 'postgres') return;
    await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
    await db.schema
      .createIndex('search_documents_words_pairs_ids')
      .on('search_documents')
      .using('gin')
      .expression(sql`(ranked || body || pairs), (-id)`)
      .execute();
    // As the other search indexes (db/searchDocuments.ts): every write goes to the index at once.
    await sql`ALTER INDEX search_documents_words_pairs_ids SET (fastupdate = off)`.execute(db);
    await db.schema.dropIndex('search_documents_words_and_pairs').execute();
    await sql.raw(SPAN_FUNCTIONS).execute(db);
  },
};
