/**
 * The full-text index of a searchable table as the schema has it since version 22, on both engines: title,
 * authors, keywords, abstract and full text (docs/api.md, "Database engines"). Keywords (a JSON list)
 * and the full text (`sections_json`: headings and paragraphs) are indexed as the string values of
 * their JSON, so no key name ("heading", "paragraphs") and no JSON escape ever becomes a word.
 */
export interface SearchedTable {
  table: string;
  key: string;
  title: string;
  authors: string;
  abstract: string;
}

/** The FTS5 columns after title, authors and abstract (whose positions highlight() and snippet() use). */
export const KEYWORD_TEXT = 'keyword_text';
export const FULL_TEXT = 'full_text';

/**
 * BM25 weights in column order (title, authors, abstract, keywords, full text): the ratios of the
 * PostgreSQL rank weights (rankedSearch.ts RANK_WEIGHTS: A title, B authors and keywords, C abstract,
 * D full text).
 */
const BM25 = 'bm25(10.0, 5.0, 1.0, 5.0, 0.5)';

/** The string values of a JSON document, space-separated ('' for none): sqlFunctions.ts on SQLite. */
const jsonStrings = (document: string) => `json_strings(${document})`;

/** The indexed values of a row (`row` is `new`, `old` or a table alias). */
const valuesOf = ({ title, authors, abstract }: SearchedTable, row: string) =>
  `${row}.${title}, ${row}.${authors}, ${row}.${abstract}, ${jsonStrings(`${row}.keywords`)}, ${jsonStrings(`${row}.sections_json`)}`;

/**
 * SQLite: creates `${table}_fts` (and its triggers) over five columns, whose external content is the
 * view `${table}_search` (FTS5 reads highlight() and snippet() text and a rebuild from it), and builds it
 * from the rows already there. The statements are one script (several statements, no parameters).
 */
export function sqliteSearchIndex(t: SearchedTable, prefix: string): string {
  const { table, key, title, authors, abstract } = t;
  const fts = `${table}_fts`;
  const columns = `${title}, ${authors}, ${abstract}, ${KEYWORD_TEXT}, ${FULL_TEXT}`;
  const removeOld = `INSERT INTO ${fts}(${fts}, rowid, ${columns}) VALUES ('delete', old.${key}, ${valuesOf(t, 'old')});`;
  const addNew = `INSERT INTO ${fts}(rowid, ${columns}) VALUES (new.${key}, ${valuesOf(t, 'new')});`;
  return `
    CREATE VIEW ${table}_search (${key}, ${columns}) AS SELECT c.${key}, ${valuesOf(t, 'c')} FROM ${table} c;
    CREATE VIRTUAL TABLE ${fts} USING fts5(
      ${columns},
      content='${table}_search', content_rowid='${key}',
      tokenize='unicode61 remove_diacritics 2', prefix='${prefix}'
    );
    INSERT INTO ${fts}(${fts}, rank) VALUES ('rank', '${BM25}');
    CREATE TRIGGER ${table}_ai AFTER INSERT ON ${table} BEGIN ${addNew} END;
    CREATE TRIGGER ${table}_ad AFTER DELETE ON ${table} BEGIN ${removeOld} END;
    CREATE TRIGGER ${table}_au AFTER UPDATE OF ${title}, ${authors}, ${abstract}, keywords, sections_json ON ${table} BEGIN
      ${removeOld}
      ${addNew}
    END;
    INSERT INTO ${fts}(${fts}) VALUES ('rebuild');`;
}

/** PostgreSQL: the string values of a JSON document, as SQLite's json_strings (sqlFunctions.ts) gives them. */
export const POSTGRES_JSON_STRINGS = `
  CREATE FUNCTION json_strings(document text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(value #>> '{}', ' '), '')
    FROM jsonb_path_query(document::jsonb, 'strict $.**') AS value WHERE jsonb_typeof(value) = 'string'
  $$;`;

/**
 * PostgreSQL: adds the table's stored `search` vector over the same five fields (title A, authors and
 * keywords B, abstract C, full text D), each cut into words by search_words, and its GIN index.
 */
export function postgresSearchIndex({ table, title, authors, abstract }: SearchedTable): string {
  const part = (text: string, weight: string) =>
    `setweight(to_tsvector('journal_search', search_words(${text})), '${weight}')`;
  return `
    ALTER TABLE ${table} ADD COLUMN search tsvector GENERATED ALWAYS AS (
      ${part(title, 'A')} || ${part(authors, 'B')} || ${part('json_strings(keywords)', 'B')} ||
      ${part(abstract, 'C')} || ${part('json_strings(sections_json)', 'D')}) STORED;
    CREATE INDEX ${table}_search ON ${table} USING gin (search);`;
}

export const SEARCHED_TABLES: readonly SearchedTable[] = [
  { table: 'papers', key: 'paper_id', title: 'paper_title', authors: 'paper_author', abstract: 'paper_abstract' },
  { table: 'conference_papers', key: 'id', title: 'title', authors: 'authors', abstract: 'abstract' },
  { table: 'theses', key: 'id', title: 'title', authors: 'authors', abstract: 'abstract' },
];
