import { describe, expect, it } from 'vitest';
import { checkRemoteManifest } from './compatibility.mjs';

const site = { contractVersion: 1, sharedVersion: '1.4.2' };

/** The parts of an mf-manifest.json a remote built against `version` carries (build-kit/federation.mjs, release.mjs). */
function manifest(version: string, contractVersion = 1, requiredVersion = `^${version}`) {
  return {
    metaData: { journal: { contractVersion, sharedVersion: version } },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
      { name: '@journal/shared', version, requiredVersion },
      { name: '@journal/shared/ui', version, requiredVersion },
    ],
  };
}

describe('checkRemoteManifest', () => {
  it('runs a remote built against this version or an earlier minor or patch of the same major', () => {
    for (const version of ['1.4.2', '1.4.0', '1.0.0'])
      expect(checkRemoteManifest(manifest(version), site)).toEqual({ compatible: true });
  });

  it('reads a bare version from builds before 1.1.0 as the ^ range of that version', () => {
    expect(checkRemoteManifest(manifest('1.0.0', 1, '1.0.0'), site)).toEqual({ compatible: true });
  });

  it('asks for a newer site when the remote was built against a later minor or patch', () => {
    for (const version of ['1.5.0', '1.4.3']) {
      expect(checkRemoteManifest(manifest(version), site)).toMatchObject({ compatible: false, needs: 'newer-site' });
    }
  });

  it('asks for a newer site for a later major, and names both versions', () => {
    const verdict = checkRemoteManifest(manifest('2.0.0'), site);
    expect(verdict).toEqual({
      compatible: false,
      needs: 'newer-site',
      detail: '@journal/shared: remote requires ^2.0.0 (built against 2.0.0), site has 1.4.2',
    });
  });

  it('reports a remote built against an earlier major as needing an older site', () => {
    expect(checkRemoteManifest(manifest('0.9.0'), site)).toMatchObject({ compatible: false, needs: 'older-site' });
  });

  it('checks the contract version first, either way', () => {
    expect(checkRemoteManifest(manifest('1.4.2', 2), site)).toEqual({
      compatible: false,
      needs: 'newer-site',
      detail: 'contract version: remote 2, site 1',
    });
    expect(checkRemoteManifest(manifest('1.4.2', 0), site)).toMatchObject({ compatible: false, needs: 'older-site' });
  });

  it('ignores the versions of other shared packages and manifests without journal data', () => {
    expect(checkRemoteManifest({ shared: [{ name: 'react', requiredVersion: '20.0.0' }] }, site)).toEqual({
      compatible: true,
    });
    expect(checkRemoteManifest(null, site)).toEqual({ compatible: true });
  });
});
