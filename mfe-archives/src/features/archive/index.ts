/** The archive feature's public file: what other features of this remote may use (docs/contributing.md). */
export { useArchiveIndexQuery, useIssuePapersQuery } from './archiveApi.ts';
export { IndexError } from './components/IndexError.tsx';
export { issueHeading, resolveSelection } from './selection.ts';
