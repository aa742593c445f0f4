import type { APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** The entry of a remote's current build, as its manifest names it (e.g. "/builds/<id>/remoteEntry.js"). */
export async function currentEntryPath(request: APIRequestContext, remoteOrigin: string): Promise<string> {
  const manifest = (await (await request.get(`${remoteOrigin}/mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const { path: folder, name } = manifest.metaData.remoteEntry;
  return `/${folder ? `${folder}/` : ''}${name}`;
}

export interface RemoteVariant {
  /** Shared package version to build against (written into the copy's package.json). */
  sharedVersion?: string;
  /** Contract version to build against. */
  contractVersion?: number;
  /** Any other change the team makes to its copies of the shared package and the remote before building. */
  change?: (folders: { shared: string; remote: string }) => void;
  /** Variables of the build's environment (e.g. JOURNAL_LIVE_SITE). */
  env?: Record<string, string>;
  /** A page the section's team adds: listed in its src/pages.json, rendered by a component with this heading. */
  addedPage?: { path: string; title: string; description: string; heading: string };
}

export interface BuiltVariant {
  /** The variant's dist folder (serve it with startRemoteServer's `dist`). */
  dist: string;
  /** The copy of the remote's folder (where `journal-release` runs). */
  remoteDir: string;
  /** Changes the added page's heading and builds again into the same dist (a redeploy). */
  rebuildWithHeading(heading: string): Promise<void>;
  remove(): void;
}

/**
 * A real build of one remote as its team would make it from another checkout: the remote's folder, the
 * shared package and the build kit are copied beside each other (the copies of the two packages linked
 * from the copy's own node_modules, so the remote resolves them first, and the build kit reads the
 * copy of the shared package), changed as asked, and built with Vite. Everything else (React, Vite,
 * plugins) comes from the repository's node_modules, so a build takes seconds.
 */
export async function buildRemoteVariant(section: string, variant: RemoteVariant): Promise<BuiltVariant> {
  const dir = path.join(root, '.variant-builds', `${section}-${process.pid}-${Date.now()}`);
  const shared = path.join(dir, 'shared');
  const remote = path.join(dir, `mfe-${section}`);
  mkdirSync(path.join(dir, 'node_modules', '@journal'), { recursive: true });
  // Linked the way npm links a workspace package: the build sees the copy's real path, outside node_modules.
  symlinkSync('../../shared', path.join(dir, 'node_modules', '@journal', 'shared'));
  symlinkSync('../../build-kit', path.join(dir, 'node_modules', '@journal', 'build-kit'));
  for (const part of ['package.json', 'src'])
    cpSync(path.join(root, 'shared', part), path.join(shared, part), { recursive: true });
  cpSync(path.join(root, 'build-kit'), path.join(dir, 'build-kit'), {
    recursive: true,
    filter: (file) => !file.endsWith('.test.ts') && !file.includes(`${path.sep}node_modules`),
  });
  for (const part of ['package.json', 'vite.config.ts', 'tsconfig.json', 'src'])
    cpSync(path.join(root, `mfe-${section}`, part), path.join(remote, part), { recursive: true });

  // Both tsconfig.json files extend it; without it the remote's modules are never transformed.
  cpSync(path.join(root, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));

  const sharedPackageFile = path.join(shared, 'package.json');
  const sharedPackage = JSON.parse(readFileSync(sharedPackageFile, 'utf8'));
  if (variant.sharedVersion) sharedPackage.version = variant.sharedVersion;
  if (variant.contractVersion !== undefined) sharedPackage.journal.contractVersion = variant.contractVersion;
  writeFileSync(sharedPackageFile, JSON.stringify(sharedPackage, null, 2));

  if (variant.addedPage) addPage(remote, variant.addedPage);
  variant.change?.({ shared, remote });

  const build = () =>
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: remote,
      env: { ...process.env, NODE_ENV: 'production', ...variant.env },
    });
  await build();
  return {
    dist: path.join(remote, 'dist'),
    remoteDir: remote,
    async rebuildWithHeading(heading) {
      writeFileSync(path.join(remote, 'src', 'AddedPage.tsx'), pageComponent(heading));
      await build();
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const pageComponent = (heading: string) => `export function AddedPage() {\n  return <h1>${heading}</h1>;\n}\n`;

/** What a team does to add a page: the page component, its route in routes.tsx, its head in src/pages.json. */
function addPage(remote: string, page: NonNullable<RemoteVariant['addedPage']>) {
  writeFileSync(path.join(remote, 'src', 'AddedPage.tsx'), pageComponent(page.heading));
  const routesFile = path.join(remote, 'src', 'routes.tsx');
  const routes = readFileSync(routesFile, 'utf8')
    .replace("import './styles.css';", "import './styles.css';\nimport { AddedPage } from './AddedPage.tsx';")
    .replace('export const routes = routesOf({', `export const routes = routesOf({\n  '${page.path}': AddedPage,`);
  if (!routes.includes(`'${page.path}': AddedPage,`)) throw new Error(`could not add a route to ${routesFile}`);
  writeFileSync(routesFile, routes);
  writeFileSync(
    path.join(remote, 'src', 'pages.json'),
    JSON.stringify({ pages: [{ path: page.path, title: page.title, description: page.description }] }, null, 2),
  );
}
