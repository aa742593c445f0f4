// Target 4: the limit side by side. The paper list as the reader finally sees it (the rendered page,
// captured from the composed site) is served as one plain HTML file with the same stylesheets and no
// scripts; Lighthouse loads it with the same settings, and the ratio of the two LCPs is the price of
// composition.
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { auditRepeated } from './lighthouse.mjs';
import { newDesktopContext } from './lib/chromium.mjs';
import { siteUrl } from './lib/site.mjs';
import { TARGETS, row } from './lib/targets.mjs';

/** The rendered page with every script and module preload removed, site-relative addresses made absolute. */
export async function snapshotPage(browser, route) {
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(siteUrl + route.path);
  await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const html = await page.evaluate(() => '<!doctype html>\n' + document.documentElement.outerHTML);
  await context.close();
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

function serveOnce(html) {
  const body = brotliCompressSync(Buffer.from(html));
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return response.writeHead(204).end();
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'no-cache',
    });
    response.end(body);
  });
  // Port 0: the system picks a free port, so a port Chromium or an earlier run holds never collides.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export async function staticBaseline(browser, lighthousePort, route, composed, { repeats }) {
  const html = await snapshotPage(browser, route);
  const server = await serveOnce(html);
  try {
    const plain = await auditRepeated(
      lighthousePort,
      `http://localhost:${server.address().port}/paperlist.html`,
      repeats,
      ['performance'],
    );
    const ratio = composed.medianLcpMs / plain.medianLcpMs;
    return [
      row('4 Static baseline', 'LCP of the plain HTML paper list', plain.medianLcpMs, {
        unit: ' ms',
        note: `performance score ${plain.performance}`,
      }),
      row('4 Static baseline', 'LCP ratio composed / static, paper list', ratio, {
        target: TARGETS.lcpRatio,
        digits: 2,
        note: `composed ${Math.round(composed.medianLcpMs)} ms / static ${Math.round(plain.medianLcpMs)} ms (medians)`,
      }),
    ];
  } finally {
    // close() waits for every open connection to end, and Lighthouse's Chromium can keep one open for
    // good, with no timer left to end the wait: close them all.
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  }
}
