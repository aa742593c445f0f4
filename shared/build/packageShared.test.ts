// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(sharedDir, '..', 'node_modules', 'typescript', 'bin', 'tsc');
const sharedPackage = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { version: string };

describe('the packaged shared core', () => {
  it('packs to a tarball that a project outside this repository imports and type-checks against', () => {
    execFileSync(process.execPath, [path.join(sharedDir, 'build', 'packageShared.mjs')], {
      cwd: sharedDir,
      stdio: 'pipe',
    });
    const work = mkdtempSync(path.join(os.tmpdir(), 'shared-pack-'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', path.join(sharedDir, 'package'), '--json', '--pack-destination', work], {
        cwd: work,
        encoding: 'utf8',
      }),
    ) as { filename: string; files: { path: string }[] }[];
    expect(packed!.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'types/index.d.ts',
        'dist/text.js',
        'build/federation.mjs',
        'build/speed/index.mjs',
        'CHANGELOG.md',
      ]),
    );

    // A team's own project: the tarball unpacked into its node_modules, nothing of this monorepo's sources.
    const installed = path.join(work, 'project', 'node_modules', '@journal', 'shared');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(work, packed!.filename), '-C', installed, '--strip-components=1']);

    const consumer = path.join(work, 'project', 'consumer.ts');
    writeFileSync(
      consumer,
      "import { slugify } from '@journal/shared/text';\nimport { SHARED_VERSION } from " +
        "'@journal/shared/version';\nexport const slug: string = slugify('Graph Neural " +
        "Networks');\nexport const version: string = SHARED_VERSION;\n// @ts-expect-error slugify " +
        'takes a string\nslugify(42);\n',
    );
    writeFileSync(
      path.join(work, 'project', 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    execFileSync(process.execPath, [tsc, '-p', path.join(work, 'project', 'tsconfig.json')], { stdio: 'pipe' });

    return Promise.all([
      import(pathToFileURL(path.join(installed, 'dist', 'text.js')).href),
      import(pathToFileURL(path.join(installed, 'dist', 'version.js')).href),
    ]).then(([text, version]: [{ slugify: (value: string) => string }, { SHARED_VERSION: string }]) => {
      expect(text.slugify('Graph Neural Networks')).toBe('graph-neural-networks');
      expect(version.SHARED_VERSION).toBe(sharedPackage.version);
    });
  }, 180_000);
});
