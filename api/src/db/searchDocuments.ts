import { SEARCHED_TABLES, type SearchedTable } from './searchIndex.ts';

/**
 * Migration 24 (migrations/searchDocuments.ts), the search as designed for PostgreSQL (docs/api.md, "Database engines"), in one place
 * for both engines.
 *
 * PostgreSQL: one narrow table, `search_documents`, one row per paper, thesis and conference paper
 * (`kind`, `id`, `year`, `listed`), kept by triggers on the three tables, with two vectors:
 * - `ranked`: title (weight A), authors and keywords (B), abstract (C), the fields ranking reads;
 * - `body`: the full text (D), searched but never ranked: ranking the best candidates never
 *   decompresses the long value.
 * Both are stored out of line (`toast_tuple_target`), so a row is a few dozen bytes and walking the
 * matches of a common word reads a small heap; `ranked` uncompressed, so ranking a candidate is one copy.
 * A GIN index over `ranked || body` serves every search, one over the title, authors and keywords of
 * `ranked` the suggestions. (Migration 27, migrations/phrasePairs.ts, adds the word pairs that find a
 * phrase and indexes them with the words, replacing the first index and the match functions' condition.)
 * The vectors of a table's `search` column (migrations 19 and 22) are dropped.
 *
 * Each field ends with the lexeme `_`, which no query has (ftsQuery.ts keeps letters and digits), so a
 * phrase never runs from the end of one field into the next, as FTS5's columns never do.
 *
 * The match functions run with sequential and plain index scans off: the planner, which cannot see
 * what a row's vectors cost to unpack, would otherwise read the whole table for a common word (the
 * bitmap of the GIN index reads only the matches, and no vector unless a phrase or a weight is asked).
 *
 * SQLite: the FTS5 indexes rank from the same four fields (the full text's BM25 weight 0), the
 * weighting of PostgreSQL's `ranked` vector.
 */

const KIND_OF: Record<string, string> = { papers: 'paper', theses: 'thesis', conference_papers: 'conference' };

/** A field's words with its weight, then the field separator. */
const field = (text: string, weight: string) =>
  `setweight(to_tsvector('journal_search', search_words(${text})), '${weight}') || '_:1'::tsvector`;

function rankedOf({ title, authors, abstract }: SearchedTable, row: string): string {
  return [
    field(`${row}.${title}`, 'A'),
    field(`${row}.${authors}`, 'B'),
    field(`json_strings(${row}.keywords)`, 'B'),
    field(`${row}.${abstract}`, 'C'),
  ].join(' || ');
}

const bodyOf = (row: string) => field(`json_strings(${row}.sections_json)`, 'D');

/** The trigger that keeps a table's rows in `search_documents`, and the rows it has now. */
function documentsOf(t: SearchedTable): string {
  const { table, key, title, authors, abstract } = t;
  const kind = KIND_OF[table] ?? table;
  const listed = (row: string) => (table === 'papers' ? `${row}.is_deleted = 0` : 'true');
  return `
    ALTER TABLE ${table} DROP COLUMN search;
    CREATE FUNCTION ${table}_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM search_documents WHERE kind = '${kind}' AND id = OLD.${key};
        RETURN NULL;
      END IF;
      INSERT INTO search_documents (kind, id, year, listed, ranked, body)
        VALUES ('${kind}', NEW.${key}, NEW.year, ${listed('NEW')}, ${rankedOf(t, 'NEW')}, ${bodyOf('NEW')})
        ON CONFLICT (kind, id) DO UPDATE SET year = EXCLUDED.year, listed = EXCLUDED.listed,
          ranked = EXCLUDED.ranked, body = EXCLUDED.body;
      RETURN NULL;
    END $$;
    CREATE TRIGGER ${table}_search AFTER INSERT OR DELETE OR UPDATE OF
      ${title}, ${authors}, ${abstract}, keywords, sections_json, year${table === 'papers' ? ', is_deleted' : ''}
      ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_search_document();
    ${documentsFill(t)}`;
}

/** The `search_documents` rows of every row of a table, as its trigger writes them one at a time. */
function documentsFill(t: SearchedTable): string {
  const kind = KIND_OF[t.table] ?? t.table;
  const listed = t.table === 'papers' ? 'c.is_deleted = 0' : 'true';
  return `INSERT INTO search_documents (kind, id, year, listed, ranked, body)
      SELECT '${kind}', c.${t.key}, c.year, ${listed}, ${rankedOf(t, 'c')}, ${bodyOf('c')} FROM ${t.table} c;`;
}

/**
 * Every search document written again from the tables (`npm run db:copy` loads the tables with their
 * triggers off, then writes these in one statement per table).
 */
export const POSTGRES_SEARCH_DOCUMENTS_REFILL = `DELETE FROM search_documents;
  ${SEARCHED_TABLES.map(documentsFill).join('\n')}`;

/** Title (A), authors and keywords (B): what suggestions search, without a weight in the query (which GIN would check row by row). */
export const headingsOf = (ranked: string) => `ts_filter(${ranked}, '{a,b}')`;

/** Planner settings of the match functions: the GIN index's bitmap, never a walk of every row. */
const BITMAP_ONLY = 'SET enable_seqscan = off SET enable_indexscan = off';
/** The rows a query matches: listed works of one kind, without the excluded ids. */
const MATCHING = `FROM search_documents d
  WHERE (d.ranked || d.body) @@ q AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)`;

export const POSTGRES_SEARCH_MIGRATION = `
  CREATE TABLE search_documents (
    kind ctext NOT NULL CHECK (kind IN ('paper', 'thesis', 'conference')),
    id integer NOT NULL,
    year integer NOT NULL,
    listed boolean NOT NULL,
    ranked tsvector NOT NULL,
    body tsvector NOT NULL,
    PRIMARY KEY (kind, id)
  ) WITH (toast_tuple_target = 128);
  ALTER TABLE search_documents ALTER COLUMN ranked SET STORAGE EXTERNAL;
  ${SEARCHED_TABLES.map(documentsOf).join('\n')}
  CREATE INDEX search_documents_words ON search_documents USING gin ((ranked || body)) WITH (fastupdate = off);
  CREATE INDEX search_documents_headings ON search_documents USING gin ((${headingsOf('ranked')})) WITH (fastupdate = off);

  -- The ids of the matches below @below and of the year @in_year (either null: any), newest first,
  -- @lim (null: all) from @skip.
  CREATE FUNCTION search_ids(q tsquery, wanted text, excluded integer[], below integer, in_year integer,
      lim integer, skip integer)
    RETURNS SETOF integer LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT d.id ${MATCHING} AND (below IS NULL OR d.id < below) AND (in_year IS NULL OR d.year = in_year)
    ORDER BY d.id DESC LIMIT lim OFFSET skip
  $$;
  -- The number of matches, counted up to @cap.
  CREATE FUNCTION search_count(q tsquery, wanted text, excluded integer[], cap integer)
    RETURNS bigint LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT count(*) FROM (SELECT 1 ${MATCHING} LIMIT cap) m
  $$;
  -- Suggestions: matches of the title, authors and keywords (weights A and B), newest first.
  CREATE FUNCTION search_heading_ids(q tsquery, wanted text, excluded integer[], below integer, lim integer, skip integer)
    RETURNS SETOF integer LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT d.id FROM search_documents d
    WHERE ${headingsOf('d.ranked')} @@ q AND d.kind = wanted AND d.listed AND d.id <> ALL (excluded)
      AND (below IS NULL OR d.id < below)
    ORDER BY d.id DESC LIMIT lim OFFSET skip
  $$;
  -- Matches by kind and year (the site search's facets).
  CREATE FUNCTION search_facets(q tsquery) RETURNS TABLE (kind text, year integer, n bigint)
    LANGUAGE sql STABLE ${BITMAP_ONLY} AS $$
    SELECT d.kind, d.year, count(*) FROM search_documents d
    WHERE (d.ranked || d.body) @@ q AND d.listed GROUP BY d.kind, d.year
  $$;`;

/** SQLite: every FTS5 index ranks from title, authors, abstract and keywords, as PostgreSQL's `ranked` vector. */
export const SQLITE_SEARCH_MIGRATION = SEARCHED_TABLES.map(
  ({ table }) => `INSERT INTO ${table}_fts(${table}_fts, rank) VALUES ('rank', 'bm25(10.0, 5.0, 1.0, 5.0, 0.0)');`,
).join('\n');
