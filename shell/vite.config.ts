import { defineHostConfig, testConfig } from '@journal/shared/federation';

// Server tests (server/**, Node environment per file) run in the same Vitest project as the app's.
export default { ...defineHostConfig(), test: { ...testConfig(), include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] } };
