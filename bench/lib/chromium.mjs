// Debian's Chromium, driven by playwright-core (JS budget, navigation, repeat visit) and by
// Lighthouse through chrome-launcher, with the launch flags that work on this machine.
import { chromium } from 'playwright-core';
import { chromiumFlags, DEBIAN_CHROMIUM, findChromium } from '../../scripts/chromium.mjs';

export const chromePath = findChromium([process.env.CHROME_PATH, process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM]);

export function launchBrowser() {
  if (!chromePath)
    throw new Error("No Chromium found: set CHROME_PATH (or install Debian's chromium at /usr/bin/chromium).");
  return chromium.launch({ executablePath: chromePath, args: chromiumFlags });
}

/** A desktop-sized page (the navbar with its dropdowns shows from the large breakpoint up). */
export async function newDesktopContext(browser) {
  return browser.newContext({ viewport: { width: 1366, height: 900 } });
}

/**
 * Every response of a page as the network saw it (CDP), with the bytes on the wire
 * (encodedDataLength: compressed body plus headers) and whether it came from the browser's cache.
 */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    byId.set(requestId, {
      url: request.url,
      method: request.method,
      type,
      startedAt: timestamp,
      status: 0,
      bytes: 0,
      fromCache: false,
      encoding: '',
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = byId.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = byId.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.status = response.status;
    entry.fromCache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker);
    entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = byId.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  return {
    entries: () => [...byId.values()],
    /** How many requests have started so far: entries().slice(0, mark) are the ones made before a moment. */
    mark: () => byId.size,
    detach: () => cdp.detach(),
  };
}

export const kb = (bytes) => bytes / 1024;
