/**
 * `@journal/shared/contract`: the content API contract, defined once as TypeBox (JSON Schema) and
 * React-free, so the API (Node), the site and the tests all import the same schemas and types.
 * docs/api.md explains the calls; docs/architecture.md ("The data layer") how the site uses them.
 */
export * from './api/fields.ts';
export * from './api/models.ts';
export * from './api/calls.ts';
export type * from './api/types.ts';
export { SEARCH_TEXT_MAX, EMAIL_PATTERN, BLOG_PAGE_SIZE } from './api/limits.ts';
