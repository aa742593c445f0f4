import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { readContentVersion } from '../db/contentVersion.ts';

/** The ids of one year's papers: every id from `first` to `last` is a paper of that year. */
interface YearSpan {
  year: number;
  first: number;
  last: number;
}

export interface YearCount {
  year: number;
  n: number;
}

/**
 * SQLite: a search's paper matches by year, counted in the full-text index alone (docs/api.md, "Site
 * search"). Joining every match to its row for the year read one table row per match (a common word
 * in a 100,000-paper archive: 35,000 rows, about 130 ms). A journal's ids grow with publication, so each
 * year's papers hold one range of ids, and FTS5 counts a range of rowids within its doclists (about
 * 2 ms for the same word). The ranges are read once per content version (every import and seed
 * changes it); when a year's ids are not one range (back issues imported later) the answer is null
 * and the caller counts by the rows.
 */
export function createPaperYearCounts(db: Db) {
  let cached: { version: string; spans: YearSpan[] | null } | undefined;

  async function yearSpans(): Promise<YearSpan[] | null> {
    const version = await readContentVersion(db);
    if (cached?.version !== version) {
      // Served by the covering index papers_by_issue, which leads with the year.
      const { rows } = await sql<YearSpan & { n: number }>`
        SELECT year, min(paper_id) AS first, max(paper_id) AS last, count(*) AS n FROM papers GROUP BY year`.execute(
        db.kysely,
      );
      // Ids are unique: a year whose count fills its range holds every id in it.
      const contiguous = rows.every((row) => row.last - row.first + 1 === row.n);
      cached = { version, spans: contiguous ? rows.map(({ year, first, last }) => ({ year, first, last })) : null };
    }
    return cached.spans;
  }

  /** Listed papers matching `match` (an FTS5 query) by year, years without a match left out; null: count by the rows. */
  return async function paperMatchesByYear(match: string): Promise<YearCount[] | null> {
    const spans = await yearSpans();
    if (!spans) return null;
    const counts: YearCount[] = [];
    for (const { year, first, last } of spans) {
      // CAST: FTS5 narrows its doclists to a rowid range only for INTEGER bounds (a bound number is a REAL).
      const { rows } = await sql<{ n: number }>`
        SELECT count(*) AS n FROM papers_fts WHERE papers_fts MATCH ${match}
          AND rowid BETWEEN CAST(${first} AS INTEGER) AND CAST(${last} AS INTEGER)
          AND rowid NOT IN (SELECT paper_id FROM papers WHERE is_deleted = 1)`.execute(db.kysely);
      const n = rows[0]?.n ?? 0;
      if (n > 0) counts.push({ year, n });
    }
    return counts;
  };
}
