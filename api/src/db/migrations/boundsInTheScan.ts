import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: `search_newest_ranked` (migration 31, newestRanked.ts) takes the lowest and highest of the
 * ids it reads in the same scan that reads them, where it unnested the array of up to 10,001 ids a second
 * time to find them. Only a word with more matches than the count's cap uses them (to size the span of the
 * newest ids), and for it the function takes 1.2 to 1.9 ms less (about a tenth) at 100,000 papers; a word
 * under the cap pays the two aggregates, 0.3 to 0.6 ms (docs/performance.md, "Where a common word's time
 * goes on PostgreSQL"). Same arguments, same rows.
 */
const LISTED_MATCHES = `FROM search_documents d
  WHERE (d.ranked || d.body || d.pairs) @@ asked AND (NOT approximate OR (d.ranked || d.body) @@ q)
    AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)`;

const NEWEST_RANKED = `
  CREATE OR REPLACE FUNCTION search_newest_ranked(q tsquery, wanted text, excluded integer[], lim integer, cap integer)
    RETURNS TABLE (id integer, rank real, year integer, total bigint) LANGUAGE plpgsql STABLE
    SET enable_seqscan = off SET enable_indexscan = off AS $$
  DECLARE
    asked tsquery;
    approximate boolean;
    matches bigint;
    ids integer[];
    lowest integer;
    highest integer;
    oldest integer;
    newest integer;
    span bigint;
    above integer;
  BEGIN
    SELECT p.pairs, p.approximate INTO asked, approximate FROM search_pair_query(q) AS p;
    -- Up to @cap matches' ids, unsorted, with the lowest and highest of them: fewer than @cap are all the
    -- matches, and the newest are among them.
    SELECT coalesce(array_agg(m.id), '{}'), min(m.id), max(m.id) INTO ids, lowest, highest
      FROM (SELECT d.id ${LISTED_MATCHES} LIMIT cap) AS m;
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
      span := ceil(1.25 * lim * (highest - lowest + 1) / matches);
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
  $$;`;

export const boundsInTheScan: Migration = {
  version: 32,
  name: "a common word's id bounds taken in the scan that reads its ids",
  async up(db, engine) {
    if (engine === 'postgres') await sql.raw(NEWEST_RANKED).execute(db);
  },
};
