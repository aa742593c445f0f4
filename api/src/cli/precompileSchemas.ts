import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { recordingCompilers, schemaModuleSource } from '../http/precompiledSchemas.ts';

/**
 * `node --import tsx src/cli/precompileSchemas.ts OUT`, run by `npm run build -w api` (scripts/build.mjs):
 * builds the API on an empty in-memory database, lets Fastify compile every route's validators and
 * serialisers, and writes their code to OUT (a CommonJS module, which the build bundles to dist/schemas.mjs);
 * the built API loads them from there instead of compiling them at each start (docs/api.md, "Start-up").
 */
const out = process.argv[2];
if (!out) {
  console.error('Usage: node --import tsx src/cli/precompileSchemas.ts OUT');
  process.exit(2);
}

const entries = new Map<string, string>();
const app = buildApp({
  dbPath: ':memory:',
  seed: false,
  compilers: recordingCompilers((key, code) => entries.set(key, code)),
});
await app.ready();
await app.close();
writeFileSync(out, schemaModuleSource(entries));
console.log(`@journal/api: ${entries.size} validators and serialisers precompiled to ${out}`);
