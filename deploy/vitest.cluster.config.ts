import { defineConfig } from 'vitest/config';

/**
 * The cluster under load (test/cluster/): two API instances and two site servers behind nginx, on the
 * built site. `npm test` runs it after the build and the Playwright tests; alone: `npm run test:cluster`
 * after `npm run build`.
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
