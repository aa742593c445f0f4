/**
 * JSON-schema building blocks of the API's own calls (metadata, files); the site's calls take their
 * payload and answer schemas from the contract (@journal/shared/contract). Every payload is an object with
 * additionalProperties: false, so a misspelt field is a 400 rather than silently ignored.
 */

import { MAX_ID, MAX_PAGE } from '@journal/shared/contract';

/** Page-size caps and id bounds are the contract's (the payload schemas of the calls live there too). */
export { PAGE_SIZE, MAX_ID } from '@journal/shared/contract';

export function integer(minimum: number, maximum: number, description: string, extra: Record<string, unknown> = {}) {
  return { type: 'integer', minimum, maximum, description, ...extra } as const;
}

export const yearField = integer(2000, 2100, 'Publication year, e.g. 2024.', { examples: [2024] });
export const volumeField = integer(1, 1000, 'Volume number (one volume a year: 2022 is volume 1).', { examples: [3] });
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
    'What the reader typed: a paper id, unique id (e.g. IJCRI-2024-V3I2-007) or DOI matches ' +
    'exactly and comes first; otherwise words of the title and authors (and, ranked lower, the ' +
    'abstract), each matched as a prefix. Quotes and search operators are treated as plain text.',
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
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required,
    ...(description ? { description } : {}),
  } as const;
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

const errorRef = { $ref: 'ErrorAnswer#' } as const;

/** Error answers every call can give; 404 and 429 are added where they apply. */
export function errorResponses(...extra: Array<404 | 429 | 409 | 410>) {
  const responses: Record<number, unknown> = {
    400: {
      ...errorRef,
      description: 'Invalid payload (wrong type, out of range, missing or unknown field, malformed JSON).',
    },
    401: { ...errorRef, description: 'Missing or wrong Authorization header.' },
    413: { ...errorRef, description: 'Body larger than 64 KB.' },
    415: { ...errorRef, description: 'Content-Type is not application/json.' },
  };
  if (extra.includes(404)) responses[404] = { ...errorRef, description: 'No such record.' };
  if (extra.includes(410)) responses[410] = { ...errorRef, description: 'The link has expired.' };
  if (extra.includes(429))
    responses[429] = { ...errorRef, description: 'Too many requests from this client; see Retry-After.' };
  return responses;
}
