/** Any record with the author_1..author_6 fields of docs/api.md (papers, conference papers, theses). */
export type AuthorFields = Partial<
  Record<'author_1' | 'author_2' | 'author_3' | 'author_4' | 'author_5' | 'author_6', string | null>
>;

const AUTHOR_KEYS = ['author_1', 'author_2', 'author_3', 'author_4', 'author_5', 'author_6'] as const;

/** The authors of a record in order, skipping empty slots (the API sends "" for an absent author). */
export function authorsOf(record: AuthorFields): string[] {
  return AUTHOR_KEYS.map((key) => record[key]?.trim() ?? '').filter((name) => name.length > 0);
}
