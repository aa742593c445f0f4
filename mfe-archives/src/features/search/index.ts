/** The search feature's public file: what other features of this remote may use (docs/contributing.md). */
export { useAuthorProfileQuery, useRelatedPapersQuery } from './discoveryApi.ts';
export { PagePosition } from './components/PagePosition.tsx';
