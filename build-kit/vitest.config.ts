import { defineConfig } from 'vitest/config';

/** The build tooling's tests: release steps, the live site's verdicts, the shared package's packaging (Node). */
export default defineConfig({
  test: {
    name: '@journal/build-kit',
    environment: 'node',
    // Files share loaded modules (docs/contributing.md, "How long npm test takes").
    isolate: false,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'package/**'],
  },
});
