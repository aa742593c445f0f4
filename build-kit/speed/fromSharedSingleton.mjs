// A remote's build takes the modules the shell's `@journal/shared` singleton already holds (the
// journal's particulars, the licence table) from that singleton instead of bundling a second copy
// (README.md beside this file).
// The stateless entries a remote bundles (`/text`, `/metadata`, `/citation`) import these files by
// their path; the federation plugin leaves an import between two files of the shared package as it is
// (the importer belongs to the package being shared), so each remote's `common` chunk would carry a
// copy of what the shell's singleton already exports under the same names. Here such an import
// resolves to a module of this plugin's own that re-exports the singleton's; its import of
// `@journal/shared` comes from outside the package, so the federation plugin serves it from the shared
// scope like any import of a remote's own code.
// Remote builds only: in the shell's build these files are the singleton's own modules.
import path from 'node:path';
import { sharedDir } from '../sharedPackage.mjs';

/**
 * Each file and the names the singleton (`shared/src/index.ts`) exports of it: the remotes may import only those.
 * A packaged shared package has no such files (its entries are bundled), so nothing matches there.
 */
const SINGLETON_MODULES = [
  { file: 'src/journal.ts', names: ['journal', 'journalDescriptor', 'issuePageTitle', 'siteTitle'] },
  { file: 'src/licence.ts', names: ['licenceOf'] },
].map(({ file, names }) => ({
  path: path.join(sharedDir, file),
  id: `\0journal:from-shared-singleton:${file}`,
  source: `export { ${names.join(', ')} } from '@journal/shared';\n`,
}));
/** An import that may name one of them (`../journal.ts`, `./licence`): only these are resolved to check. */
const baseNames = SINGLETON_MODULES.map((module) => path.basename(module.path, '.ts'));
const CANDIDATE = new RegExp(`(?:^|/)(${baseNames.join('|')})(?:\\.ts)?$`);

export function modulesFromSharedSingleton() {
  return {
    name: 'journal:modules-from-shared-singleton',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith('\0journal:from-shared-singleton') || !CANDIDATE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return SINGLETON_MODULES.find((module) => module.path === resolved?.id)?.id ?? null;
    },
    load(id) {
      return SINGLETON_MODULES.find((module) => module.id === id)?.source ?? null;
    },
  };
}
