import type { ArchivePaperSummary } from '@journal/shared/contract';

/**
 * Row shapes as stored in SQLite. Archive papers keep the specification's long field names as column
 * names, so a listing row (its card columns) is the answer item as it is; the other tables use plain
 * names and are mapped to answers in the repositories.
 */
export type PaperRow = ArchivePaperSummary & {
  seq: number;
  paper_abstract: string;
  /** All authors, comma separated, in order. */
  paper_author: string;
  is_deleted: number;
  paper_articletype: string;
  created_at: string;
  updated_at: string;
  /** IEEE-style references, one per line, unnumbered, in citation order. */
  paper_references: string;
  paper_citation: string;
  /** Authors' designations and affiliations, one line per author. */
  paper_designation: string;
  paper_doi_Link: string;
  /** JSON array of strings. */
  keywords: string;
} & Partial<FullTextColumns>;

/** Columns a JATS import fills (migration 12; docs/content.md). JSON columns hold ordered lists. */
export interface FullTextColumns {
  paper_subtitle: string;
  received_date: string | null;
  accepted_date: string | null;
  published_date: string | null;
  authors_json: string;
  references_json: string;
  funding_json: string;
  funding_statement: string;
  body_html: string;
  toc_json: string;
  sections_json: string;
  licence_url: string;
  /** The imported JATS file as it came (migration 18); null for papers that were not imported. */
  jats_source: string | null;
  keyword_groups_json: string;
}

export interface ConferenceRow {
  id: number;
  name: string;
  short_name: string;
  year: number;
  volume: number;
  issue: number;
  month: string;
  location: string;
}

export interface AuthorColumns {
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
}

export interface ConferencePaperRow extends AuthorColumns {
  id: number;
  conference_id: number;
  seq: number;
  uniqueid: string;
  title: string;
  authors: string;
  year: number;
  month: string;
  pages: string;
  pdf_url: string;
  abstract: string;
  references_text: string;
  doi: string;
  keywords: string;
  designation: string;
  citation: string;
  created_at: string;
  updated_at: string;
  /** [{heading, level, paragraphs}]: the full text the PDF is typeset from (migration 14; docs/content.md). */
  sections_json: string;
}

export interface ThesisRow extends AuthorColumns {
  id: number;
  year: number;
  volume: number;
  seq: number;
  uniqueid: string;
  title: string;
  authors: string;
  month: string;
  pages: string;
  paper_url: string;
  abstract: string;
  degree: string;
  institution: string;
  supervisor: string;
  references_text: string;
  keywords: string;
  created_at: string;
  updated_at: string;
  /** [{heading, level, paragraphs}]: chapters, sections and back matter, for the PDF (migration 14; docs/content.md). */
  sections_json: string;
}

export interface IssueRow {
  year: number;
  volume: number;
  issue: number;
  month: string;
}

/** author_1..author_6 from a list of names; absent authors are empty strings (as the spec's client expects). */
export function authorColumns(names: readonly string[]): AuthorColumns {
  return {
    author_1: names[0] ?? '',
    author_2: names[1] ?? '',
    author_3: names[2] ?? '',
    author_4: names[3] ?? '',
    author_5: names[4] ?? '',
    author_6: names[5] ?? '',
  };
}

/** Names from author_1..author_6, skipping empty ones. */
export function authorNames(row: AuthorColumns): string[] {
  return [row.author_1, row.author_2, row.author_3, row.author_4, row.author_5, row.author_6].filter((n) => n !== '');
}
