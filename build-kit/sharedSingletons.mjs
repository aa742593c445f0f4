// Which names of the shell's `@journal/shared` singletons a remote uses, and which the shell provides
// (docs/deployment.md, "What a release checks").
//
// A remote does not bundle these entries: the federation plugin resolves each import of them to a
// stand-in module that reads every name from the shell's module at run time. A name the shell's copy
// lacks is `undefined` there, and the page fails when it calls it ("Something went wrong"), so the
// release step compares the names a remote's modules import from the stand-ins with the names the
// live shell exports, which the shell's build writes into its own mf-manifest.json.
import path from 'node:path';
import { sharedDir, sharedPackage } from './sharedPackage.mjs';

/** The part of the shell's manifest a release reads: `metaData.journal`. */
export function shellJournalMeta({ singletons, sharedExports }) {
  return {
    sharedVersion: sharedPackage.version,
    contractVersion: sharedPackage.journal.contractVersion,
    sharedExports: Object.fromEntries(singletons.map((name) => [name, sharedExports[name] ?? []])),
  };
}

/**
 * The names a module imports from each of `specifiers`, read from its code and parsed program (ESTree):
 * `import { a as b }` gives `a`, `export { a } from` gives `a`, a namespace import or a dynamic import
 * gives `*` (every name may be used), a default import gives nothing (the stand-in always has one).
 */
export function importedNames({ program, code }, specifiers, into = new Map()) {
  const add = (source, name) => {
    if (!specifiers.includes(source)) return;
    if (!into.has(source)) into.set(source, new Set());
    into.get(source).add(name);
  };
  const nameOf = (node) => node?.name ?? node?.value;
  for (const node of program.body) {
    const source = node.source?.value;
    if (typeof source !== 'string') continue;
    if (node.type === 'ImportDeclaration') {
      if (node.specifiers.length === 0) add(source, '*');
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') add(source, nameOf(specifier.imported));
        else if (specifier.type === 'ImportNamespaceSpecifier') add(source, '*');
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) add(source, nameOf(specifier.local));
    } else if (node.type === 'ExportAllDeclaration') {
      add(source, '*');
    }
  }
  // import('@journal/shared') anywhere in the module.
  const dynamic = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of code.matchAll(dynamic)) add(match[1], '*');
  return into;
}

/**
 * The names the remote being built imports from the shell's singletons, from every module of the
 * build except the shared package's own files (those are bundled or shared whole, never stand-ins).
 * Called from a plugin hook (`this` is the plugin context) once the module graph is complete.
 */
export function collectSharedImports(context, specifiers) {
  const found = new Map();
  const packageDir = path.join(sharedDir, path.sep);
  for (const id of context.getModuleIds()) {
    if (id.startsWith(packageDir) || id.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const code = context.getModuleInfo(id)?.code;
    if (!code || !specifiers.some((specifier) => code.includes(specifier))) continue;
    importedNames({ program: context.parse(code), code }, specifiers, found);
  }
  return Object.fromEntries(
    [...found].sort(([a], [b]) => a.localeCompare(b)).map(([source, names]) => [source, [...names].sort()]),
  );
}

/**
 * Shell build: writes the shared and contract versions and every name each singleton exports into the
 * shell's mf-manifest.json (`metaData.journal`), which the site server serves as /mf-manifest.json.
 */
export function publishShellVersions({ singletons }) {
  const sharedExports = {};
  return {
    name: 'journal:shell-versions',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      for (const name of singletons) {
        const target =
          sharedPackage.exports[name === sharedPackage.name ? '.' : `.${name.slice(sharedPackage.name.length)}`];
        // The sources' exports name a file; the packaged package's an object of conditions (packageShared.mjs).
        const file = typeof target === 'string' ? target : target?.default;
        const info = file && this.getModuleInfo(path.join(sharedDir, file));
        if (!info) throw new Error(`the shell's build holds no module for ${name}: its exports cannot be published`);
        sharedExports[name] = [...info.exports].filter((exported) => exported !== 'default').sort();
      }
    },
    // The federation plugin emits the manifest as an asset in its own generateBundle; this runs after it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['mf-manifest.json'];
        if (asset?.type !== 'asset') throw new Error("the shell's build emitted no mf-manifest.json");
        const manifest = JSON.parse(String(asset.source));
        manifest.metaData.journal = shellJournalMeta({ singletons, sharedExports });
        asset.source = JSON.stringify(manifest);
      },
    },
  };
}
