import { defineConfig } from 'vitest/config';
import { NEEDS_OWN_MODULES } from './vitest.isolated.config.ts';

// API tests run in Node against a temporary SQLite database per test file (see src/test/testApp.ts);
// vitest.postgres.config.ts runs them again on PostgreSQL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests of PostgreSQL alone run in the PostgreSQL project (vitest.postgres.config.ts); those that need
    // modules of their own, in vitest.isolated.config.ts.
    exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts', ...NEEDS_OWN_MODULES],
    // The test files share one set of loaded modules, imported once rather than once a file (docs/api.md,
    // "Tests").
    isolate: false,
    // Seeds one database for the run; each test file's API starts on a copy (src/test/testApp.ts).
    globalSetup: ['src/test/seededTemplate.ts'],
    // Seeding a database per file takes a moment; generous timeouts keep slow CI machines green.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
