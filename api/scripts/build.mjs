// `npm run build -w api`: the API as plain JavaScript in api/dist, which `npm run serve` / `npm start` run
// (`node dist/main.mjs`). A killed API must answer again quickly, and loading the TypeScript source through
// tsx's loader and compiling every route's schemas cost seconds at each start on a loaded machine
// (docs/api.md, "Start-up"). So this
//   1. writes the routes' validators and serialisers once (src/cli/precompileSchemas.ts, Fastify's standalone
//      mode) to .build/schemas.cjs;
//   2. bundles with esbuild the source, its packages and those schemas (one file read instead of hundreds of
//      module resolutions, and the schemas share the bundle's copy of fast-json-stringify and Ajv):
//        main.mjs       the entry: config, database, seed check, the cluster primary
//        app-*.mjs      Fastify and the routes, split off because only the serving processes import them
//        schemas.mjs    the precompiled validators and serialisers, loaded by the serving processes
//        pdfWorker.mjs  the PDF typesetting thread (pdf-lib, fontkit), loaded on a PDF's first request only
// better-sqlite3 stays outside (a native module with its compiled binding). `npm run dev`, the tests and the
// CLIs keep running the TypeScript source through tsx.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');
// Inside the package, so that the generated code's require() calls resolve as the source's imports do.
const workDir = path.join(apiDir, '.build');
const started = performance.now();

rmSync(outdir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/precompileSchemas.ts', path.join(workDir, 'schemas.cjs')], {
  cwd: apiDir,
  stdio: 'inherit',
});
await build({
  absWorkingDir: apiDir,
  entryPoints: { main: 'src/main.ts', schemas: '.build/schemas.cjs', pdfWorker: 'src/files/pdfWorkerThread.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['better-sqlite3'],
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Not enabled at run time (parsing the maps would slow the start); `node --enable-source-maps dist/main.mjs`
  // shows TypeScript lines in a stack trace.
  sourcemap: 'linked',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
rmSync(workDir, { recursive: true, force: true });
console.log(`@journal/api: built dist/ in ${Math.round(performance.now() - started)} ms`);
