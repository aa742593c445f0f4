import { sql } from 'kysely';
import type { Migration } from './migration.ts';

/**
 * The issue listing read from an index alone on PostgreSQL too (archive.ts's listing and count; docs/api.md
 * "Data"): an issue's papers are neighbours in `papers_by_issue`, which holds every column of a card,
 * where the table spreads them over a page each (rows carry abstracts and references). SQLite's index
 * has held the card's columns in its key since its versions 15 and 20, so it changes nothing there;
 * PostgreSQL's gets them as INCLUDE columns, outside the key, so the index stays unique on the same key
 * and the listing is an index-only scan (once VACUUM has marked the table's pages all-visible, as
 * autovacuum does).
 */
export const coveredIssueListing: Migration = {
  version: 23,
  name: 'issue listing from the index alone on both engines',
  async up(db, engine) {
    if (engine !== 'postgres') return;
    await sql`DROP INDEX papers_by_issue`.execute(db);
    await sql`CREATE UNIQUE INDEX papers_by_issue ON papers (year, volume, issue, is_deleted, seq, paper_id)
      INCLUDE (paper_title, paper_uniqueid, paper_doi, paper_month, paper_pages, paper_elocation, paper_url,
        author_1, author_2, author_3, author_4, author_5, author_6)`.execute(db);
  },
};
