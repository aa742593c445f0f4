// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveSite } from './liveSite.mjs';
import {
  currentBuild,
  listBuilds,
  publishCompatible,
  publishedPages,
  pruneBuilds,
  publishBuild,
  remoteRelease,
  rollback,
} from './release.mjs';

interface BuildVersions {
  sharedVersion?: string;
  contractVersion?: number;
  sharedImports?: Record<string, string[]>;
}

/** A dist folder holding kept builds as the release plugin leaves them (versions per id, default 1.1.0 and 1). */
function distWith(ids: string[], versions: Record<string, BuildVersions> = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  ids.forEach((id, index) => {
    const { sharedVersion = '1.1.0', contractVersion = 1, sharedImports = {} } = versions[id] ?? {};
    const build = path.join(dist, 'builds', id);
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(path.join(build, 'remoteEntry.js'), `// entry of ${id}`);
    writeFileSync(path.join(build, 'assets', `routes-${id}.js`), `// routes of ${id}`);
    const manifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
        publicPath: 'auto',
        journal: {
          buildId: id,
          builtAt: `2026-11-23T09:0${index}:00.000Z`,
          sharedVersion,
          contractVersion,
          sharedImports,
        },
      },
      shared: [{ name: '@journal/shared', version: sharedVersion, requiredVersion: `^${sharedVersion}` }],
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: [`assets/routes-${id}.js`], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    };
    writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      path.join(build, 'routes.json'),
      JSON.stringify({ section: 'thesis', pages: [{ path: `thesis/${id}` }], buildId: id }),
    );
  });
  return dist;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('publishing a build', () => {
  it('points the manifest at the build folder and copies its routes', () => {
    const dist = distWith(['a1', 'b2']);
    publishBuild(dist, 'b2');
    const pointer = read(path.join(dist, 'mf-manifest.json'));
    expect(pointer.metaData.remoteEntry.path).toBe('builds/b2');
    expect(pointer.exposes[0].assets.js.sync).toEqual(['builds/b2/assets/routes-b2.js']);
    expect(read(path.join(dist, 'routes.json')).pages).toEqual([{ path: 'thesis/b2' }]);
    // What the pointer names exists, and the older build is still there for pages that loaded it.
    expect(existsSync(path.join(dist, 'builds/b2/remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(dist, 'builds/a1/assets/routes-a1.js'))).toBe(true);
  });

  it('refuses a build that does not exist, leaving the current one published', () => {
    const dist = distWith(['a1']);
    publishBuild(dist, 'a1');
    expect(() => publishBuild(dist, 'zz')).toThrow('no build zz');
    expect(currentBuild(dist)).toBe('a1');
  });
});

describe('rolling back', () => {
  it('publishes the build before the current one, or a named one', () => {
    const dist = distWith(['a1', 'b2', 'c3']);
    publishBuild(dist, 'c3');
    expect(rollback(dist)).toBe('b2');
    expect(currentBuild(dist)).toBe('b2');
    expect(rollback(dist, 'c3')).toBe('c3');
    expect(listBuilds(dist).map((build: { id: string; current: boolean }) => [build.id, build.current])).toEqual([
      ['a1', false],
      ['b2', false],
      ['c3', true],
    ]);
  });

  it('says so when there is nothing older', () => {
    const dist = distWith(['a1']);
    publishBuild(dist, 'a1');
    expect(() => rollback(dist)).toThrow('no build before the current one');
  });
});

/** A live site as readLiveSite reads it from the shell's manifest. */
const liveSite: LiveSite = {
  source: 'https://ijcri.example.org/mf-manifest.json',
  sharedVersion: '1.1.0',
  contractVersion: 1,
  sharedExports: { '@journal/shared/ui': ['Breadcrumb', 'PaperCard'] },
};

describe('rolling back against the live site', () => {
  it('skips older builds the live site would refuse and publishes the newest one it runs', () => {
    const dist = distWith(['a1', 'b2', 'c3', 'd4'], {
      b2: { sharedVersion: '2.0.0' },
      c3: { sharedImports: { '@journal/shared/ui': ['Breadcrumb', 'ReadingTime'] } },
    });
    publishBuild(dist, 'd4');
    expect(rollback(dist, undefined, liveSite)).toBe('a1');
    expect(currentBuild(dist)).toBe('a1');
  });

  it('publishes nothing when no older build runs on the live site, and says why for each', () => {
    const dist = distWith(['a1', 'b2'], { a1: { contractVersion: 2 } });
    publishBuild(dist, 'b2');
    expect(() => rollback(dist, undefined, liveSite)).toThrow(
      /no build before the current one runs on the live site .*a1: .*contract version: remote 2, site 1/,
    );
    expect(currentBuild(dist)).toBe('b2');
  });

  it('refuses a named build the live site would refuse, leaving the current one published', () => {
    const dist = distWith(['a1', 'b2'], { a1: { sharedImports: { '@journal/shared/ui': ['ReadingTime'] } } });
    publishBuild(dist, 'b2');
    expect(() => publishCompatible(dist, 'a1', liveSite)).toThrow(/imports ReadingTime from @journal\/shared\/ui/);
    expect(() => rollback(dist, 'a1', liveSite)).toThrow(/build a1 not published/);
    expect(currentBuild(dist)).toBe('b2');
  });

  it('lists the shared and contract version of every kept build', () => {
    const dist = distWith(['a1', 'b2'], { b2: { sharedVersion: '1.2.0', contractVersion: 2 } });
    expect(
      listBuilds(dist).map((build: { id: string; sharedVersion?: string; contractVersion?: number }) => [
        build.id,
        build.sharedVersion,
        build.contractVersion,
      ]),
    ).toEqual([
      ['a1', '1.1.0', 1],
      ['b2', '1.2.0', 2],
    ]);
  });
});

describe('pruning', () => {
  it('removes the oldest builds beyond the limit, never the current one', () => {
    const dist = distWith(['a1', 'b2', 'c3', 'd4']);
    publishBuild(dist, 'a1');
    pruneBuilds(dist, 2);
    expect(listBuilds(dist).map((build: { id: string }) => build.id)).toEqual(['a1', 'd4']);
  });
});

describe('the release step of a failed build', () => {
  /** The release step's hooks as it defines them, called with only the parts of Vite's arguments they read. */
  interface ReleaseHooks {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    renderStart(): void;
    renderError(error: Error): void;
    closeBundle: { handler(error: Error | undefined): Promise<void> };
  }

  /** The plugin's hooks, called as Vite calls them, on a build folder with nothing written in it. */
  function releaseOfEmptyBuild() {
    const root = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    const plugin = remoteRelease({
      section: 'thesis',
      baselinePaths: [],
      contractVersion: 1,
      sharedVersion: '1.0.0',
    }) as unknown as ReleaseHooks;
    plugin.configResolved({ root, build: { outDir: 'dist/.next' } });
    return { plugin, close: () => plugin.closeBundle.handler(undefined) };
  }

  it('lets an error while writing the chunks be the one reported, and publishes nothing', async () => {
    const { plugin, close } = releaseOfEmptyBuild();
    plugin.renderError(new Error('disk full'));
    await expect(close()).resolves.toBeUndefined();
  });

  it('checks the next rebuild again after a failed one (vite build --watch)', async () => {
    const { plugin, close } = releaseOfEmptyBuild();
    plugin.renderError(new Error('disk full'));
    plugin.renderStart();
    await expect(close()).rejects.toThrow(/the build wrote no .*mf-manifest\.json/);
  });

  it('names the missing manifest when the build itself reported no error', async () => {
    const { close } = releaseOfEmptyBuild();
    await expect(close()).rejects.toThrow(/the build wrote no .*mf-manifest\.json/);
  });
});

describe('the pages a team adds', () => {
  function remoteWithPages(pages: unknown) {
    const remoteRoot = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    mkdirSync(path.join(remoteRoot, 'src'));
    writeFileSync(path.join(remoteRoot, 'src', 'pages.json'), JSON.stringify({ pages }));
    return remoteRoot;
  }

  it('are published after the section paths with their own name as title', () => {
    const remoteRoot = remoteWithPages([
      { path: 'thesis/reading-list', title: 'Reading List', description: 'What to read before you submit.' },
    ]);
    expect(publishedPages({ section: 'thesis', baselinePaths: ['thesis'], remoteRoot }).pages).toEqual([
      { path: 'thesis' },
      {
        path: 'thesis/reading-list',
        title: 'Reading List',
        description: 'What to read before you submit.',
        sitemap: true,
      },
    ]);
  });

  it('refuse a title that brings its own " | " suffix, which the site adds', () => {
    const remoteRoot = remoteWithPages([
      { path: 'thesis/reading-list', title: 'Reading List | IJCRI', description: 'What to read.' },
    ]);
    expect(() => publishedPages({ section: 'thesis', baselinePaths: [], remoteRoot })).toThrow(
      /"Reading List \| IJCRI": give the page's own name/,
    );
  });
});
