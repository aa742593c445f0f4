import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The API tests again on PostgreSQL (docs/api.md, "Tests"): every test file that reads or writes the
 * database, each test creating and dropping its own uniquely named databases on the server at
 * JOURNAL_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Left out: files that never open a database, and those about SQLite itself (its query plans, its
 * file's permissions and locks, its upgrade path through migrations 15 and 16, its online backup; the
 * PostgreSQL backup has its own test, test/backup.postgres.test.ts).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: 'api-postgres',
      env: { JOURNAL_TEST_ENGINE: 'postgres' },
      exclude: [
        '**/node_modules/**',
        // no database
        'src/files/pdfWorkers.test.ts',
        'src/jats/bodyElements.test.ts',
        'src/jats/xmlEntities.test.ts',
        'src/search/ftsQuery.test.ts',
        'src/settings.test.ts',
        'src/http/precompiledSchemas.test.ts',
        // SQLite itself
        'src/db/queryPlans.test.ts',
        'src/db/migrations.test.ts',
        'src/test/dataSafety.test.ts',
        'src/test/backup.test.ts',
      ],
    },
  }),
);
