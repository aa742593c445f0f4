import { defineConfig } from 'vitest/config';

/** Tests of the deployment files (deploy/): nginx configuration, container commands and variables, in Node. */
export default defineConfig({
  test: { name: '@journal/deploy', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
