import { defineConfig } from 'vitest/config';

// API tests run in Node against a temporary SQLite database per test file (see src/test/testApp.ts);
// vitest.postgres.config.ts runs them again on PostgreSQL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests of PostgreSQL alone run in the PostgreSQL project (vitest.postgres.config.ts).
    exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
    // Seeds one database for the run; each test file's API starts on a copy (src/test/testApp.ts).
    globalSetup: ['src/test/seededTemplate.ts'],
    // Seeding a database per file takes a moment; generous timeouts keep slow CI machines green.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
