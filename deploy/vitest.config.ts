import { defineConfig } from 'vitest/config';

/**
 * Tests of the deployment files (deploy/): nginx configuration, container commands and variables, in Node.
 * The cluster under load (test/cluster/) needs the built site: `npm test` runs it after the build
 * (vitest.cluster.config.ts).
 */
export default defineConfig({
  test: {
    name: '@journal/deploy',
    environment: 'node',
    // Files share loaded modules (docs/contributing.md, "How long npm test takes").
    isolate: false,
    include: ['test/**/*.test.ts'],
    exclude: ['test/cluster/**'],
    testTimeout: 60_000,
  },
});
