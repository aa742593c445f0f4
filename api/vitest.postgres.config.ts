import { defineConfig } from 'vitest/config';
import { NEEDS_OWN_MODULES } from './vitest.isolated.config.ts';

/**
 * The API tests again on PostgreSQL (docs/api.md, "Tests"): every test file that reads or writes the
 * database, each test creating and dropping its own uniquely named databases on the server at
 * JOURNAL_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Left out: files that never open a database, and those about SQLite itself (its query plans, its
 * file's permissions and locks, its online backup; the PostgreSQL backup has its own test,
 * test/backup.postgres.test.ts).
 */
export default defineConfig({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { JOURNAL_TEST_ENGINE: 'postgres' },
    globalSetup: ['src/test/seededTemplate.postgres.ts'],
    isolate: false,
    exclude: [
      '**/node_modules/**',
      // SQLite alone, with modules of their own (vitest.isolated.config.ts)
      ...NEEDS_OWN_MODULES,
      // no database
      'src/files/pdfWorkers.test.ts',
      'src/jats/bodyElements.test.ts',
      'src/jats/xmlEntities.test.ts',
      'src/search/ftsQuery.test.ts',
      'src/settings.test.ts',
      'src/http/precompiledSchemas.test.ts',
      'src/mail/mailer.test.ts',
      // SQLite itself
      'src/db/queryPlans.test.ts',
      'src/test/dataSafety.test.ts',
      'src/test/backup.test.ts',
    ],
  },
});
