/**
 * SQLite's fills of the tables triggers keep (authorships, paper keywords), shared by the schema's
 * triggers (baseline.ts) and the seed's bulk load (seed/index.ts), which rebuilds them in one pass.
 * Fixed table and column names only; the rows come from the tables themselves.
 */
export const AUTHOR_SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** The authorships of `table`'s rows matching `where` (all rows when empty), one per non-empty author slot. */
export function authorshipFill(table: string, key: string, kind: string, where = ''): string {
  const slots = AUTHOR_SLOTS.map(
    (n) => `SELECT ${key} AS id, ${n} AS position, trim(author_${n}) AS name FROM ${table} ${where}`,
  ).join(' UNION ALL ');
  return `INSERT OR IGNORE INTO authorships (author_key, kind, item_id, position, name)
    SELECT author_key(name), '${kind}', id, position, name FROM (${slots}) WHERE author_key(name) <> '';`;
}

/** Keywords of papers (lowercased, deduplicated); `@where` is replaced by a row filter or nothing. */
export const PAPER_KEYWORDS_FILL = `INSERT OR IGNORE INTO paper_keywords (keyword, paper_id)
  SELECT lower(trim(j.value)), p.paper_id FROM papers p, json_each(p.keywords) j @where;`;
