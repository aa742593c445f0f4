import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import {
  baseUrl,
  chromiumLaunchOptions,
  extraSitePorts,
  portOffset,
  releaseSitePort,
  siteUnderTest,
} from './support/env.ts';

// Kept in the environment so test workers (which load this file again) use the same directory:
// the JATS import spec writes into this run's database.
const runDir = (process.env.JOURNAL_E2E_RUN_DIR ??= path.join(os.tmpdir(), `journal-e2e-${portOffset}-${Date.now()}`));

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
  workers: 3,
  // On CI (two shared cores) a timing-sensitive test gets one more try; scripts/test.mjs reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join('test-results', 'results.json') }]],
  // Against a site already running (a team's specs) there is no site of ours to run processes.spec.ts on.
  projects: siteUnderTest
    ? undefined
    : [
        { name: 'site', testIgnore: /processes\.spec\.ts$/, teardown: 'processes' },
        // `npm run serve` as a supervisor starts two more copies of the whole site and wants a killed part back
        // within 5 s: after every other test, on a machine that they and their browsers no longer load. Beside
        // them (a load average of 13 on the two cores) a copy's fresh API once took over 150 s to seed and listen.
        // Declared as the site project's teardown, so they run after it even when some of its tests failed, and
        // alone when this file is asked for alone.
        { name: 'processes', testMatch: /processes\.spec\.ts$/ },
      ],
  use: {
    baseURL: baseUrl,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // A team's own build of its remote, substituted into a running site (npm run test:team), comes
    // from an origin that site's Content-Security-Policy does not name.
    bypassCSP: Boolean(process.env.JOURNAL_REMOTE_UNDER_TEST),
  },
  // Against a site already running (JOURNAL_SITE_URL) nothing is started here.
  webServer: siteUnderTest
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        // Through the site server to the API's health check: the site answers well before the API has
        // seeded its fresh database, and the first test would meet 502s.
        url: `${baseUrl}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          JOURNAL_PORT_OFFSET: String(portOffset),
          // Composition tests start a second site server on these ports; the remotes must serve it too.
          EXTRA_SITE_ORIGINS: [...Object.values(extraSitePorts).flat(), releaseSitePort]
            .map((port) => `http://localhost:${port}`)
            .join(','),
          // A fresh database per run, seeded on start: a database left by an older checkout never leaks in.
          JOURNAL_DB: process.env.JOURNAL_DB ?? path.join(runDir, 'journal.db'),
          JOURNAL_FILES_DIR: path.join(runDir, 'files'),
        },
      },
});
