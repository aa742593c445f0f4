/**
 * JSON-schema building blocks shared by the routes. Every payload is an object with
 * additionalProperties: false, so a misspelt field is a 400 rather than silently ignored.
 */

/** Page-size caps of SPEC section 9 (and the designed calls). Over the cap is a 400 that names it. */
export const PAGE_SIZE = {
  archive: 5,
  conference: 5,
  thesis: 5,
  search: 100,
  blog: 10,
} as const;

export const MAX_PAGE = 100_000;
export const MAX_ID = 2_147_483_647;

export function integer(minimum: number, maximum: number, description: string, extra: Record<string, unknown> = {}) {
  return { type: 'integer', minimum, maximum, description, ...extra } as const;
}

export const yearField = integer(2000, 2100, 'Publication year, e.g. 2024.', { examples: [2024] });
export const volumeField = integer(1, 1000, 'Volume number (one volume a year: 2022 is volume 1).', { examples: [3] });
export const issueField = integer(1, 1000, 'Issue number within the volume.', { examples: [2] });
export const idField = (what: string) => integer(1, MAX_ID, `Numeric id of the ${what}.`, { examples: [7] });

export function pageFields(cap: number) {
  return {
    page: integer(1, MAX_PAGE, '1-based page number. Default 1.', { default: 1 }),
    per_page: integer(1, cap, `Page size, at most ${cap}. Default ${cap}.`, { default: cap }),
  };
}

export const searchField = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description:
    'What the reader typed: a paper id, unique id (e.g. IJCRI-2024-V3I2-007) or DOI matches exactly and comes first; otherwise words of the title and authors (and, ranked lower, the abstract), each matched as a prefix. Quotes and search operators are treated as plain text.',
  examples: ['federated learning'],
} as const;

export const slugField = (what: string) =>
  ({
    type: 'string',
    minLength: 1,
    maxLength: 200,
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    description: `URL slug of the ${what} (lowercase letters, digits and single hyphens).`,
  }) as const;

/** A payload object schema: closed, with the listed required fields. */
export function payload(properties: Record<string, unknown>, required: string[] = [], description?: string) {
  return { type: 'object', additionalProperties: false, properties, required, ...(description ? { description } : {}) } as const;
}

/** Calls without a payload: `{}` or no body at all. */
export const emptyPayload = payload({}, [], 'No fields. Send `{}` or no body.');

export const paginationProperties = {
  current_page: { type: 'integer' },
  per_page: { type: 'integer' },
  total_items: { type: 'integer' },
  total_pages: { type: 'integer' },
} as const;

export const paginationRequired = ['current_page', 'per_page', 'total_items', 'total_pages'];

/** `{ [listKey]: Item[], current_page, per_page, total_items, total_pages }`. */
export function paginatedAnswer(listKey: string, itemRef: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'object',
    description: `One page of ${itemRef} items with pagination info.`,
    properties: { [listKey]: { type: 'array', items: { $ref: `${itemRef}#` } }, ...paginationProperties, ...extra },
    required: [listKey, ...paginationRequired, ...Object.keys(extra)],
  } as const;
}

const errorRef = { $ref: 'ErrorAnswer#' } as const;

/** Error answers every call can give; 404 and 429 are added where they apply. */
export function errorResponses(...extra: Array<404 | 429 | 409>) {
  const responses: Record<number, unknown> = {
    400: { ...errorRef, description: 'Invalid payload (wrong type, out of range, missing or unknown field, malformed JSON).' },
    401: { ...errorRef, description: 'Missing or wrong Authorization header.' },
    413: { ...errorRef, description: 'Body larger than 64 KB.' },
    415: { ...errorRef, description: 'Content-Type is not application/json.' },
  };
  if (extra.includes(404)) responses[404] = { ...errorRef, description: 'No such record.' };
  if (extra.includes(429)) responses[429] = { ...errorRef, description: 'Too many requests from this client; see Retry-After.' };
  return responses;
}
