// A remote's build takes the journal's particulars (src/journal.ts) from the shell's `@journal/shared`
// singleton instead of bundling a second copy (README.md beside this file).
// The stateless entries a remote bundles (`/text`, `/metadata`, `/citation`) import journal.ts by its
// path; the federation plugin leaves an import between two files of the shared package as it is (the
// importer belongs to the package being shared), so each remote's `common` chunk would carry the whole
// object (0.8 KB compressed) that the shell's singleton already holds, exported under the same names.
// Here such an import resolves to a module of this plugin's own that re-exports the singleton's; its
// import of `@journal/shared` comes from outside the package, so the federation plugin serves it from
// the shared scope like any import of a remote's own code.
// Remote builds only: in the shell's build journal.ts is the singleton's own module.
import { fileURLToPath } from 'node:url';

const JOURNAL_MODULE = fileURLToPath(new URL('../../src/journal.ts', import.meta.url));
const FROM_SINGLETON = '\0journal:journal-from-shared-singleton';

export function journalFromSharedSingleton() {
  return {
    name: 'journal:journal-from-shared-singleton',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === FROM_SINGLETON || !/(?:^|\/)journal(?:\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === JOURNAL_MODULE ? FROM_SINGLETON : null;
    },
    load(id) {
      return id === FROM_SINGLETON
        ? "export { journal, journalDescriptor, issuePageTitle, siteTitle } from '@journal/shared';\n"
        : null;
    },
  };
}
