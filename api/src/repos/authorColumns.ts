/**
 * Papers, theses and conference papers keep their first six authors in author_1..author_6 (absent ones
 * empty): an answer either copies the six columns (the details and cards the specification's client
 * reads) or lists the names.
 */
export const AUTHOR_COLUMNS = ['author_1', 'author_2', 'author_3', 'author_4', 'author_5', 'author_6'] as const;

type AuthorColumn = (typeof AUTHOR_COLUMNS)[number];
type AuthorColumns = Record<AuthorColumn, string>;

/** A row's author columns alone, in slot order. */
export function authorColumnsOf(row: AuthorColumns): AuthorColumns {
  const { author_1, author_2, author_3, author_4, author_5, author_6 } = row;
  return { author_1, author_2, author_3, author_4, author_5, author_6 };
}

/** The names in a row's author columns, in order, empty ones left out. */
export function authorsOf(row: Record<AuthorColumn, string | null>): string[] {
  return AUTHOR_COLUMNS.map((column) => (row[column] ?? '').trim()).filter(Boolean);
}
