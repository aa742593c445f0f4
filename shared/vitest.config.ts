import { defineConfig } from 'vitest/config';
import { testConfig } from './build/federation.mjs';

export default defineConfig({
  test: { ...testConfig(), include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
