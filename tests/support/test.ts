import { test as base, type BrowserContext } from '@playwright/test';
import { baseUrl } from './env.ts';
import { runningServers, stopServersStartedSince } from './servers.ts';

/**
 * The `test` of the section teams' specs. Normally exactly Playwright's. When a team runs its specs
 * against a running site with its own build of its remote (`npm run test:team`, docs/deployment.md),
 * JOURNAL_REMOTE_UNDER_TEST="<section>=<origin of the local build>" and every page's request for that
 * section's deployed manifest is answered with the local build's manifest, whose files are then loaded
 * from the local origin: the remote under test is substituted for the deployed one, nothing else changes.
 */
export const test = base.extend<{ remoteUnderTest: undefined; serversStopped: undefined }>({
  remoteUnderTest: [
    async ({ context }, use) => {
      const substitution = process.env.JOURNAL_REMOTE_UNDER_TEST;
      if (substitution) await substituteRemote(context, substitution);
      await use(undefined);
    },
    { auto: true },
  ],
  // A test that starts a server (support/servers.ts) and then fails or times out still frees its port:
  // this teardown runs whatever happened to the test; servers of a beforeAll are left to its afterAll.
  serversStopped: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const before = runningServers();
      await use(undefined);
      await stopServersStartedSince(before);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

async function substituteRemote(context: BrowserContext, substitution: string) {
  const [section, localOrigin] = substitution.split('=') as [string, string | undefined];
  if (!localOrigin) throw new Error(`JOURNAL_REMOTE_UNDER_TEST must read <section>=<origin>, got "${substitution}"`);
  const site = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as { remotes: Record<string, string> };
  const deployed = site.remotes[section];
  if (!deployed) throw new Error(`the site at ${baseUrl} has no section "${section}"`);
  const deployedManifest = new URL(deployed, baseUrl).href;
  await context.route(deployedManifest, async (route) => {
    const manifest = (await (await fetch(`${localOrigin}/mf-manifest.json`)).json()) as {
      metaData: { publicPath?: string };
    };
    // Files named by the manifest are resolved against publicPath: the local build's origin.
    manifest.metaData.publicPath = `${localOrigin}/`;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': new URL(baseUrl).origin, 'cache-control': 'no-store' },
      body: JSON.stringify(manifest),
    });
  });
}
