import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { baseUrl, chromiumLaunchOptions, extraSitePorts, portOffset } from './support/env.ts';

const runDir = path.join(os.tmpdir(), `journal-e2e-${portOffset}-${Date.now()}`);

/**
 * Integration tests against the built, composed site served as in production: the API, the site
 * server and the four remote servers, on ports shifted by JOURNAL_PORT_OFFSET (default 10000) so a
 * developer's running site is never disturbed. `npm test` builds first.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  // On CI (two shared cores) a timing-sensitive test gets one more try; scripts/test.mjs reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join('test-results', 'results.json') }]],
  use: {
    baseURL: baseUrl,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseUrl}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      JOURNAL_PORT_OFFSET: String(portOffset),
      // Composition tests start a second site server on these ports; the remotes must serve it too.
      EXTRA_SITE_ORIGINS: extraSitePorts.map((port) => `http://localhost:${port}`).join(','),
      // A fresh database per run, seeded on start: a database left by an older checkout never leaks in.
      JOURNAL_DB: process.env.JOURNAL_DB ?? path.join(runDir, 'journal.db'),
      JOURNAL_FILES_DIR: path.join(runDir, 'files'),
    },
  },
});
