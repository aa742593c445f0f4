import { defineConfig } from 'vitest/config';

/**
 * The cluster under load (test/cluster/): two API instances and two site servers behind nginx, on the
 * built site. `npm test` runs it after the build and the Playwright tests; alone: `npm run test:cluster`
 * after `npm run build`. About 2 minutes on the shared 2-core machine, with up to 30 s more when the fault test
 * waits for a mail claimed by the instance it killed (docs/reliability.md); each test sets its own time limit.
 */
export default defineConfig({
  test: {
    name: '@journal/cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
