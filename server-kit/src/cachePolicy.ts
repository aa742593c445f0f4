/**
 * Caching rules shared by the site server and the remote servers (docs/architecture.md):
 * files whose names carry a content hash never change, so browsers keep them for a year; everything
 * that points at them (HTML, remotes.json, mf-manifest.json, remoteEntry.js) is revalidated on every
 * use, so a redeployed remote shows up on the next reload.
 */
const hashedAsset = /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|svg|jpg|webp|avif)$/;
/** A remote's kept build (build-kit/release.mjs): never rewritten once published, entry included. */
const releasedBuildFile = /^\/builds\/[A-Za-z0-9_-]+\/(?:remoteEntry\.js|assets\/.+)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return hashedAsset.test(urlPath) || releasedBuildFile.test(urlPath) ? IMMUTABLE : REVALIDATE;
}
