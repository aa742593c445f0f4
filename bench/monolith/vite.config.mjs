// The bench's monolith (docs/performance.md, "What the misses come from"): the shell's own source with each
// section's exposed module (mfe-*/src/routes.tsx) imported directly by the shell instead of through
// module federation. Used only by `npm run bench` (bench/monolith.mjs); written to bench/monolith/dist,
// outside every app's dist, so it never ships.
//   npx vite build --config bench/monolith/vite.config.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPlugins, sharedAliases } from '../../build-kit/federation.mjs';
import { hostSpeedPlugins } from '../../build-kit/speed/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../..');
export const monolithDist = path.join(here, 'dist');
const shellRemotes = path.join(repository, 'shell/src/federation/remotes.ts');
const sectionsModule = path.join(here, 'sections.mjs');
const noFederation = path.join(here, 'noFederation.mjs');

/**
 * The two substitutions that turn the composed shell into the monolith: the shell's section loader
 * (federation/remotes.ts) becomes sections.mjs, which imports the remotes' modules directly and takes
 * everything else from the real file; the federation runtime that file imports becomes no-ops.
 */
function importSectionsDirectly() {
  return {
    name: 'bench:import-sections-directly',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === '@module-federation/runtime') return noFederation;
      if (!importer || importer === sectionsModule || !source.endsWith('federation/remotes.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === shellRemotes ? sectionsModule : null;
    },
  };
}

/**
 * A remote's stylesheet scans its own folder for classes (Tailwind's default source is Vite's root,
 * the remote's folder in its own build); here the root is the shell's, so each is pointed at its remote.
 */
function remoteStylesheetSources() {
  return {
    name: 'bench:remote-stylesheet-sources',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/](mfe-[a-z]+)[\\/]src[\\/]styles\.css$/.exec(id);
      if (!match) return null;
      return code.replace('@tailwind utilities;', '@tailwind utilities source("..");');
    },
  };
}

export default {
  root: path.join(repository, 'shell'),
  plugins: [importSectionsDirectly(), remoteStylesheetSources(), ...appPlugins(), ...hostSpeedPlugins()],
  resolve: sharedAliases,
  build: { target: 'es2022', outDir: monolithDist, emptyOutDir: true, manifest: true },
};
