import { defineConfig } from 'vitest/config';

/**
 * The API's test files that need modules loaded for them alone, which the other API test files share
 * (docs/api.md, "Tests"): one replaces a module with `vi.mock`, and kysely-codegen, which the typed
 * schema's test runs, reloads `pluralize` by searching Node's module cache and fails on entries other
 * test files leave there. Neither opens the test engine's database, so they run on SQLite only.
 */
export const NEEDS_OWN_MODULES = ['src/jats/importWriteLock.test.ts', 'src/db/schema.test.ts'];

export default defineConfig({
  test: {
    name: 'api-isolated',
    environment: 'node',
    include: NEEDS_OWN_MODULES,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
