import { journal, version } from '../../package.json';

/**
 * The versions of the shared package an app was BUILT against, fixed into the app's bundle.
 *
 * This entry (`@journal/shared/version`) is deliberately not a federation singleton: each app bundles
 * its own copy at build time, so a remote's `contractVersion` is the one of the shared package it was
 * compiled with, not the shell's copy it meets at run time (which always agreed with itself and could
 * never report a mismatch). The same two numbers are written into the remote's mf-manifest.json
 * (`metaData.journal`), where the shell reads them before running any of the remote's code
 * (docs/deployment.md, "Version rules").
 */

/** Version of the contract between the shell and a remote's exposed `./routes` module (shared/package.json `journal.contractVersion`). */
export const CONTRACT_VERSION: number = journal.contractVersion;

/** Semantic version of `@journal/shared` (shared/package.json `version`); see shared/CHANGELOG.md. */
export const SHARED_VERSION: string = version;
