/** Any record with the author_1..author_6 fields of docs/api.md (papers, conference papers, theses). */
export type AuthorFields = Partial<
  Record<'author_1' | 'author_2' | 'author_3' | 'author_4' | 'author_5' | 'author_6', string | null>
>;

const AUTHOR_KEYS = ['author_1', 'author_2', 'author_3', 'author_4', 'author_5', 'author_6'] as const;

/** The authors of a record in order, skipping empty slots (the API sends "" for an absent author). */
export function authorsOf(record: AuthorFields): string[] {
  return AUTHOR_KEYS.map((key) => record[key]?.trim() ?? '').filter((name) => name.length > 0);
}

/**
 * The author_1..author_6 fields of a record with these authors in order, "" in the slots left over, as
 * the API sends them: how tests and fakes write a record's authors in one line.
 */
export function authorFields(...names: string[]): Record<(typeof AUTHOR_KEYS)[number], string> {
  return Object.fromEntries(AUTHOR_KEYS.map((key, index) => [key, names[index] ?? ''])) as Record<
    (typeof AUTHOR_KEYS)[number],
    string
  >;
}
