import { expect, test } from '../support/test.ts';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildRemoteVariant, type RemoteVariant } from '../support/remoteBuilds.ts';

/**
 * A release refuses what readers would refuse (docs/deployment.md, "What a release checks"): copies of
 * the thesis remote are built with JOURNAL_LIVE_SITE naming the running site, whose shell publishes its
 * shared and contract versions and every name its shared singletons export in /mf-manifest.json.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = promisify(execFile);
const releaseCli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build-kit/journal-release.mjs');
/** Every copy made, refused ones included (a refused build leaves its copy behind). */
const folders: string[] = [];

test.afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Builds a changed copy of the thesis remote against the live site: the build's error output ('' when it published) and its dist. */
async function releaseThesis(site: string, variant: RemoteVariant): Promise<{ failure: string; dist: string }> {
  let remoteDir = '';
  const change = (copies: { shared: string; remote: string }) => {
    remoteDir = copies.remote;
    folders.push(path.dirname(remoteDir));
    variant.change?.(copies);
  };
  try {
    const built = await buildRemoteVariant('thesis', { ...variant, change, env: { JOURNAL_LIVE_SITE: site } });
    return { failure: '', dist: built.dist };
  } catch (error) {
    const { stderr = '', message } = error as { stderr?: string; message: string };
    return { failure: `${stderr}\n${message}`, dist: path.join(remoteDir, 'dist') };
  }
}

/** The team adds a component to its copy of the shared UI kit without a version bump, and uses it. */
function useNewSharedExport({ shared, remote }: { shared: string; remote: string }) {
  const kit = path.join(shared, 'src', 'ui', 'index.ts');
  writeFileSync(kit, `${readFileSync(kit, 'utf8')}\nexport function ReadingTime() {\n  return null;\n}\n`);
  const routes = path.join(remote, 'src', 'routes.tsx');
  writeFileSync(
    routes,
    `import { ReadingTime } from '@journal/shared/ui';\n${readFileSync(routes, 'utf8')}\nexport const readingTime = ReadingTime;\n`,
  );
}

test('the live site publishes its versions and the names its shared singletons export', async ({
  request,
  baseURL,
}) => {
  const shell = (await (await request.get(`${baseURL}/mf-manifest.json`)).json()) as {
    metaData: { journal: { sharedVersion: string; contractVersion: number; sharedExports: Record<string, string[]> } };
  };
  expect(shell.metaData.journal.contractVersion).toBe(1);
  expect(shell.metaData.journal.sharedVersion).toMatch(/^1\.\d+\.\d+$/);
  expect(shell.metaData.journal.sharedExports['@journal/shared/ui']).toContain('Breadcrumb');
  expect(shell.metaData.journal.sharedExports['@journal/shared']).toContain('lazyPage');
});

test('a build the live site runs is published, and list shows its shared and contract versions', async ({
  baseURL,
}) => {
  const { failure, dist } = await releaseThesis(baseURL!, {});
  expect(failure).toBe('');
  expect(existsSync(path.join(dist, 'mf-manifest.json'))).toBe(true);
  const { stdout } = await run(process.execPath, [releaseCli, 'list'], {
    cwd: path.dirname(dist),
    env: { ...process.env, JOURNAL_LIVE_SITE: baseURL! },
  });
  expect(stdout).toMatch(/^\* \S+ {2}shared 1\.\d+\.\d+ {2}contract 1 {2}built \S+ {2}runs on the live site$/m);
  expect(stdout).toContain(`live site (${baseURL}/mf-manifest.json): shared 1.`);
});

test('a build that uses a shared export the live shell lacks is refused at build time, nothing published', async ({
  baseURL,
}) => {
  const { failure, dist } = await releaseThesis(baseURL!, { change: useNewSharedExport });
  expect(failure).toContain(`not published, the live site (${baseURL}/mf-manifest.json) would refuse it`);
  expect(failure).toContain('it imports ReadingTime from @journal/shared/ui, which the live shell');
  expect(existsSync(path.join(dist, 'mf-manifest.json'))).toBe(false);
  expect(existsSync(path.join(dist, 'builds'))).toBe(false);
});

test('a build against shared 2.0.0 or contract 2 is refused before publishing, with the reason', async ({
  baseURL,
}) => {
  const major = await releaseThesis(baseURL!, { sharedVersion: '2.0.0' });
  expect(major.failure).toMatch(
    /it needs a newer site \(@journal\/shared\S*: remote requires \^2\.0\.0 .*site has 1\./,
  );
  expect(existsSync(path.join(major.dist, 'mf-manifest.json'))).toBe(false);
  const contract = await releaseThesis(baseURL!, { contractVersion: 2 });
  expect(contract.failure).toContain(
    'it needs a newer site (contract version: remote 2, site 1): deploy the shell first',
  );
  expect(existsSync(path.join(contract.dist, 'mf-manifest.json'))).toBe(false);
});
