// `npm run package -w shared`: @journal/shared as a package a team's own repository can depend on,
// instead of this monorepo's TypeScript sources. Writes shared/package/ (JavaScript, type declarations,
// the stylesheets) with a package.json whose exports point there; `npm pack ./shared/package` then makes
// the tarball. In this repository every app keeps using the sources (shared/package.json exports
// ./src/*.ts), so nothing here changes how the site builds. The build helpers are not in it: they are
// this build kit, packed on its own (`npm pack ./build-kit`, docs/deployment.md).
//
// The browser entries are bundled together (one Vite library build, shared chunks between entries),
// so module state such as the store and the settings exists once however many entries an app imports.
// The Node server helpers (./server) are not included: they run from source with tsx.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'vite';
import { sharedDir, sharedPackage as source } from './sharedPackage.mjs';

const outDir = path.join(sharedDir, 'package');

/**
 * Export name → source file, for every entry: the browser's, and the two the build kit imports in Node
 * (`/sections`, `/compatibility`), which a packaged copy serves as JavaScript.
 */
const entries = {
  index: 'src/index.ts',
  router: 'src/routing/router.ts',
  ui: 'src/ui/index.ts',
  text: 'src/text/index.ts',
  html: 'src/html/index.ts',
  deferred: 'src/deferred/index.ts',
  citation: 'src/citation/index.ts',
  metadata: 'src/metadata/index.ts',
  scholarly: 'src/metadata/scholarly.ts',
  journal: 'src/journal.ts',
  routes: 'src/routing/routeTable.ts',
  sections: 'src/routing/sections.ts',
  pages: 'src/routing/pages.ts',
  work: 'src/work/index.ts',
  widgets: 'src/widgets/index.ts',
  version: 'src/contract/version.ts',
  compatibility: 'src/contract/compatibility.mjs',
};

// React and friends come from the app (peer dependencies), the other packages from the package's own
// dependencies, installed beside it: neither is bundled into dist/.
const external = [...Object.keys(source.peerDependencies), ...Object.keys(source.dependencies)];
rmSync(outDir, { recursive: true, force: true });

await build({
  root: sharedDir,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: path.join(outDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: {
      entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(sharedDir, file)])),
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

// Declarations: tsc over the same sources, each .d.ts beside the layout of src/.
execFileSync(
  process.execPath,
  [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', path.join(sharedDir, 'tsconfig.package.json')],
  {
    stdio: 'inherit',
  },
);

// The sources import each other with .ts extensions; the declarations name the .d.ts files' .js twins.
for (const entry of readdirSync(path.join(outDir, 'types'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = path.join(entry.parentPath, entry.name);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/(from\s+['"]\.{1,2}\/[^'"]+)\.tsx?(['"])/g, '$1.js$2'));
}

// The stylesheets, the changelog, and the hand-written declarations of the plain JavaScript module
// (tsc emits none for it, and the other declarations import it).
for (const file of [
  'src/styles/theme.css',
  'src/styles/remote.css',
  'CHANGELOG.md',
  'src/contract/compatibility.d.mts',
]) {
  const target = path.join(outDir, file.replace(/^src\/contract\//, 'types/contract/'));
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(sharedDir, file), target);
}

const declarationOf = (file) =>
  `./types/${file
    .replace(/^src\//, '')
    .replace(/\.tsx?$/, '.d.ts')
    .replace(/\.mjs$/, '.d.mts')}`;
const exportsMap = Object.fromEntries(
  Object.entries(entries).map(([name, file]) => [
    name === 'index' ? '.' : `./${name}`,
    { types: declarationOf(file), default: `./dist/${name}.js` },
  ]),
);
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  license: 'MIT',
  type: 'module',
  journal: source.journal,
  exports: {
    ...exportsMap,
    './theme.css': './src/styles/theme.css',
    './remote.css': './src/styles/remote.css',
    './package.json': './package.json',
  },
  files: ['dist', 'types', 'src', 'CHANGELOG.md'],
  dependencies: source.dependencies,
  peerDependencies: source.peerDependencies,
};
writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `@journal/shared ${source.version} packaged in ${outDir}: npm pack ${path.relative(process.cwd(), outDir) || '.'}`,
);
