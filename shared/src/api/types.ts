/**
 * Types of the content API contract, for the site's code. They are derived from the schemas of
 * `@journal/shared/contract` (shared/src/contract/api/), the one definition the API validates with.
 */
export type * from '../contract/api/types.ts';
export type { ApiCalls, ApiPath, CallAnswer, CallRequest } from '../contract/api/calls.ts';
