import { defineHostConfig, testConfig } from '@journal/shared/federation';
import { socialImages } from './scripts/socialImages.ts';

const host = defineHostConfig();

// Server tests (server/**, Node environment per file) run in the same Vitest project as the app's.
export default {
  ...host,
  plugins: [...(host.plugins ?? []), socialImages()],
  test: { ...testConfig(), include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] },
};
