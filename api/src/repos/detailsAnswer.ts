import { AUTHOR_COLUMNS, authorColumnsOf } from './authorColumns.ts';

type AuthorColumns = Record<(typeof AUTHOR_COLUMNS)[number], string>;

/** What every kind of work's row holds: the six author columns and its keywords, a JSON list. */
type WorkRow = AuthorColumns & { keywords: string };

/** Which row column gives each field of a details answer. */
export type AnswerColumns<Row> = Record<string, keyof Row>;

/**
 * A details answer from its row, for papers, theses and conference papers alike. Their tables name
 * their columns apart (a paper's keep the specification's long names, docs/api.md), so each kind writes
 * which column gives which answer field, and this one function copies them, adding the six author
 * columns and the keywords (stored as a JSON list) that every kind answers the same way.
 */
export function detailsAnswer<Row extends WorkRow, const Columns extends AnswerColumns<Row>>(
  row: Row,
  columns: Columns,
): { [Field in keyof Columns]: Row[Columns[Field]] } & AuthorColumns & { keywords: string[] } {
  const fields = Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, row[column]]));
  return {
    ...(fields as { [Field in keyof Columns]: Row[Columns[Field]] }),
    ...authorColumnsOf(row),
    keywords: JSON.parse(row.keywords) as string[],
  };
}
