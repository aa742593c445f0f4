/**
 * The answer models, registered once with `$id` so routes reference them and the OpenAPI document lists
 * them as components. They are the contract's own schemas (@journal/shared/contract, TypeBox), so the
 * API, the site and the tests share one definition; fast-json-stringify also uses them to serialise
 * answers, so a field missing from a schema never leaks to clients.
 */
export { models } from '@journal/shared/contract';
