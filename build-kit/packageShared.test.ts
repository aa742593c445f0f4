// @vitest-environment node
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const buildKitDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(buildKitDir, '..');
const sharedDir = path.join(root, 'shared');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
interface Manifest {
  version: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
const sharedPackage = readManifest(sharedDir);
const buildKitPackage = readManifest(buildKitDir);
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
/** The version this repository installs, so the team's project gets the same one. */
const locked = (name: string) => lockfile.packages[`node_modules/${name}`]!.version!;

// Outside the repository: nothing resolves from this monorepo's node_modules or sources.
const work = mkdtempSync(path.join(os.tmpdir(), 'shared-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A section remote as a team would write it in its own repository. */
const remoteFiles: Record<string, string> = {
  'vite.config.mjs':
    "import { defineRemoteConfig } from '@journal/build-kit/federation';\n\nexport default defineRemoteConfig('thesis');\n",
  'src/routes.tsx': [
    "import type { SectionRoute } from '@journal/shared';",
    "import { Breadcrumb } from '@journal/shared/ui';",
    "import { slugify } from '@journal/shared/text';",
    "import { CONTRACT_VERSION } from '@journal/shared/version';",
    '',
    'export const contractVersion = CONTRACT_VERSION;',
    "export const section = 'thesis' as const;",
    '',
    'function ReadingListPage() {',
    "  return <Breadcrumb trail={[{ label: 'Thesis', href: '/thesis' }]} current={slugify('Reading List')} />;",
    '}',
    '',
    "export const routes: SectionRoute[] = [{ path: 'thesis/reading-list', Component: ReadingListPage }];",
    '',
  ].join('\n'),
  'src/pages.json': JSON.stringify({
    pages: [{ path: 'thesis/reading-list', title: 'Reading List', description: 'What to read before you submit.' }],
  }),
};

/** `npm pack` of a folder into the work folder: the tarball's name and the files it holds. */
function pack(folder: string): { filename: string; files: string[] } {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', folder, '--json', '--pack-destination', work], { cwd: work, encoding: 'utf8' }),
  ) as { filename: string; files: { path: string }[] }[];
  return { filename: packed!.filename, files: packed!.files.map((file) => file.path) };
}

/** A package's peer dependencies at the versions this repository installs, less the ones it can do without. */
function lockedPeers(manifest: Manifest, except: string[] = []): Record<string, string> {
  const needed = Object.keys(manifest.peerDependencies).filter(
    (name) => !except.includes(name) && !manifest.peerDependenciesMeta?.[name]?.optional,
  );
  return Object.fromEntries(needed.map((name) => [name, locked(name)]));
}

describe('the packaged shared core and build kit', () => {
  it('pack to tarballs from which a remote is installed, built and released outside this repository', async () => {
    execFileSync(process.execPath, [path.join(buildKitDir, 'packageShared.mjs')], { cwd: sharedDir, stdio: 'pipe' });
    const shared = pack(path.join(sharedDir, 'package'));
    const buildKit = pack(buildKitDir);
    expect(shared.files).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'types/index.d.ts',
        'dist/text.js',
        'dist/html.js',
        'types/html/index.d.ts',
        // What the build kit imports from it in Node.
        'dist/sections.js',
        'dist/compatibility.js',
        'types/contract/compatibility.d.mts',
        'CHANGELOG.md',
      ]),
    );
    // The browser runtime carries no build tooling, and the build kit no browser code.
    expect(shared.files.filter((file) => file.endsWith('.mjs'))).toEqual([]);
    expect(buildKit.files.filter((file) => file.startsWith('src/'))).toEqual([]);
    // Every helper federation.mjs imports is in the build kit's tarball; its tests and the packaging script are not.
    for (const imported of readFileSync(path.join(buildKitDir, 'federation.mjs'), 'utf8').matchAll(
      /from '\.\/(\S+\.mjs)'/g,
    ))
      expect(buildKit.files).toContain(imported[1]);
    expect(buildKit.files).toEqual(
      expect.arrayContaining(['federation.d.mts', 'speed/index.mjs', 'journal-release.mjs']),
    );
    expect(buildKit.files.filter((file) => file.endsWith('.test.ts') || file.startsWith('packageShared'))).toEqual([]);

    // The team's project: the tarball and the versions of React, Vite and the plugins this repository uses.
    const project = path.join(work, 'remote');
    for (const [file, text] of Object.entries(remoteFiles)) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), text);
    }
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({
        name: 'thesis-remote',
        private: true,
        type: 'module',
        dependencies: { '@journal/shared': `file:../${shared.filename}`, ...lockedPeers(sharedPackage) },
        devDependencies: {
          '@journal/build-kit': `file:../${buildKit.filename}`,
          ...lockedPeers(buildKitPackage, ['@journal/shared']),
        },
      }),
    );
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'],
      {
        cwd: project,
      },
    );
    // npm installed what the package declares it needs at run time.
    const installed = path.join(project, 'node_modules');
    for (const name of Object.keys(sharedPackage.dependencies))
      expect(readFileSync(path.join(installed, name, 'package.json'), 'utf8')).toContain(`"name": "${name}"`);

    await run(process.execPath, [path.join(installed, 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
      cwd: project,
      // The federation plugin stays out of builds it believes are tests (VITEST is set here): this one is real.
      env: { ...process.env, NODE_ENV: 'production', MFE_VITE_NO_TEST_ENV_CHECK: 'true', JOURNAL_LIVE_SITE: 'none' },
    });
    const manifest = JSON.parse(readFileSync(path.join(project, 'dist', 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.journal).toMatchObject({
      section: 'thesis',
      sharedVersion: sharedPackage.version,
      contractVersion: 1,
    });
    // The UI kit is the shell's singleton: the remote reads Breadcrumb from it instead of bundling it.
    expect(manifest.metaData.journal.sharedImports['@journal/shared/ui']).toEqual(['Breadcrumb']);
    expect(manifest.shared.map((entry: { name: string }) => entry.name)).toContain('@journal/shared/ui');
    const routes = JSON.parse(readFileSync(path.join(project, 'dist', 'routes.json'), 'utf8'));
    expect(routes.pages).toContainEqual(
      expect.objectContaining({ path: 'thesis/reading-list', title: 'Reading List' }),
    );
    // The team's release command lists the build it just made.
    const { stdout: listed } = await run(path.join(installed, '.bin', 'journal-release'), ['list'], {
      cwd: project,
      env: { ...process.env, JOURNAL_LIVE_SITE: 'none' },
    });
    expect(listed).toContain(`shared ${sharedPackage.version}  contract 1`);

    // Its entries import in Node with their installed dependencies, and type-check.
    const text = (await import(path.join(installed, '@journal', 'shared', 'dist', 'text.js'))) as {
      slugify: (value: string) => string;
    };
    expect(text.slugify('Graph Neural Networks')).toBe('graph-neural-networks');
    writeFileSync(
      path.join(project, 'consumer.ts'),
      "import { slugify } from '@journal/shared/text';\nexport const slug: string = slugify('Graphs');\n" +
        '// @ts-expect-error slugify takes a string\nslugify(42);\n',
    );
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    // tsc prints its errors on stdout: the assertion shows them when the types do not check.
    const typeCheck = spawnSync(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(typeCheck.stdout + typeCheck.stderr).toBe('');
    expect(typeCheck.status).toBe(0);
  }, 600_000);
});
