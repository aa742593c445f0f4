/**
 * Can this site run a remote? Decided from the remote's mf-manifest.json alone, before any of its code
 * runs (docs/deployment.md, "Version rules"). Written in plain JavaScript in shared/build, where the
 * release step asks the same question before it publishes a build.
 */
export { checkRemoteManifest, type SiteVersions, type Verdict } from '../../build/compatibility.mjs';
