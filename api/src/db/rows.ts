import type { Selectable } from 'kysely';
import type { Conference, ConferencePaper, Issue, Paper, Thesis } from './schema.ts';

/**
 * Rows as the code builds and reads them, each derived from the generated schema (db/schema.ts), the one
 * description of every table: a renamed or retyped column changes these types with it. Archive papers keep
 * the specification's long field names as column names, so a listing row (its card columns) is the answer
 * item as it is; the other tables use plain names and are mapped to answers in the repositories.
 */

/** Columns a JATS import fills (migration 12; docs/content.md). JSON columns hold ordered lists. */
type FullTextColumn =
  | 'paper_subtitle'
  | 'received_date'
  | 'accepted_date'
  | 'published_date'
  | 'authors_json'
  | 'references_json'
  | 'funding_json'
  | 'funding_statement'
  | 'body_html'
  | 'toc_json'
  | 'sections_json'
  | 'licence_url'
  | 'jats_source'
  | 'keyword_groups_json';

/** A paper: every column, the full-text ones optional (a paper that was not imported has their defaults). */
export type PaperRow = Omit<Selectable<Paper>, FullTextColumn> & Partial<Pick<Selectable<Paper>, FullTextColumn>>;

/** A conference, a conference paper, a thesis and an issue as read: the generated schema's columns (db/schema.ts). */
export type ConferenceRow = Selectable<Conference>;
export type ConferencePaperRow = Selectable<ConferencePaper>;
export type ThesisRow = Selectable<Thesis>;
export type IssueRow = Selectable<Issue>;

/** The six author columns the specification's client reads (papers, theses and conference papers have them). */
export type AuthorColumns = Pick<
  ThesisRow,
  'author_1' | 'author_2' | 'author_3' | 'author_4' | 'author_5' | 'author_6'
>;

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
