// Build-time helpers every app's vite.config.ts uses (`@journal/build-kit/federation`), so the federation
// set-up exists once. Plain JavaScript on purpose: Vite loads config files with Node, and Node 20 cannot
// import TypeScript from a workspace package.
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { devHarnessHtml } from './devHarnessHtml.mjs';
import { sections } from './sections.mjs';
import { remoteRelease, STAGING_DIR } from './release.mjs';
import { hostChunks, hostSpeedPlugins, remoteChunks, remoteSpeedPlugins } from './speed/index.mjs';
import { publishShellVersions } from './sharedSingletons.mjs';
import { sharedDir, sharedPackage } from './sharedPackage.mjs';

/**
 * The one federation `shared` config, used by the host and every remote. Everything that holds
 * module-level state (React's dispatcher, the router context, the Redux store and its context, the
 * shared package's root reducer and settings) must exist once per page, so all of it is a singleton.
 * The trailing-slash keys share subpath imports such as react/jsx-runtime and react-dom/client.
 *
 * react-router, react-redux and Redux Toolkit are NOT shared as packages: a shared module is shared
 * whole (no tree shaking across the federation boundary), which cost 84 KB compressed on every first
 * load for the few functions the site calls. Apps reach them through the shared package instead:
 * routing through `@journal/shared/router` (its own singleton), the store tools through
 * `@journal/shared`. Each is built into the shell tree-shaken to what it re-exports, and since every app
 * imports them from there, the router and store contexts still exist once.
 * `@journal/shared/ui` (the UI kit) is shared because its links need the one router: the plugin never
 * proxies an import from a file of the shared package to that same package, so a remote bundling the
 * kit would bundle react-router with it. The other entries, `/text`, `/citation`, `/metadata`, import
 * nothing with state and are not shared: each app bundles the parts it uses (tree-shaken).
 * The lint rules in eslint.config.js check both (docs/contributing.md).
 */
export function sharedDependencies({ hostProvided = false } = {}) {
  const peer = sharedPackage.peerDependencies;
  // A remote only ever runs inside the shell, which provides every shared module: with
  // `import: false` the remote's build carries no fallback copy of its own (docs/architecture.md: one React).
  // The shell's own copies are `eager`: every page needs all of them at start, and eager shares come in
  // one chunk (loadShare-eager) instead of a wrapper chunk each, which cost 11 KB on a first load in
  // files and headers (speed/README.md).
  const singleton = (version) =>
    hostProvided
      ? { singleton: true, requiredVersion: version, import: false }
      : { singleton: true, requiredVersion: version, eager: true };
  // The shared package's own entries ask for `^` the version this app is built against: any later
  // minor of the same major provides everything it uses (docs/deployment.md, "Version rules").
  const journalShared = { ...singleton(`^${sharedPackage.version}`), version: sharedPackage.version };
  return {
    react: singleton(peer.react),
    'react/': singleton(peer.react),
    'react-dom': singleton(peer['react-dom']),
    'react-dom/': singleton(peer['react-dom']),
    [sharedPackage.name]: journalShared,
    [`${sharedPackage.name}/router`]: journalShared,
    [`${sharedPackage.name}/ui`]: journalShared,
  };
}

/** The shared package's own singletons (`@journal/shared`, `/router`, `/ui`): what remotes import from the shell. */
function journalSingletons() {
  return Object.keys(sharedDependencies()).filter((name) => name.startsWith(sharedPackage.name));
}

/** The plugins every app's build starts with (and the bench's monolith, bench/monolith/vite.config.mjs). */
export function appPlugins() {
  return [react(), tailwindcss()];
}

/** Options both host and remotes need: see docs/architecture.md for why each is set. */
const commonFederation = {
  // The types plugin downloads archives at build time and slows CI; contracts live in the shared package.
  dts: false,
  manifest: true,
};

/** Also the bench's monolith build (bench/monolith/vite.config.mjs), so both resolve the libraries alike. */
export const sharedAliases = {
  // Make every import of the shared package resolve to the same file, inside or outside node_modules.
  dedupe: [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'react-redux',
    '@reduxjs/toolkit',
    'redux',
    'axios',
    sharedPackage.name,
  ],
};

/**
 * Vite config of a section remote: `export default defineRemoteConfig('archives')`.
 * Federation is applied to the build only. The dev harness renders the remote's pages directly
 * (it is the only app on its page, so there is nothing to share with), which avoids the plugin's
 * dev-mode share initialisation entirely (without a host, shared modules such as Redux Toolkit came
 * back empty: "createSlice is not a function").
 */
export function defineRemoteConfig(section) {
  const meta = sections[section];
  if (!meta) throw new Error(`Unknown section "${section}"; known: ${Object.keys(sections).join(', ')}`);
  // The harness's port moves with JOURNAL_PORT_OFFSET like every other port (scripts/services.mjs),
  // so it never collides with a running site on the same machine.
  const port = meta.port + Number(process.env.JOURNAL_PORT_OFFSET ?? 0);
  return ({ command }) => ({
    base: './',
    plugins: [
      ...appPlugins(),
      ...(command === 'build' ? remoteSpeedPlugins() : []),
      command === 'build' &&
        federation({
          ...commonFederation,
          name: meta.remote,
          filename: 'remoteEntry.js',
          exposes: { './routes': './src/routes.tsx' },
          shared: sharedDependencies({ hostProvided: true }),
          // The runtime core comes from the shell (provideExternalRuntime), not a copy per remote.
          experiments: { externalRuntime: true },
        }),
      command === 'build' &&
        remoteRelease({
          section,
          baselinePaths: meta.paths,
          contractVersion: sharedPackage.journal.contractVersion,
          sharedVersion: sharedPackage.version,
          singletons: journalSingletons(),
        }),
      devHarnessHtml({ title: `${meta.title} (dev harness)`, entry: '/src/dev.tsx' }),
    ],
    resolve: sharedAliases,
    server: {
      port,
      strictPort: true,
      origin: `http://localhost:${port}`,
      // The harness talks to the local API the way the site server does: /api/* and /files/*.
      proxy: apiProxy(process.env.API_URL ?? `http://localhost:${8787 + Number(process.env.JOURNAL_PORT_OFFSET ?? 0)}`),
    },
    preview: { port, strictPort: true },
    // A remote has no page of its own: the federation plugin adds remoteEntry.js as the only entry.
    // Written to dist/.next, then moved into dist/builds/<id> and published (release.mjs): earlier
    // builds stay where pages that loaded them expect them.
    build: {
      target: 'es2022',
      outDir: `dist/${STAGING_DIR}`,
      emptyOutDir: true,
      rolldownOptions: { input: {}, output: remoteChunks },
    },
    test: testConfig(),
  });
}

function apiProxy(target) {
  return {
    '/api': { target, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') },
    '/files': { target, changeOrigin: true },
  };
}

/** Vite config of the shell: a federation host with no remotes in its build (they come from /remotes.json). */
export function defineHostConfig() {
  return {
    plugins: [
      ...appPlugins(),
      federation({
        ...commonFederation,
        name: 'shell',
        remotes: {},
        shared: sharedDependencies(),
        // Publishes the federation runtime core for the remotes (they are built with externalRuntime).
        experiments: { provideExternalRuntime: true },
      }),
      ...hostSpeedPlugins(),
      publishShellVersions({ singletons: journalSingletons() }),
    ],
    resolve: sharedAliases,
    // Not emptied: a site server still running on the previous index.html (it reads it once, at start)
    // keeps finding the hashed files it names while the new build is written (docs/deployment.md).
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: false,
      rolldownOptions: { output: hostChunks },
    },
    test: testConfig(),
  };
}

/** Vitest settings shared by every browser package (component tests in jsdom, tests beside the code). */
export function testConfig() {
  return {
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(sharedDir, 'src', 'test', 'setup.ts')],
    css: false,
    // The files of a package share loaded modules: importing React and the UI kit once per worker rather than
    // once per file is most of what these files cost (docs/contributing.md, "How long npm test takes"). A test
    // leaves no state behind: every render gets its own store and router.
    isolate: false,
    // A jsdom test that types into a form with user-event takes 1 to 2 s alone and over 5 s (Vitest's default
    // limit) when every project runs at once on two cores. Speed is measured by the bench, not here
    // (docs/performance.md), so the limit only has to catch a test that hangs.
    testTimeout: 20_000,
  };
}

export { sections };
