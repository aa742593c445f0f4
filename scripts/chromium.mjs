// Debian's Chromium and the launch flags that work on this machine, for the Playwright tests and the
// bench alike (Playwright never downloads a browser here; see README, Tests).
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same engine without the browser around it, what Playwright itself
 * runs headless. A test's page loads in about two thirds of full Chromium's time (docs/contributing.md,
 * "How long npm test takes"), so the integration tests use it; the bench keeps full Chromium, the browser
 * a reader has. The binary, not /usr/bin's wrapper script: Playwright stops the process it started, and the
 * wrapper's child would outlive it.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The first of `candidates` (unset ones skipped) that exists on this machine, else undefined. */
export function findChromium(candidates) {
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
