// @vitest-environment node
/**
 * The two import rules that keep one router and one store per page now that react-router, react-redux
 * and Redux Toolkit are no longer federation singletons (see shared/build/federation.mjs):
 *   1. app code (shell, remotes, the shared package) imports them only through the shared package's
 *      facades, `@journal/shared/router` and `@journal/shared`; a direct import would build a second
 *      copy into a remote, with its own context ("useHref() may be used only in the context of a <Router>");
 *   2. the entries each app bundles for itself (`/text`, `/citation`, `/metadata`) import nothing of the
 *      shared package's singletons nor those packages, or a remote would bundle copies of them.
 * Tests and test helpers may build a memory router or store from the packages directly (nothing is
 * federated under Vitest).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appFolders = ['shell/src', 'mfe-archives/src', 'mfe-conference/src', 'mfe-thesis/src', 'mfe-info/src', 'shared/src'];
const FACADES = ['shared/src/router.ts', 'shared/src/routing/useCanonicalTitleSlug.ts', 'shared/src/index.ts', 'shared/src/store/'];
const isTestCode = (file: string) => /\.test\.tsx?$|\/test\/|testing\.tsx$|TestKit\.tsx$|renderWithRouter\.tsx$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Value imports and re-exports (not `import type`) of `file`, as their module specifiers. */
export function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
    if (!match[2]) specifiers.push(match[3]!);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm)) specifiers.push(match[1]!);
  return specifiers;
}

const DIRECT = /^(react-router|react-router-dom|react-redux|@reduxjs\/toolkit)(\/|$)/;

describe('imports that keep one router and one store per page', () => {
  it('reads value imports and skips type-only ones', () => {
    const source = "import { Link } from 'react-router';\nimport type { RouteObject } from 'react-router';\nexport { x } from '@journal/shared';\n";
    expect(valueImports(source)).toEqual(['react-router', '@journal/shared']);
  });

  it('app code reaches react-router, react-redux and Redux Toolkit only through the shared package', () => {
    const offenders = appFolders
      .flatMap(sourceFiles)
      .filter((file) => !isTestCode(file) && !FACADES.some((facade) => file.startsWith(facade)))
      .flatMap((file) => valueImports(readFileSync(path.join(root, file), 'utf8')).filter((spec) => DIRECT.test(spec)).map((spec) => `${file}: ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('the entries apps bundle for themselves import no singleton', () => {
    const offenders = ['shared/src/text', 'shared/src/citation', 'shared/src/metadata']
      .flatMap(sourceFiles)
      .filter((file) => !isTestCode(file))
      .flatMap((file) =>
        valueImports(readFileSync(path.join(root, file), 'utf8'))
          .filter((spec) => DIRECT.test(spec) || spec.startsWith('@journal/shared') || /^\.\.\/(store|api|ui|router|runtimeConfig|index)/.test(spec))
          .map((spec) => `${file}: ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});
