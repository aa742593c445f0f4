import { defineConfig } from 'vitest/config';
import { testConfig } from '@journal/build-kit/federation';

export default defineConfig({ test: testConfig() });
