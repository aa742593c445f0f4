// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLiveSite, refusals } from './liveSite.mjs';

/** The shell's manifest as its build writes it (sharedSingletons.mjs), trimmed to what a release reads. */
const shellManifest = {
  metaData: {
    name: 'shell',
    journal: {
      sharedVersion: '1.1.0',
      contractVersion: 1,
      sharedExports: { '@journal/shared': ['lazyPage', 'journal'], '@journal/shared/ui': ['Breadcrumb'] },
    },
  },
  shared: [{ name: '@journal/shared', version: '1.1.0' }],
};

/** A remote's build manifest (release.mjs) built against `sharedVersion` and `contractVersion`. */
function build(sharedVersion: string, contractVersion: number, sharedImports: Record<string, string[]> = {}) {
  return {
    metaData: { journal: { sharedVersion, contractVersion, sharedImports } },
    shared: [{ name: '@journal/shared/ui', version: sharedVersion, requiredVersion: `^${sharedVersion}` }],
  };
}

let server: Server;
let site: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/mf-manifest.json') response.writeHead(200, { 'content-type': 'application/json' });
    else response.writeHead(404);
    response.end(request.url === '/mf-manifest.json' ? JSON.stringify(shellManifest) : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("reading the live site's versions", () => {
  const remoteRoot = mkdtempSync(path.join(os.tmpdir(), 'remote-'));

  it('reads the running site at its address', async () => {
    expect(await readLiveSite({ remoteRoot, env: { JOURNAL_LIVE_SITE: site } })).toEqual({
      source: `${site}/mf-manifest.json`,
      sharedVersion: '1.1.0',
      contractVersion: 1,
      sharedExports: shellManifest.metaData.journal.sharedExports,
    });
  });

  it("reads the shell's deployed build on disk, by default the repository's shell/dist beside the remote", async () => {
    const repository = mkdtempSync(path.join(os.tmpdir(), 'repository-'));
    mkdirSync(path.join(repository, 'shell', 'dist'), { recursive: true });
    mkdirSync(path.join(repository, 'mfe-thesis'));
    writeFileSync(path.join(repository, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(shellManifest));
    const live = await readLiveSite({ remoteRoot: path.join(repository, 'mfe-thesis'), env: {} });
    expect(live).toMatchObject({ sharedVersion: '1.1.0', contractVersion: 1 });
    expect(live!.source).toBe(path.join(repository, 'shell', 'dist', 'mf-manifest.json'));
  });

  it('refuses to go on when the named site cannot be read, and checks nothing when told "none"', async () => {
    await expect(readLiveSite({ remoteRoot, env: { JOURNAL_LIVE_SITE: `${site}/elsewhere/` } })).rejects.toThrow(
      `cannot read the live site's versions: ${site}/elsewhere/mf-manifest.json answered 404`,
    );
    expect(await readLiveSite({ remoteRoot, env: { JOURNAL_LIVE_SITE: 'none' } })).toBeNull();
    expect(await readLiveSite({ remoteRoot, env: {} })).toBeNull();
  });
});

describe('what the live site would refuse', () => {
  const live = {
    source: 'site',
    sharedVersion: '1.1.0',
    contractVersion: 1,
    sharedExports: shellManifest.metaData.journal.sharedExports,
  };

  it('accepts a build of the same major, made against this version or an earlier one', () => {
    expect(refusals(build('1.0.0', 1, { '@journal/shared/ui': ['Breadcrumb'] }), live)).toEqual([]);
  });

  it('refuses a build against a newer shared core or contract, and one against an older major', () => {
    expect(refusals(build('2.0.0', 1), live)).toEqual([
      'it needs a newer site (@journal/shared/ui: remote requires ^2.0.0 (built against 2.0.0), site has 1.1.0): deploy the shell first',
    ]);
    expect(refusals(build('1.1.0', 2), live)).toEqual([
      'it needs a newer site (contract version: remote 2, site 1): deploy the shell first',
    ]);
    expect(refusals(build('0.9.0', 1), live)[0]).toMatch(/^it was built for an older site/);
  });

  it('refuses a build that imports a name the live shell does not export', () => {
    expect(
      refusals(build('1.1.0', 1, { '@journal/shared/ui': ['Breadcrumb', 'ReadingTime', 'WordCount'] }), live),
    ).toEqual([
      'it imports ReadingTime, WordCount from @journal/shared/ui, which the live shell (@journal/shared 1.1.0) ' +
        'does not export: add them in a new minor of @journal/shared and deploy the shell first',
    ]);
  });
});
