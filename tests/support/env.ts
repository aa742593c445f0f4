import { chromiumFlags, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findChromium } from '../../scripts/chromium.mjs';

/** Ports of the test run: every service's default port plus this offset (see scripts/services.mjs). */
export const portOffset = Number(process.env.JOURNAL_PORT_OFFSET ?? 10000);
export const sitePort = 8080 + portOffset;
export const apiPort = 8787 + portOffset;
/** JOURNAL_SITE_URL: a site already running elsewhere (npm run test:team), else the one the tests start. */
export const siteUnderTest = process.env.JOURNAL_SITE_URL?.replace(/\/+$/, '');
export const baseUrl = siteUnderTest ?? `http://localhost:${sitePort}`;
export const remotePorts = {
  archives: 8081 + portOffset,
  conference: 8082 + portOffset,
  thesis: 8083 + portOffset,
  info: 8084 + portOffset,
} as const;

/**
 * Ports for extra servers a test starts itself (a second site server, a moved or down remote), one pair per
 * spec file: spec files run side by side, and two of them on one port answer each other's requests.
 */
export const extraSitePorts = {
  composition: [8180 + portOffset, 8181 + portOffset],
  securityHeaders: [8183 + portOffset, 8184 + portOffset],
} as const;
export const spareRemotePorts = {
  composition: [8190 + portOffset, 8191 + portOffset],
  securityHeaders: [8193 + portOffset, 8194 + portOffset],
} as const;
/** The site server and remote of the release tests (releases.spec.ts), apart so they run beside the others. */
export const releaseSitePort = 8182 + portOffset;
export const releaseRemotePort = 8192 + portOffset;

/**
 * Debian's headless Chromium (CHROMIUM_PATH overrides), else its full Chromium; Playwright's own browser
 * only if none exists.
 */
export const chromiumLaunchOptions = {
  executablePath: findChromium([process.env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]),
  args: chromiumFlags,
};
