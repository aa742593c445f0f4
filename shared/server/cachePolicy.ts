/**
 * Caching rules shared by the site server and the remote servers (GUIDE section 2):
 * files whose names carry a content hash never change, so browsers keep them for a year; everything
 * that points at them (HTML, remotes.json, mf-manifest.json, remoteEntry.js) is revalidated on every
 * use, so a redeployed remote shows up on the next reload.
 */
const hashedAsset = /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|svg|jpg|webp|avif)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return hashedAsset.test(urlPath) ? IMMUTABLE : REVALIDATE;
}
