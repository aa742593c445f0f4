import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Building blocks of the content API contract. Every payload is a closed object
 * (additionalProperties: false), so a misspelt field is a 400 from the API and a type error in the site.
 */

import { MAX_ID, MAX_NUMBER, MAX_PAGE, MAX_YEAR, MIN_YEAR, SEARCH_COUNT_CAP, SEARCH_TEXT_MAX } from './limits.ts';

export { PAGE_SIZE, SEARCH_COUNT_CAP, MAX_ID, METADATA_DEFAULT_LIMIT } from './limits.ts';

export const integer = (minimum: number, maximum: number, description: string, extra: Record<string, unknown> = {}) =>
  Type.Integer({ minimum, maximum, description, ...extra });

/**
 * One of a few words, as JSON Schema's string enum rather than a union of literals: a wrong value is
 * then refused as "must be equal to one of the allowed values", and the field reads as a string.
 */
export const stringEnum = <const T extends readonly string[]>(values: T, description: string, extra: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description, ...extra });

export const yearField = integer(MIN_YEAR, MAX_YEAR, 'Publication year, e.g. 2024.', { examples: [2024] });
export const volumeField = integer(1, MAX_NUMBER, 'Volume number (one volume a year: 2022 is volume 1).', {
  examples: [3],
});
export const issueField = integer(
  0,
  MAX_NUMBER,
  'Issue number within the volume; 0 for a volume published continuously.',
  {
    examples: [2],
  },
);
export const idField = (what: string) => integer(1, MAX_ID, `Numeric id of the ${what}.`, { examples: [7] });

export const pageFields = (cap: number) => ({
  page: Type.Optional(integer(1, MAX_PAGE, '1-based page number. Default 1.', { default: 1 })),
  per_page: Type.Optional(integer(1, cap, `Page size, at most ${cap}. Default ${cap}.`, { default: cap })),
});

export const searchField = Type.String({
  minLength: 1,
  maxLength: SEARCH_TEXT_MAX,
  pattern: '\\S',
  description:
    'What the reader typed: a paper id, unique id (e.g. IJCRI-2024-V3I2-007) or DOI matches ' +
    'exactly and comes first; otherwise words of the title and authors (and, ranked lower, the ' +
    'abstract), each matched as a prefix. Quotes and search operators are treated as plain text.',
  examples: ['federated learning'],
});

export const slugField = (what: string) =>
  Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    description: `URL slug of the ${what} (lowercase letters, digits and single hyphens).`,
  });

/** A closed payload object. */
export const payload = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

/** Calls without a payload: `{}` or no body at all. */
export const emptyPayload = payload({}, 'No fields. Send `{}` or no body.');

export const paginationFields = {
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total_items: Type.Integer(),
  total_pages: Type.Integer(),
};

export const PaginationInfo = Type.Object(paginationFields);
export type PaginationInfo = Static<typeof PaginationInfo>;

/** What a search's count means (docs/api.md, "Search counts"). */
export const searchCountFields = {
  total_is_lower_bound: Type.Optional(
    Type.Boolean({
      description:
        `True when more than ${SEARCH_COUNT_CAP} matched: total_items is then ${SEARCH_COUNT_CAP} ` +
        `(say "more than ${SEARCH_COUNT_CAP.toLocaleString('en')}") and the pages reach that far. Searches send it always.`,
    }),
  ),
};

/** A search's page: a paginated answer that also says whether its count stopped at the cap. */
export const searchAnswer = <K extends string, T extends TSchema>(listKey: K, item: T) =>
  Type.Object(
    { [listKey]: Type.Array(item), ...paginationFields, ...searchCountFields } as {
      [key in K]: ReturnType<typeof Type.Array<T>>;
    } & typeof paginationFields &
      typeof searchCountFields,
    { description: 'One page of matches with pagination info.' },
  );

/** `{ [listKey]: Item[], current_page, per_page, total_items, total_pages }`. */
export const paginatedAnswer = <K extends string, T extends TSchema>(listKey: K, item: T) =>
  Type.Object(
    { [listKey]: Type.Array(item), ...paginationFields } as {
      [key in K]: ReturnType<typeof Type.Array<T>>;
    } & typeof paginationFields,
    {
      description: 'One page of items with pagination info.',
    },
  );

/** A model with an `$id`: the API registers it once and the OpenAPI document lists it as a component. */
export const model = <P extends Record<string, TSchema>>(id: string, description: string, properties: P) =>
  Type.Object(properties, { $id: id, title: id, description });

export const str = () => Type.String();
export const int = () => Type.Integer();
export const strings = () => Type.Array(Type.String());
export const authorFields = {
  author_1: str(),
  author_2: str(),
  author_3: str(),
  author_4: str(),
  author_5: str(),
  author_6: str(),
};

/** A reference to a model by its `$id`, typed as the model (the API resolves it against the registered models). */
export const ref = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(`${schema.$id}#`));
