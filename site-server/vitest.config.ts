import { defineConfig } from 'vitest/config';

/** The site server's tests: Node, with the API faked (src/test/fakeApi.ts) or a real one started by a test. */
export default defineConfig({
  test: {
    environment: 'node',
    // Files share loaded modules (docs/contributing.md, "How long npm test takes").
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // A test that starts servers takes seconds alone and longer when every project runs at once on two cores.
    testTimeout: 20_000,
  },
});
