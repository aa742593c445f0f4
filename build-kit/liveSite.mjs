// What the live site runs, and what it would refuse (docs/deployment.md, "What a release checks").
//
// The shell's build writes the versions it was built with and every name its `@journal/shared`
// singletons export into its mf-manifest.json (`metaData.journal`, sharedSingletons.mjs); the site
// server serves that file as /mf-manifest.json. A release reads it from the running site
// (JOURNAL_LIVE_SITE=https://…) or from the shell's deployed build on disk (JOURNAL_LIVE_SITE=/path,
// by default the repository's shell/dist beside the remote) and refuses a build the shell would
// refuse, before any reader can load it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkRemoteManifest } from '@journal/shared/compatibility';

export const LIVE_SITE_VARIABLE = 'JOURNAL_LIVE_SITE';
const FETCH_TIMEOUT_MS = 10_000;

/** Where the live site's shell manifest is read from, or null when there is nothing to check against. */
export function liveSiteSource({ remoteRoot, env = process.env }) {
  const value = env[LIVE_SITE_VARIABLE]?.trim();
  if (value === 'none') return null;
  if (value) {
    if (/^https?:\/\//i.test(value)) return new URL('mf-manifest.json', value.endsWith('/') ? value : `${value}/`).href;
    const resolved = path.resolve(value);
    return existsSync(resolved) && statSync(resolved).isDirectory()
      ? path.join(resolved, 'mf-manifest.json')
      : resolved;
  }
  // In this repository `npm run build` builds the shell before the remotes, next to them.
  const repositoryShell = path.resolve(remoteRoot, '..', 'shell', 'dist', 'mf-manifest.json');
  return existsSync(repositoryShell) ? repositoryShell : null;
}

/**
 * The live shell's versions and exports: `{ source, sharedVersion, contractVersion, sharedExports }`,
 * or null when there is nothing to check against. Throws with the reason when the source is named
 * but cannot be read: an unchecked release is a choice (JOURNAL_LIVE_SITE=none), never an accident.
 */
export async function readLiveSite({ remoteRoot, env = process.env }) {
  const source = liveSiteSource({ remoteRoot, env });
  if (!source) return null;
  let text;
  if (/^https?:/.test(source)) {
    let response;
    try {
      response = await fetch(source, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new Error(`cannot read the live site's versions from ${source}: ${error?.cause?.message ?? error.message}`);
    }
    if (!response.ok) throw new Error(`cannot read the live site's versions: ${source} answered ${response.status}`);
    text = await response.text();
  } else {
    if (!existsSync(source)) throw new Error(`cannot read the live site's versions: no ${source}`);
    text = readFileSync(source, 'utf8');
  }
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new Error(`cannot read the live site's versions: ${source} is not JSON`);
  }
  return { source, ...shellVersions(manifest, source) };
}

/** The versions and exports a shell's manifest declares. */
export function shellVersions(manifest, source) {
  const journal = manifest?.metaData?.journal ?? {};
  const sharedEntry = (manifest?.shared ?? []).find((entry) => entry?.name === '@journal/shared');
  const sharedVersion = journal.sharedVersion ?? sharedEntry?.version;
  if (typeof sharedVersion !== 'string')
    throw new Error(`cannot read the live site's versions: ${source} is not the manifest of the site's shell`);
  return {
    sharedVersion,
    contractVersion: typeof journal.contractVersion === 'number' ? journal.contractVersion : undefined,
    sharedExports: journal.sharedExports ?? undefined,
  };
}

/**
 * Why the live site would refuse a build (its own mf-manifest.json), as sentences; empty when it runs it.
 * The same verdict the shell reaches in the browser (compatibility.mjs), plus every name the build
 * imports from a shared singleton that the live shell does not export.
 */
export function refusals(buildManifest, live) {
  const journal = buildManifest?.metaData?.journal ?? {};
  const reasons = [];
  const verdict = checkRemoteManifest(buildManifest, {
    // A shell that does not publish its contract version cannot be checked on it.
    contractVersion: live.contractVersion ?? journal.contractVersion,
    sharedVersion: live.sharedVersion,
  });
  if (!verdict.compatible) {
    reasons.push(
      verdict.needs === 'newer-site'
        ? `it needs a newer site (${verdict.detail}): deploy the shell first`
        : `it was built for an older site (${verdict.detail}): rebuild it against the site's @journal/shared`,
    );
  }
  for (const [specifier, names] of Object.entries(journal.sharedImports ?? {})) {
    const provided = live.sharedExports?.[specifier];
    if (!provided) continue;
    const missing = names.filter((name) => name !== '*' && !provided.includes(name));
    if (missing.length > 0)
      reasons.push(
        `it imports ${missing.join(', ')} from ${specifier}, which the live shell (@journal/shared ` +
          `${live.sharedVersion}) does not export: add ${missing.length > 1 ? 'them' : 'it'} in a new minor of ` +
          '@journal/shared and deploy the shell first',
      );
  }
  return reasons;
}
