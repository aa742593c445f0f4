// Atomic releases of a remote's static files (docs/deployment.md, "Atomic deploys").
//
// A remote's dist/ holds every build it kept, each under its own id, and two pointer files:
//
//   dist/builds/<build id>/   everything one build wrote: remoteEntry.js, assets/, its own
//                             mf-manifest.json (versions and build id in metaData.journal), routes.json
//   dist/routes.json          the pages of the current build
//   dist/mf-manifest.json     the current build's manifest, with paths into builds/<build id>/
//
// A build is written to dist/.next, moved whole into builds/<id>, and only then are the pointers
// replaced (write to a temporary file, rename: a reader gets the old file or the new one, never half).
// Old builds stay, so a page that read the previous manifest still finds every file it names; a
// rollback is publishing a previous build's pointers again. Plain JavaScript: Vite's config loader and
// the `journal-release` command run it with Node alone.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readLiveSite, refusals } from './liveSite.mjs';
import { collectSharedImports } from './sharedSingletons.mjs';

export const STAGING_DIR = '.next';
export const BUILDS_DIR = 'builds';
const KEEP_BUILDS_DEFAULT = 10;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Writes a file so that readers see the old content or the new, never a partial one. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** `20261123T091502Z-1a2b3c4d`: sortable by time, and the hash tells two builds of the same second apart. */
function newBuildId(manifestText) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${createHash('sha256').update(manifestText).digest('hex').slice(0, 8)}`;
}

/**
 * The pages a remote publishes: the section's paths in the route table of the shared package it was
 * built against, then the pages its team added in its own `src/pages.json` (with the title and
 * description the site server puts into the first HTML). See docs/deployment.md, "Adding a page".
 */
export function publishedPages({ section, baselinePaths, remoteRoot }) {
  const pages = baselinePaths.map((pagePath) => ({ path: pagePath }));
  const ownFile = path.join(remoteRoot, 'src', 'pages.json');
  if (existsSync(ownFile)) {
    const own = readJson(ownFile);
    if (!Array.isArray(own.pages)) throw new Error(`${ownFile}: expected { "pages": [...] }`);
    for (const page of own.pages) {
      if (typeof page?.path !== 'string' || typeof page.title !== 'string' || typeof page.description !== 'string') {
        throw new Error(`${ownFile}: every page needs "path", "title" and "description" (strings)`);
      }
      // The site server writes every title as "<page> | <journal name>" (docs/contributing.md): a
      // title that brings its own suffix would read twice.
      if (page.title.includes(' | ')) {
        throw new Error(
          `${ownFile}: "${page.title}": give the page's own name; the site adds " | " and the journal's name`,
        );
      }
      if (pages.some((known) => known.path.toLowerCase() === page.path.toLowerCase())) continue;
      pages.push({
        path: page.path,
        title: page.title,
        description: page.description,
        sitemap: page.sitemap !== false,
      });
    }
  }
  return { section, pages };
}

/**
 * Vite plugin of every remote's build: adds the versions, the names it imports from the shell's
 * shared singletons and the build id to the manifest, writes routes.json, checks the build against
 * the live site (liveSite.mjs: a build it would refuse is not published and stays in dist/.next),
 * moves it into builds/<id> and publishes it.
 */
export function remoteRelease({ section, baselinePaths, contractVersion, sharedVersion, singletons = [] }) {
  let outDir;
  let root;
  let sharedImports = {};
  // An error while the chunks are written (renderChunk, generateBundle, writeBundle) still closes the
  // bundle, and closeBundle then gets no error: without this flag the missing manifest would be
  // reported instead of the error that caused it.
  let outputFailed = false;
  return {
    name: 'journal:remote-release',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Under `vite build --watch` (npm run dev) the same plugin sees every rebuild: each starts clean.
    renderStart() {
      outputFailed = false;
    },
    renderError() {
      outputFailed = true;
    },
    // Once every module is loaded and transformed: the names read from the stand-ins of the shell's singletons.
    buildEnd(error) {
      if (!error) sharedImports = collectSharedImports(this, singletons);
    },
    // After every file is written (the federation plugin writes mf-manifest.json in its own writeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        // A failed build also closes its bundle: publish nothing, and let the build's own error be the one reported.
        if (error || outputFailed) return;
        const manifestFile = path.join(outDir, 'mf-manifest.json');
        if (!existsSync(manifestFile))
          throw new Error(`${section}: the build wrote no ${manifestFile}; nothing was published (docs/deployment.md)`);
        const manifestText = readFileSync(manifestFile, 'utf8');
        const buildId = process.env.JOURNAL_BUILD_ID || newBuildId(manifestText);
        const manifest = JSON.parse(manifestText);
        manifest.metaData.journal = {
          section,
          buildId,
          builtAt: new Date().toISOString(),
          contractVersion,
          sharedVersion,
          sharedImports,
        };
        writeFileSync(manifestFile, JSON.stringify(manifest));
        writeFileSync(
          path.join(outDir, 'routes.json'),
          JSON.stringify({ ...publishedPages({ section, baselinePaths, remoteRoot: root }), buildId }),
        );
        const live = await readLiveSite({ remoteRoot: root });
        const logger = this.environment?.logger ?? { info: console.log, warn: console.warn };
        if (live) {
          const reasons = refusals(manifest, live);
          if (reasons.length > 0)
            throw new Error(
              `${section}: build ${buildId} not published, the live site (${live.source}) would refuse it: ` +
                `${reasons.join('; ')}. Nothing changed for readers (docs/deployment.md, "What a release checks").`,
            );
        } else {
          logger.warn(`${section}: build ${buildId} not checked against a live site (set JOURNAL_LIVE_SITE)`);
        }
        const distDir = path.dirname(outDir);
        const buildDir = path.join(distDir, BUILDS_DIR, buildId);
        if (existsSync(buildDir))
          throw new Error(`build ${buildId} already exists in ${distDir}: set another JOURNAL_BUILD_ID`);
        mkdirSync(path.dirname(buildDir), { recursive: true });
        renameSync(outDir, buildDir);
        publishBuild(distDir, buildId);
        pruneBuilds(distDir, Number(process.env.JOURNAL_KEEP_BUILDS || KEEP_BUILDS_DEFAULT));
        logger.info(`release ${buildId} published in ${distDir}${live ? `, checked against ${live.source}` : ''}`);
      },
    },
  };
}

/** A build's manifest as seen from dist/: the entry and every asset prefixed with builds/<id>/. */
export function pointerManifest(manifest, buildId) {
  const prefix = `${BUILDS_DIR}/${buildId}/`;
  const prefixAll = (files) => (Array.isArray(files) ? files.map((file) => prefix + file) : files);
  const prefixAssets = (assets) =>
    assets && {
      js: { async: prefixAll(assets.js?.async ?? []), sync: prefixAll(assets.js?.sync ?? []) },
      css: { async: prefixAll(assets.css?.async ?? []), sync: prefixAll(assets.css?.sync ?? []) },
    };
  const entryPath = (entry) => entry && { ...entry, path: `${prefix}${entry.path ?? ''}`.replace(/\/+$/, '') };
  return {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      remoteEntry: entryPath(manifest.metaData.remoteEntry),
      ssrRemoteEntry: entryPath(manifest.metaData.ssrRemoteEntry),
    },
    shared: (manifest.shared ?? []).map((entry) => ({ ...entry, assets: prefixAssets(entry.assets) })),
    exposes: (manifest.exposes ?? []).map((expose) => ({ ...expose, assets: prefixAssets(expose.assets) })),
  };
}

/** Makes `buildId` the current build: routes.json first, the manifest (what the shell reads) last. */
export function publishBuild(distDir, buildId) {
  const buildDir = path.join(distDir, BUILDS_DIR, buildId);
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) throw new Error(`no build ${buildId} in ${distDir}`);
  writeAtomically(path.join(distDir, 'routes.json'), readFileSync(path.join(buildDir, 'routes.json'), 'utf8'));
  writeAtomically(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify(pointerManifest(readJson(path.join(buildDir, 'mf-manifest.json')), buildId)),
  );
}

/** Every kept build, oldest first, with which one is current. */
export function listBuilds(distDir) {
  const buildsDir = path.join(distDir, BUILDS_DIR);
  const current = currentBuild(distDir);
  if (!existsSync(buildsDir)) return [];
  return readdirSync(buildsDir)
    .filter((id) => existsSync(path.join(buildsDir, id, 'mf-manifest.json')))
    .map((id) => {
      const journal = readJson(path.join(buildsDir, id, 'mf-manifest.json')).metaData?.journal ?? {};
      return {
        id,
        builtAt: journal.builtAt ?? statSync(path.join(buildsDir, id)).mtime.toISOString(),
        sharedVersion: journal.sharedVersion,
        contractVersion: journal.contractVersion,
        current: id === current,
      };
    })
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt) || a.id.localeCompare(b.id));
}

export function currentBuild(distDir) {
  const pointer = path.join(distDir, 'mf-manifest.json');
  return existsSync(pointer) ? (readJson(pointer).metaData?.journal?.buildId ?? null) : null;
}

/** Why the live site would refuse a kept build; empty when it runs it or there is no live site to ask. */
export function buildRefusals(distDir, buildId, live) {
  const manifestFile = path.join(distDir, BUILDS_DIR, buildId, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no build ${buildId} in ${distDir}`);
  return live ? refusals(readJson(manifestFile), live) : [];
}

/** Publishes a kept build unless the live site would refuse it (then throws with the reasons). */
export function publishCompatible(distDir, buildId, live) {
  const reasons = buildRefusals(distDir, buildId, live);
  if (reasons.length > 0)
    throw new Error(
      `build ${buildId} not published, the live site (${live.source}) would refuse it: ${reasons.join('; ')}`,
    );
  publishBuild(distDir, buildId);
}

/**
 * Publishes `buildId`, or without it the newest build older than the current one that the live site
 * runs (`live`, from readLiveSite; null: no site to ask, the one before the current). Returns the id published.
 */
export function rollback(distDir, buildId, live = null) {
  if (buildId) {
    publishCompatible(distDir, buildId, live);
    return buildId;
  }
  const builds = listBuilds(distDir);
  const index = builds.findIndex((build) => build.current);
  if (index <= 0) throw new Error('there is no build before the current one to roll back to');
  const skipped = [];
  for (const build of builds.slice(0, index).reverse()) {
    const reasons = buildRefusals(distDir, build.id, live);
    if (reasons.length === 0) {
      publishBuild(distDir, build.id);
      return build.id;
    }
    skipped.push(`${build.id}: ${reasons.join('; ')}`);
  }
  throw new Error(
    `no build before the current one runs on the live site (${live.source}); nothing changed. ${skipped.join(' | ')}`,
  );
}

/** Removes the oldest builds beyond `keep`; never the current one. */
export function pruneBuilds(distDir, keep) {
  const builds = listBuilds(distDir);
  const removable = builds.filter((build) => !build.current);
  for (const build of removable.slice(0, Math.max(0, builds.length - keep))) {
    rmSync(path.join(distDir, BUILDS_DIR, build.id), { recursive: true, force: true });
  }
}
