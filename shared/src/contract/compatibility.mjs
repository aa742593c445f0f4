/**
 * Can this site run a remote? Decided from the remote's mf-manifest.json alone, before any of its code
 * runs (docs/deployment.md, "Version rules"):
 *
 * - the contract version of the exposed module must be the site's;
 * - every `@journal/shared*` singleton the remote needs must be satisfied by the site's version: the
 *   range is `^x.y.z` of the version the remote was built against (build-kit/federation.mjs), so a
 *   remote built against 1.3.0 runs on any 1.x site from 1.3.0 on.
 *
 * The ranges are the ones our own build writes (`^x.y.z`, or a bare `x.y.z` from builds before 1.1.0,
 * read as `^x.y.z`), so they are parsed here in a few lines rather than shipping a general semver
 * library into the shell's first load. Plain JavaScript: the shell bundles this file, and the release
 * step of the build kit (build-kit/release.mjs, run by Node alone) imports it as
 * `@journal/shared/compatibility` to ask the same question before publishing a build.
 */

/** `[major, minor, patch]` of `1.2.3` or `^1.2.3`, else null. */
export function parseVersion(text) {
  const match = typeof text === 'string' ? /^\^?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The verdict on a remote's manifest for a site with these versions (types: compatibility.d.mts). */
export function checkRemoteManifest(manifest, site) {
  const data = manifest ?? {};
  const contract = data.metaData?.journal?.contractVersion;
  if (typeof contract === 'number' && contract !== site.contractVersion) {
    return {
      compatible: false,
      needs: contract > site.contractVersion ? 'newer-site' : 'older-site',
      detail: `contract version: remote ${contract}, site ${site.contractVersion}`,
    };
  }
  const siteShared = parseVersion(site.sharedVersion);
  if (!siteShared) return { compatible: true };
  for (const entry of data.shared ?? []) {
    if (typeof entry?.name !== 'string' || !entry.name.startsWith('@journal/shared')) continue;
    const wanted = parseVersion(entry.requiredVersion);
    if (!wanted) continue;
    if (wanted[0] === siteShared[0] && compare(siteShared, wanted) >= 0) continue;
    return {
      compatible: false,
      needs: compare(wanted, siteShared) > 0 ? 'newer-site' : 'older-site',
      detail:
        `${entry.name}: remote requires ${String(entry.requiredVersion)} (built against ` +
        `${String(entry.version)}), site has ${site.sharedVersion}`,
    };
  }
  return { compatible: true };
}
