import { expect, test } from '../support/test.ts';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { siteTitle } from '@journal/shared/journal';
import { releaseRemotePort, releaseSitePort } from '../support/env.ts';
import { buildRemoteVariant, type BuiltVariant, type RemoteVariant } from '../support/remoteBuilds.ts';
import { startRemoteServer, startSiteServer, type RunningServer } from '../support/servers.ts';

/**
 * A section team ships alone (docs/deployment.md): each test makes a real Vite build of the thesis
 * remote from a changed copy (another shared-core version, or one more page), serves it as the
 * team's deployment and points a second site server at it.
 */
// Each test makes one or two real Vite builds: on a loaded machine that alone can take half a minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const siteUrl = `http://localhost:${releaseSitePort}`;
const run = promisify(execFile);
const releaseCli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build-kit/journal-release.mjs');
let running: RunningServer[] = [];
let built: BuiltVariant | null = null;

async function deployThesis(variant: RemoteVariant): Promise<void> {
  built = await buildRemoteVariant('thesis', variant);
  running.push(await startRemoteServer('thesis', releaseRemotePort, siteUrl, built.dist));
  running.push(await startSiteServer(releaseSitePort, { REMOTE_THESIS_URL: `http://localhost:${releaseRemotePort}` }));
}

test.afterEach(async () => {
  await Promise.all(running.map((server) => server.stop()));
  running = [];
  built?.remove();
  built = null;
});

const versionCases = [
  {
    name: 'a newer minor of the shared core',
    variant: { sharedVersion: '1.9.0' },
    message: 'This section was updated and needs a newer site: please reload.',
    logged: /requires \^1\.9\.0 .*site has 1\.\d+\.\d+/,
  },
  {
    name: 'a newer major of the shared core',
    variant: { sharedVersion: '2.0.0' },
    message: 'This section was updated and needs a newer site: please reload.',
    logged: /requires \^2\.0\.0 .*site has 1\.\d+\.\d+/,
  },
  {
    name: 'an older major of the shared core',
    variant: { sharedVersion: '0.9.0' },
    message: 'This section was built for an older version of the site: the team has been told.',
    logged: /requires \^0\.9\.0 .*site has 1\.\d+\.\d+/,
  },
  {
    name: 'a newer contract version',
    variant: { contractVersion: 2 },
    message: 'This section was updated and needs a newer site: please reload.',
    logged: /contract version: remote 2, site 1/,
  },
];

for (const { name, variant, message, logged } of versionCases) {
  test(`a thesis build made against ${name} shows the section's own message, never its pages`, async ({
    page,
    request,
  }) => {
    await deployThesis(variant);
    const errors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    await page.goto(`${siteUrl}/thesis`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(
      errors.some((text) => logged.test(text)),
      errors.join('\n'),
    ).toBe(true);
    // Decided from the manifest: no page of the remote rendered, and the site server hints none of its scripts.
    await expect(page.locator('[data-section="thesis"]')).toHaveCount(0);
    const html = await (await request.get(`${siteUrl}/thesis`)).text();
    expect(html).toContain(`http://localhost:${releaseRemotePort}/mf-manifest.json`);
    expect(html).not.toMatch(new RegExp(`rel="modulepreload" href="http://localhost:${releaseRemotePort}/`));
  });
}

test('a thesis build made against an earlier minor of the shared core runs on this site', async ({ page }) => {
  await deployThesis({ sharedVersion: '1.0.0' });
  await page.goto(`${siteUrl}/thesis`);
  await expect(page.getByRole('heading', { level: 1, name: /Thesis/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page added to the thesis remote alone is served 200 with its title and renders, with no shell rebuild', async ({
  page,
  request,
}) => {
  await deployThesis({
    addedPage: {
      path: 'thesis/reading-list',
      title: 'Thesis Reading List',
      description: 'Books and papers the thesis editors recommend to authors before they submit a thesis.',
      heading: 'Thesis Reading List',
    },
  });
  const answer = await request.get(`${siteUrl}/thesis/reading-list`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain(`<title data-head="server">${siteTitle('Thesis Reading List')}</title>`);

  await page.goto(`${siteUrl}/thesis/reading-list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thesis Reading List' })).toBeVisible();
});

test('a redeploy keeps the previous build for open tabs, and a rollback publishes it again', async ({
  browser,
  request,
}) => {
  const readingList = {
    path: 'thesis/reading-list',
    title: 'Thesis Reading List',
    description: 'Books and papers the thesis editors recommend to authors before they submit a thesis.',
    heading: 'Thesis Reading List, first edition',
  };
  await deployThesis({ addedPage: readingList });
  const remote = `http://localhost:${releaseRemotePort}`;
  const openTab = await browser.newPage();
  await openTab.goto(`${siteUrl}/thesis/reading-list`);
  await expect(openTab.getByRole('heading', { level: 1, name: 'Thesis Reading List, first edition' })).toBeVisible();
  const first = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as Manifest;

  await built!.rebuildWithHeading('Thesis Reading List, second edition');
  const second = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as Manifest;
  expect(second.metaData.journal.buildId).not.toBe(first.metaData.journal.buildId);
  // Every file the first manifest named is still served: a tab that read it keeps working.
  for (const file of filesOf(first))
    expect((await request.get(`${remote}/${file}`, { headers: { Origin: siteUrl } })).status(), file).toBe(200);
  const fresh = await browser.newPage();
  await fresh.goto(`${siteUrl}/thesis/reading-list`);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Thesis Reading List, second edition' })).toBeVisible();

  await run(process.execPath, [releaseCli, 'rollback'], { cwd: built!.remoteDir });
  const rolledBack = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as Manifest;
  expect(rolledBack.metaData.journal.buildId).toBe(first.metaData.journal.buildId);
  const later = await browser.newPage();
  await later.goto(`${siteUrl}/thesis/reading-list`);
  await expect(later.getByRole('heading', { level: 1, name: 'Thesis Reading List, first edition' })).toBeVisible();
  await Promise.all([openTab.close(), fresh.close(), later.close()]);
});

interface Manifest {
  metaData: { journal: { buildId: string }; remoteEntry: { path: string; name: string } };
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

function filesOf(manifest: Manifest): string[] {
  const { path: folder, name } = manifest.metaData.remoteEntry;
  return [
    `${folder}/${name}`,
    ...manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.css.sync]),
  ];
}
