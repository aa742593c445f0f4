// Debian's Chromium and the launch flags that work on this machine, for the Playwright tests and the
// bench alike (Playwright never downloads a browser here; see README, Tests).
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
