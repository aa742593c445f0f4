import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: every package's Vitest project (component tests in jsdom, API tests in Node). */
export default defineConfig({
  test: {
    // Two files at a time even on two cores, where Vitest's default is one: the whole step took about half as
    // long (docs/contributing.md, "How long npm test takes").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'shared',
      'build-kit',
      'server-kit',
      'shell',
      'site-server',
      'mfe-archives',
      'mfe-conference',
      'mfe-thesis',
      'mfe-info',
      'api',
      // The API's tests again on PostgreSQL (docs/api.md, "Tests").
      'api/vitest.postgres.config.ts',
      // The few API test files that need modules of their own.
      'api/vitest.isolated.config.ts',
      'deploy',
    ],
  },
});
