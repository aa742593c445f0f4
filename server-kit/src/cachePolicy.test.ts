import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cachePolicy.ts';

describe('cacheControlFor', () => {
  it('keeps hashed build assets for a year', () => {
    expect(cacheControlFor('/assets/index-Dwy4SUSb.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/routes-D-E0vJ3P.css')).toBe(IMMUTABLE);
  });

  it("keeps a remote's released build for a year, its entry included: a build is never rewritten", () => {
    expect(cacheControlFor('/builds/20261123T090210Z-4742a9e5/remoteEntry.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/builds/20261123T090210Z-4742a9e5/assets/routes-C1ynqSiU.js')).toBe(IMMUTABLE);
  });

  it('revalidates what points at them', () => {
    for (const file of [
      '/index.html',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/routes.json',
      '/remotes.json',
      '/favicon.svg',
    ]) {
      expect(cacheControlFor(file)).toBe(REVALIDATE);
    }
  });
});
