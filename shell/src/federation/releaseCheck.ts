import { checkRemoteManifest, sections, type SectionName } from '@journal/shared';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
// The shell's own build-time versions (bundled, like every app's: see shared/src/contract/version.ts).
import { CONTRACT_VERSION, SHARED_VERSION } from '@journal/shared/version';

/**
 * A remote this site cannot run is recognised from its mf-manifest.json, before any of its code runs
 * (docs/deployment.md, "Version rules"): running it anyway gave React error #130 or "K is not a
 * function", reported to readers as a crash or as a connection problem. The section shows its own
 * message instead, and the console names both versions.
 */
export class SectionVersionError extends Error {
  constructor(
    readonly section: SectionName,
    /** `newer-site`: the remote is ahead of this page's shell. `older-site`: the remote was built for an older one. */
    readonly needs: 'newer-site' | 'older-site',
    readonly detail: string,
  ) {
    super(`The ${sections[section].title} section cannot run on this version of the site (${detail}).`);
    this.name = 'SectionVersionError';
  }
}

/** Manifests read for the check, handed to the federation runtime so it does not fetch them again. */
const checkedManifests = new Map<string, string>();

/**
 * Reads the remote's manifest and throws SectionVersionError if this site cannot run it. A manifest
 * that cannot be read is left to the federation runtime, whose failure the section reports as usual.
 */
export async function assertCompatibleRelease(section: SectionName, manifestUrl: string): Promise<void> {
  let text: string;
  try {
    const response = await fetch(manifestUrl);
    if (!response.ok) return;
    text = await response.text();
  } catch {
    return;
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return;
  }
  const verdict = checkRemoteManifest(manifest, { contractVersion: CONTRACT_VERSION, sharedVersion: SHARED_VERSION });
  if (!verdict.compatible) {
    console.error(
      `[section ${section}] not loaded: needs ${verdict.needs === 'newer-site' ? 'a newer' : 'an older'} site; ${verdict.detail}`,
    );
    throw new SectionVersionError(section, verdict.needs, verdict.detail);
  }
  checkedManifests.set(new URL(manifestUrl, window.location.href).href, text);
}

/** The runtime's fetch hook: the manifest just checked is served from memory, once; anything else goes to the network. */
export const reuseCheckedManifest: NonNullable<ModuleFederationRuntimePlugin['fetch']> = (url) => {
  const key = new URL(url, window.location.href).href;
  const text = checkedManifests.get(key);
  if (text === undefined) return undefined;
  checkedManifests.delete(key);
  return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
};
