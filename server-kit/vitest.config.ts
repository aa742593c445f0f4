import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Files share loaded modules (docs/contributing.md, "How long npm test takes").
  test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
