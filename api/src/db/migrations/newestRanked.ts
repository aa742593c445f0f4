import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: one function ranks a kind's newest matches for every search, the site search included
 * (search/rankedSearch.ts, discovery/siteSearch.ts; docs/performance.md, "Every search's newest matches
 * from one function").
 *
 * `search_newest_ranked` is migration 30's `search_ranked_counted` (newestMatchSpans.ts) with each row's
 * year, so the site search ranks its papers with it too: `search_ranked` (migration 27), which it called,
 * read and sorted every match's row to keep the newest (35,679 rows, 30 ms, for `learning` at 100,000
 * papers), where the span of the newest ids reads about 1,600.
 *
 * A search with at most `lim` matches (a rare word) ranks them as the bitmap scan reads them again (a
 * second scan of a few hundred rows), not by looking each id up in the primary key: the rare word's
 * function takes 15% less. A search with more matches looks its newest `lim` up by the key, as before:
 * read again, its few thousand matches cost more than the lookups.
 *
 * `search_ranked_counted` stays, answering from the new function, for the processes of the previous
 * release that run on while the new one starts and migrates (docs/deployment.md, "Database engines").
 */
/** The listed works of the kind that the query matches (migration 27's pairs first), without the excluded ids. */
const LISTED_MATCHES = `FROM search_documents d
  WHERE (d.ranked || d.body || d.pairs) @@ asked AND (NOT approximate OR (d.ranked || d.body) @@ q)
    AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)`;

const NEWEST_RANKED = `
  -- The newest @lim listed matches of a kind with their rank (in no order) and year, each row with the number
  -- of listed matches, at most @cap; without @excluded. No match: no row.
  CREATE FUNCTION search_newest_ranked(q tsquery, wanted text, excluded integer[], lim integer, cap integer)
    RETURNS TABLE (id integer, rank real, year integer, total bigint) LANGUAGE plpgsql STABLE
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
    ids := ARRAY(SELECT d.id ${LISTED_MATCHES} LIMIT cap);
    matches := cardinality(ids);
    IF matches = 0 THEN
      RETURN;
    END IF;
    IF matches < cap AND matches <= lim THEN
      -- Every match is ranked: read again from the bitmap, each row ranked as it is read.
      RETURN QUERY SELECT d.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', d.ranked, q), d.year, matches
        ${LISTED_MATCHES};
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
    RETURN QUERY SELECT d.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', d.ranked, q), d.year, least(matches, cap)
      FROM search_documents d WHERE d.kind = wanted AND d.id = ANY (ids);
  END
  $$;

  CREATE OR REPLACE FUNCTION search_ranked_counted(q tsquery, wanted text, excluded integer[], lim integer, cap integer)
    RETURNS TABLE (id integer, rank real, total bigint) LANGUAGE sql STABLE AS $$
    SELECT r.id, r.rank, r.total FROM search_newest_ranked(q, wanted, excluded, lim, cap) AS r
  $$;`;

export const newestRanked: Migration = {
  version: 31,
  name: "every search's newest matches ranked by one function",
  async up(db, engine) {
    if (engine === 'postgres') await sql.raw(NEWEST_RANKED).execute(db);
  },
};
