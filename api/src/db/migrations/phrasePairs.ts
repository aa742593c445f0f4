import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * PostgreSQL: a phrase found by its word pairs, as FTS5 finds it by the positions in its index (docs/api.md,
 * "Database engines"; docs/performance.md, "Phrases on PostgreSQL").
 *
 * A GIN index over a tsvector keeps no positions, so a phrase (`'edge' <-> 'computing'`) made every work
 * holding both words a candidate whose vectors were read out of line to check their positions (8,016
 * candidates and 113 ms for "edge computing" at 100,000 papers). Now each `search_documents` row also
 * holds `pairs`, the pairs of words side by side in its vectors as lexemes of their own (' edge computing',
 * no positions), computed by the database from `ranked || body` (a generated column: the triggers and
 * `npm run db:copy`'s refill write it with the row), and one GIN index covers the words and the pairs. The
 * match functions ask the index for `search_pair_query(q)`: q with each phrase of whole words also
 * asking for its pairs, so a two-word phrase is one lexeme of the index, and a longer one is checked
 * only on the works that hold all its pairs.
 *
 * The pairs are read from the very positions the phrase operator reads, so the answers are those of
 * `ranked || body @@ q` (the field separator `_` never pairs: no query has it). A pair lexeme starts with
 * a space, which no word has: a prefix query never walks the pairs of its words in the index. A work
 * whose pairs would not fit a tsvector (1 MB of text, or a pair over 2,047 bytes: a book-length text)
 * holds the lexeme ' ' instead, and its phrases are checked on positions as before.
 */
const PAIR_FUNCTIONS = `
  -- The pairs of words at neighbouring positions of a vector (stripped: no positions), or ' ' when they do not fit.
  CREATE FUNCTION search_word_pairs(words tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT CASE WHEN max(octet_length(pair)) > 2047 OR sum(octet_length(pair)) > 1000000 THEN array_to_tsvector('{" "}')
      ELSE coalesce(array_to_tsvector(array_agg(pair)), '') END
    FROM (SELECT ' ' || a.lexeme || ' ' || b.lexeme AS pair
      FROM (SELECT w.lexeme, unnest(w.positions) AS at FROM unnest(words) AS w WHERE w.lexeme <> '_') AS a
      JOIN (SELECT w.lexeme, unnest(w.positions) AS at FROM unnest(words) AS w WHERE w.lexeme <> '_') AS b
        ON b.at = a.at + 1) AS pairs
  $fn$;

  -- What the index is asked for @q (pairs), and whether its matches must then be checked on positions (approximate).
  -- Each phrase of whole words that is not itself inside a phrase also asks for its pairs: a two-word phrase
  -- becomes (' a b' | ' ' & 'a' <-> 'b'), the same matches on ranked || body || pairs as q's on ranked || body.
  -- A longer one becomes (' a b' & ' b c' | ' '): the works that may hold it, checked on positions after
  -- (approximate), so the index never unpacks a vector for it; under a NOT, where the index must answer
  -- exactly, ((' a b' & ' b c' | ' ') & 'a' <-> 'b' <-> 'c'). Read from q's printed form, whose tokens are
  -- quoted lexemes (with :* or weights), <-> and <N>, !, &, | and parentheses.
  CREATE FUNCTION search_pair_query(q tsquery, OUT pairs tsquery, OUT approximate boolean)
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  DECLARE
    tokens text[] := ARRAY(SELECT m[1] FROM regexp_matches(q::text,
      $re$('(?:[^']|'')*'(?::[*A-D]+)?|<(?:-|[0-9]+)>|[!&|()])$re$, 'g') AS m);
    whole_word CONSTANT text := $re$^'(?:[^']|'')*'$$re$;
    phrase_operator CONSTANT text := '^<';
    -- For each open parenthesis, whether its group is (inside) an operand of a phrase operator, and of a NOT.
    in_phrase boolean[] := '{false}';
    negated boolean[] := '{false}';
    parts text[] := '{}';
    word_pairs text[];
    i integer := 1;
    j integer;
    depth integer;
  BEGIN
    approximate := false;
    WHILE i <= cardinality(tokens) LOOP
      IF tokens[i] = '(' THEN
        j := i;
        depth := 0;
        LOOP
          depth := depth + CASE tokens[j] WHEN '(' THEN 1 WHEN ')' THEN -1 ELSE 0 END;
          EXIT WHEN depth = 0;
          j := j + 1;
        END LOOP;
        in_phrase := in_phrase || (in_phrase[cardinality(in_phrase)]
          OR coalesce(tokens[i - 1], '') ~ phrase_operator
          OR (tokens[i - 1] = '!' AND coalesce(tokens[i - 2], '') ~ phrase_operator)
          OR coalesce(tokens[j + 1], '') ~ phrase_operator);
        negated := negated || (negated[cardinality(negated)] <> (tokens[i - 1] IS NOT DISTINCT FROM '!'));
        parts := parts || tokens[i];
        i := i + 1;
        CONTINUE;
      ELSIF tokens[i] = ')' THEN
        in_phrase := in_phrase[1:cardinality(in_phrase) - 1];
        negated := negated[1:cardinality(negated) - 1];
        parts := parts || tokens[i];
        i := i + 1;
        CONTINUE;
      END IF;
      j := i;
      -- ! and the phrase operators bind tighter than & and |: after one, a word is their operand.
      IF tokens[i] ~ whole_word AND NOT in_phrase[cardinality(in_phrase)] AND coalesce(tokens[i - 1], '') !~ '^(!|<)' THEN
        WHILE tokens[j + 1] = '<->' AND coalesce(tokens[j + 2], '') ~ whole_word LOOP
          j := j + 2;
        END LOOP;
      END IF;
      word_pairs := ARRAY(SELECT format($q$' %s %s'$q$, substr(tokens[k], 2, length(tokens[k]) - 2),
          substr(tokens[k + 2], 2, length(tokens[k + 2]) - 2))
        FROM generate_series(i, j - 2, 2) AS k);
      IF j = i OR coalesce(tokens[j + 1], '') ~ phrase_operator
          OR EXISTS (SELECT FROM unnest(word_pairs) AS p WHERE octet_length(p) - 2 > 2047) THEN
        -- Not a phrase, or one that goes on past a word (a prefix, a group): left as it is.
        parts := parts || tokens[i:j];
      ELSIF j = i + 2 THEN
        parts := parts || format($q$(%s | ' ' & %s)$q$, word_pairs[1], array_to_string(tokens[i:j], ' '));
      ELSIF negated[cardinality(negated)] THEN
        parts := parts || format($q$((%s | ' ') & %s)$q$, array_to_string(word_pairs, ' & '),
          array_to_string(tokens[i:j], ' '));
      ELSE
        parts := parts || format($q$(%s | ' ')$q$, array_to_string(word_pairs, ' & '));
        approximate := true;
      END IF;
      i := j + 1;
    END LOOP;
    pairs := array_to_string(parts, ' ')::tsquery;
  END $fn$;`;

/**
 * The works a query matches, found in the index over the words and pairs, then checked on positions where
 * the pairs alone may match more (phrases of three words or more). The subqueries read the query once.
 */
const MATCHES = `(d.ranked || d.body || d.pairs) @@ (SELECT p.pairs FROM search_pair_query(q) AS p)
  AND (NOT (SELECT p.approximate FROM search_pair_query(q) AS p) OR (d.ranked || d.body) @@ q)`;
/** The rows a query matches: listed works of one kind, without the excluded ids. */
const MATCHING = `FROM search_documents d WHERE ${MATCHES} AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)`;
/** Planner settings of the match functions: the GIN index's bitmap, never a walk of every row. */
const BITMAP_ONLY = 'SET enable_seqscan = off SET enable_indexscan = off';

/** The match functions of migrations 24 and 26 (db/searchDocuments.ts, rankedMatchFunctions.ts) on the new index. */
const MATCH_FUNCTIONS = `
  CREATE OR REPLACE FUNCTION search_ids(q tsquery, wanted text, excluded integer[], below integer, in_year integer,
      lim integer, skip integer)
    RETURNS SETOF integer LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT d.id ${MATCHING} AND (below IS NULL OR d.id < below) AND (in_year IS NULL OR d.year = in_year)
    ORDER BY d.id DESC LIMIT lim OFFSET skip
  $$;
  CREATE OR REPLACE FUNCTION search_count(q tsquery, wanted text, excluded integer[], cap integer)
    RETURNS bigint LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT count(*) FROM (SELECT 1 ${MATCHING} LIMIT cap) m
  $$;
  CREATE OR REPLACE FUNCTION search_facets(q tsquery) RETURNS TABLE (kind text, year integer, n bigint)
    LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT d.kind, d.year, count(*) FROM search_documents d
    WHERE ${MATCHES} AND d.listed GROUP BY d.kind, d.year
  $$;
  CREATE OR REPLACE FUNCTION search_ranked(q tsquery, wanted text, excluded integer[], lim integer)
    RETURNS TABLE (id integer, rank real, year integer) LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT m.id, -ts_rank_cd('{0.05, 0.1, 0.5, 1.0}', m.ranked, q), m.year FROM (
      SELECT d.id, d.ranked, d.year ${MATCHING}
      ORDER BY d.id DESC LIMIT lim) m
  $$;`;

export const phrasePairs: Migration = {
  version: 27,
  name: 'phrases found by their word pairs',
  async up(db, engine) {
    // SQLite's FTS5 keeps the positions in its index: a phrase costs it no more than its words.
    if (engine !== 'postgres') return;
    await sql.raw(PAIR_FUNCTIONS).execute(db);
    await db.schema
      .alterTable('search_documents')
      .addColumn('pairs', sql`tsvector`, (c) =>
        c
          .generatedAlwaysAs(sql`search_word_pairs(ranked || body)`)
          .stored()
          .notNull(),
      )
      .execute();
    await db.schema.dropIndex('search_documents_words').execute();
    await db.schema
      .createIndex('search_documents_words_and_pairs')
      .on('search_documents')
      .using('gin')
      .expression(sql`(ranked || body || pairs)`)
      .execute();
    // As the other search indexes (db/searchDocuments.ts): every write goes to the index at once.
    await sql`ALTER INDEX search_documents_words_and_pairs SET (fastupdate = off)`.execute(db);
    await sql.raw(MATCH_FUNCTIONS).execute(db);
  },
};
