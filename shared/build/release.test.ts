// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentBuild, listBuilds, pruneBuilds, publishBuild, remoteRelease, rollback } from './release.mjs';

/** A dist folder holding kept builds as the release plugin leaves them. */
function distWith(ids: string[]) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  ids.forEach((id, index) => {
    const build = path.join(dist, 'builds', id);
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(path.join(build, 'remoteEntry.js'), `// entry of ${id}`);
    writeFileSync(path.join(build, 'assets', `routes-${id}.js`), `// routes of ${id}`);
    const manifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
        publicPath: 'auto',
        journal: { buildId: id, builtAt: `2026-11-23T09:0${index}:00.000Z`, sharedVersion: '1.1.0' },
      },
      shared: [],
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

describe('pruning', () => {
  it('removes the oldest builds beyond the limit, never the current one', () => {
    const dist = distWith(['a1', 'b2', 'c3', 'd4']);
    publishBuild(dist, 'a1');
    pruneBuilds(dist, 2);
    expect(listBuilds(dist).map((build: { id: string }) => build.id)).toEqual(['a1', 'd4']);
  });
});

describe('the release step of a failed build', () => {
  /** The plugin's hooks, called as Vite calls them, on a build folder with nothing written in it. */
  function releaseOfEmptyBuild() {
    const root = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    const plugin = remoteRelease({ section: 'thesis', baselinePaths: [], contractVersion: 1, sharedVersion: '1.0.0' });
    plugin.configResolved({ root, build: { outDir: 'dist/.next' } });
    return { plugin, close: () => plugin.closeBundle.handler(undefined) };
  }

  it('lets an error while writing the chunks be the one reported, and publishes nothing', () => {
    const { plugin, close } = releaseOfEmptyBuild();
    plugin.renderError(new Error('disk full'));
    expect(close).not.toThrow();
  });

  it('checks the next rebuild again after a failed one (vite build --watch)', () => {
    const { plugin, close } = releaseOfEmptyBuild();
    plugin.renderError(new Error('disk full'));
    plugin.renderStart();
    expect(close).toThrow(/the build wrote no .*mf-manifest\.json/);
  });

  it('names the missing manifest when the build itself reported no error', () => {
    const { close } = releaseOfEmptyBuild();
    expect(close).toThrow(/the build wrote no .*mf-manifest\.json/);
  });
});
