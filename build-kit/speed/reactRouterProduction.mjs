// react-router 7 in the browser build from its production folder. Its package exports only
// `dist/development` (no "production" condition), whose code differs from `dist/production` by one flag,
// ENABLE_DEV_WARNINGS: with it on, the shell's first chunk carries the development warnings
// (README.md beside this file). Both entries the site reaches (react-router-dom
// re-exports `react-router` and `react-router/dom`) are redirected, so the chunks they share stay one copy.
// Build only: the tests and the dev server keep the warnings.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// react-router as react-router-dom (the package the site depends on) resolves it: the copy it re-exports.
const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));

export function reactRouterProductionBuild() {
  const folder = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist', 'production');
  const entries = { 'react-router': join(folder, 'index.mjs'), 'react-router/dom': join(folder, 'dom-export.mjs') };
  return {
    name: 'journal:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return Object.hasOwn(entries, source) ? entries[source] : null;
    },
  };
}
