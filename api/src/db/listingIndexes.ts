/**
 * The issue listing read from an index alone, on both engines (archiveSql.listIssue and countIssue,
 * docs/api.md "Data"): an issue's papers are neighbours in `papers_by_issue`, which holds every column
 * of a card, where the table spreads them over a page each (rows carry abstracts and references).
 * SQLite's index has covered the card since migrations 15 and 20 (its key holds the columns);
 * PostgreSQL's gets them as INCLUDE columns, outside the key, so the index stays unique on the same
 * key and the listing is an index-only scan (after VACUUM has marked the table's pages all-visible,
 * as autovacuum does).
 */
export const COVERED_ISSUE_LISTING = {
  sqlite: `
      -- SQLite's papers_by_issue already holds the card's columns (migrations 15 and 20).
      SELECT 1;`,
  postgres: `
      DROP INDEX papers_by_issue;
      CREATE UNIQUE INDEX papers_by_issue ON papers (year, volume, issue, is_deleted, seq, paper_id)
        INCLUDE (paper_title, paper_uniqueid, paper_doi, paper_month, paper_pages, paper_elocation, paper_url,
          author_1, author_2, author_3, author_4, author_5, author_6);`,
} as const;
