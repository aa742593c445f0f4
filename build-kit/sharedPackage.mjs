// The shared package the apps being built import: `@journal/shared`, a peer dependency of the build kit,
// resolved from here the way Node resolves it (the real folder, behind npm's workspace link). In this
// repository that is shared/ with its TypeScript sources; in a team's project, the installed tarball
// (docs/deployment.md, "The shared core as a package").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const resolveShared = createRequire(import.meta.url).resolve;
const manifestFile = resolveShared('@journal/shared/package.json');

/** The shared package's folder. */
export const sharedDir = path.dirname(manifestFile);

/** Its package.json: name, version, contract version, exports, peer dependencies. */
export const sharedPackage = JSON.parse(readFileSync(manifestFile, 'utf8'));

/**
 * One of the shared package's Node-safe entries (`@journal/shared/sections`): the sources here are
 * TypeScript, which Node 20 cannot import, so they are read through tsx; a packaged copy's are JavaScript.
 */
export async function importShared(specifier) {
  const file = resolveShared(specifier);
  if (!/\.[mc]?tsx?$/.test(file)) return import(pathToFileURL(file).href);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(file).href, import.meta.url);
}
