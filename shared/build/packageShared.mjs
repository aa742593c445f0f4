// `npm run package -w shared`: @journal/shared as a package a team's own repository can depend on,
// instead of this monorepo's TypeScript sources. Writes shared/package/ (JavaScript, type declarations,
// the stylesheets, the build helpers) with a package.json whose exports point there; `npm pack
// ./shared/package` then makes the tarball. In this repository every app keeps using the sources
// (shared/package.json exports ./src/*.ts), so nothing here changes how the site builds.
//
// The browser entries are bundled together (one Vite library build, shared chunks between entries),
// so module state such as the store and the settings exists once however many entries an app imports.
// The Node server helpers (./server) are not included: they run from source with tsx.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(sharedDir, 'package');
const source = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));

/** Export name → source file, for every browser entry. */
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
  work: 'src/work/index.ts',
  version: 'src/contract/version.ts',
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
  [
    path.join(sharedDir, '..', 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    path.join(sharedDir, 'tsconfig.package.json'),
  ],
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

for (const file of ['src/styles/theme.css', 'src/styles/remote.css', 'CHANGELOG.md']) {
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  cpSync(path.join(sharedDir, file), path.join(outDir, file));
}
// Every build helper federation.mjs and journal-release load, with their declarations; not this script nor tests.
mkdirSync(path.join(outDir, 'build'), { recursive: true });
for (const file of readdirSync(path.join(sharedDir, 'build'))) {
  if (!/\.(d\.)?mjs$|\.d\.mts$/.test(file) || file.startsWith('packageShared.')) continue;
  cpSync(path.join(sharedDir, 'build', file), path.join(outDir, 'build', file));
}
// The size and speed plugins federation.mjs applies to every build.
cpSync(path.join(sharedDir, 'build', 'speed'), path.join(outDir, 'build', 'speed'), { recursive: true });
// federation.mjs reads the route table from src/; the packed copy reads it beside the stylesheets.
cpSync(path.join(sharedDir, 'src', 'sections.json'), path.join(outDir, 'src', 'sections.json'));

const declarationOf = (file) => `./types/${file.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')}`;
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
    './federation': { types: './build/federation.d.mts', default: './build/federation.mjs' },
    './theme.css': './src/styles/theme.css',
    './remote.css': './src/styles/remote.css',
    './package.json': './package.json',
  },
  bin: { 'journal-release': './build/journal-release.mjs' },
  files: ['dist', 'types', 'build', 'src', 'CHANGELOG.md'],
  dependencies: source.dependencies,
  peerDependencies: source.peerDependencies,
};
writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `@journal/shared ${source.version} packaged in ${outDir}: npm pack ${path.relative(process.cwd(), outDir) || '.'}`,
);
