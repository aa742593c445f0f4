import { type APIResponse } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { apiPort, baseUrl, extraSitePorts, remotePorts, spareRemotePorts } from '../support/env.ts';
import { apiAuthorization, sampleRecords, type SampleRecords } from '../support/journalApi.ts';
import { guardPage } from '../support/pageGuards.ts';
import { currentEntryPath } from '../support/remoteBuilds.ts';
import { startRemoteServer, startSiteServer } from '../support/servers.ts';
import { conferenceLink } from '@journal/shared/routes';

/**
 * The security headers of the composed site as a browser receives them, and what they do: the CSP
 * names exactly the configured remotes, nothing of the site trips it, and a script that found its
 * way into a page does not run.
 */

const defaultRemoteOrigins = Object.values(remotePorts).map((port) => `http://localhost:${port}`);
const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

function expectBaseHeaders(answer: APIResponse, what: string) {
  const headers = answer.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

function expectSiteHeaders(answer: APIResponse, what: string) {
  expect(answer.status(), what).toBeLessThan(500);
  expectBaseHeaders(answer, what);
  const headers = answer.headers();
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // Served over http here: no HSTS (it is only sent when SITE_URL is https).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(directive(headers['content-security-policy'], 'frame-ancestors'), what).toEqual(["'none'"]);
}

let records: SampleRecords;
test.beforeAll(async ({ request }) => {
  records = await sampleRecords(request);
});

test('every kind of answer of the site server carries the security headers', async ({ request }) => {
  const page = await request.get('/');
  expectSiteHeaders(page, 'page');
  const policy = page.headers()['content-security-policy']!;
  expect(directive(policy, 'script-src').slice(0, 5)).toEqual(["'self'", ...defaultRemoteOrigins]);
  // Then the hash of the shell's stylesheet, which the build inlines into the page for the first paint.
  const styleSources = directive(policy, 'style-src');
  expect(styleSources.slice(0, 5)).toEqual(["'self'", ...defaultRemoteOrigins]);
  expect(styleSources.slice(5).length).toBeGreaterThan(0);
  for (const source of styleSources.slice(5)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(directive(policy, 'connect-src')).toEqual(["'self'", ...defaultRemoteOrigins]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);

  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expectSiteHeaders(notFound, '404 page');
  expect(notFound.headers()['content-security-policy']).toBe(policy);

  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(asset, 'a script of the built shell').toBeTruthy();
  // A script is never shown as a page: nosniff, not the headers that act on pages (its fetches follow the page's referrer policy).
  const script = await request.get(asset!);
  expect(script.headers()['x-content-type-options'], asset).toBe('nosniff');
  for (const name of [
    'content-security-policy',
    'x-frame-options',
    'permissions-policy',
    'cross-origin-opener-policy',
    'referrer-policy',
  ])
    expect(script.headers()[name], `${asset!}: ${name}`).toBeUndefined();

  const nonPages = [
    '/remotes.json',
    '/sitemap.xml',
    '/robots.txt',
    '/feeds/papers.atom',
    '/oai?verb=Identify',
    `/citation/paper/${records.paper.id}.ris`,
    '/citation/paper/not-a-number.bib',
  ];
  for (const path of nonPages) {
    const answer = await request.get(path);
    expectSiteHeaders(answer, path);
    expect(answer.headers()['content-security-policy'], path).toBe(NOTHING_RUNS);
  }

  const authorization = await apiAuthorization(request);
  const proxied = await request.post('/api/archiveYearListing', { data: {}, headers: { authorization } });
  expect(proxied.status()).toBe(200);
  expectSiteHeaders(proxied, '/api answer');
  const refused = await request.post('/api/archivePaperListing', {
    data: { year: '<script>' },
    headers: { authorization },
  });
  expect(refused.status()).toBe(400);
  expectSiteHeaders(refused, '/api 400');
  expect(await refused.text()).not.toMatch(/\bat .+:\d+:\d+/);

  // A paper's PDF: nosniff, but no framing headers (the browser's PDF viewer shows it in a frame of its own).
  const pdf = await request.get(records.paper.pdf_url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expectBaseHeaders(pdf, 'PDF');
  expect(pdf.headers()['x-frame-options']).toBeUndefined();
});

test('the API itself answers with nosniff and without stack traces', async ({ request }) => {
  const api = `http://localhost:${apiPort}`;
  const authorization = await apiAuthorization(request);
  for (const answer of [
    await request.post(`${api}/archivePaperListing`, {
      data: '{"year":',
      headers: { authorization, 'content-type': 'application/json' },
    }),
    await request.post(`${api}/no-such-call`, { data: {} }),
    await request.get(`${api}/health`),
  ]) {
    expect(answer.status(), answer.url()).toBeLessThan(500);
    expectBaseHeaders(answer, answer.url());
    expect(await answer.text()).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
  }
});

test('every kind of answer of a remote server carries its headers', async ({ request }) => {
  const origin = `http://localhost:${remotePorts.thesis}`;
  const site = { headers: { origin: baseUrl } };
  const manifest = await request.get(`${origin}/mf-manifest.json`, site);
  const sheet = ((await manifest.json()) as { exposes: Array<{ assets: { css: { sync: string[] } } }> }).exposes[0]!
    .assets.css.sync[0]!;
  // Scripts and stylesheets are never shown as a page: no CSP, framing or referrer header on them (server-kit securityHeaders.ts).
  for (const [path, status, policy] of [
    ['/mf-manifest.json', 200, NOTHING_RUNS],
    [await currentEntryPath(request, origin), 200, undefined],
    [`/${sheet}`, 200, undefined],
    ['/index.html', 404, NOTHING_RUNS],
  ] as const) {
    const answer = await request.get(`${origin}${path}`, site);
    expect(answer.status(), path).toBe(status);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    // The referrer policy acts on what a page fetches: on the answers a reader could open as one.
    expect(answer.headers()['referrer-policy'], path).toBe(policy ? 'strict-origin-when-cross-origin' : undefined);
    expect(answer.headers()['content-security-policy'], path).toBe(policy);
    expect(answer.headers()['cross-origin-resource-policy'], path).toBe('cross-origin');
    expect(answer.headers()['access-control-allow-origin'], path).toBe(baseUrl);
    expect(await answer.text(), path).not.toMatch(/\bat .+:\d+:\d+/);
  }
  // An address the server cannot decode is refused before any hook runs, and still carries the headers.
  const broken = await request.get(`${origin}/%E0%A4%A`, site);
  expect(broken.status()).toBe(400);
  expectBaseHeaders(broken, 'bad address');
  expect(broken.headers()['content-security-policy']).toBe(NOTHING_RUNS);
  expect(await broken.text()).not.toContain('%E0');
});

test('the CSP follows remotes.json: a remote moved to another port is named, its old origin is not', async ({
  page,
}) => {
  const sitePort = extraSitePorts.securityHeaders[0];
  const moved = await startRemoteServer('thesis', spareRemotePorts.securityHeaders[0], `http://localhost:${sitePort}`);
  const site = await startSiteServer(sitePort, {
    API_URL: `http://localhost:${apiPort}`,
    REMOTE_ARCHIVES_URL: `http://localhost:${remotePorts.archives}`,
    REMOTE_CONFERENCE_URL: `http://localhost:${remotePorts.conference}`,
    REMOTE_INFO_URL: `http://localhost:${remotePorts.info}`,
    REMOTE_THESIS_URL: moved.url,
  });
  try {
    const guards = await guardPage(page);
    const answer = await page.goto(`${site.url}/thesis`);
    const policy = (await answer!.allHeaders())['content-security-policy'];
    const expected = [
      "'self'",
      `http://localhost:${remotePorts.archives}`,
      `http://localhost:${remotePorts.conference}`,
      moved.url,
      `http://localhost:${remotePorts.info}`,
    ];
    expect(directive(policy, 'script-src').slice(0, 5)).toEqual(expected);
    expect(directive(policy, 'connect-src')).toEqual(expected);
    expect(policy).not.toContain(`http://localhost:${remotePorts.thesis}`);
    // The moved remote loads under that policy without tripping it.
    await expect(page.locator('[data-section="thesis"]').getByRole('heading', { level: 1 })).toBeVisible();
    expect(guards.violations).toEqual([]);
  } finally {
    await site.stop();
    await moved.stop();
  }
});

test('a down API gives a 502 with the headers and a plain message', async ({ request }) => {
  const site = await startSiteServer(extraSitePorts.securityHeaders[1], {
    API_URL: `http://localhost:${spareRemotePorts.securityHeaders[1]}`,
  });
  try {
    const answer = await request.post(`${site.url}/api/archiveYearListing`, { data: {} });
    expect(answer.status()).toBe(502);
    expectBaseHeaders(answer, '502');
    expect(answer.headers()['content-security-policy']).toBe(NOTHING_RUNS);
    expect(await answer.json()).toEqual({
      message: 'The journal API is unavailable right now. Please try again shortly.',
    });
  } finally {
    await site.stop();
  }
});

test('walking every section trips no CSP rule, no header error and no script error', async ({ page }) => {
  test.setTimeout(120_000);
  const guards = await guardPage(page);
  const { paper, thesis, conferencePaper, conference } = records;
  const walk: Array<[string, string]> = [
    ['/', 'info'],
    ['/archives', 'archives'],
    [`/archives/paperlist?year=${paper.year}&volume=${paper.volume}&issue=${paper.issue}`, 'archives'],
    [`/archives/paper-details?paperid=${paper.id}&section=References`, 'archives'],
    ['/current-issue', 'archives'],
    ['/conference', 'conference'],
    [conferenceLink(conference), 'conference'],
    [`/conference/paper-details?paperid=${conferencePaper.id}`, 'conference'],
    ['/conference-procedings', 'conference'],
    ['/thesis', 'thesis'],
    [`/thesis/paperlist?year=${thesis.year}&volume=${thesis.volume}`, 'thesis'],
    [`/thesis/paper-details?paperid=${thesis.id}`, 'thesis'],
    ['/publications', 'thesis'],
    ['/topics', 'info'],
    [`/topics/${records.topicSlug}`, 'info'],
    ['/blogs', 'info'],
    [`/blogs/${records.blogSlug}`, 'info'],
    [`/tag/${records.blogTag}`, 'info'],
    ['/editorial-board', 'info'],
    [`/editorial-board/${records.memberSlug}`, 'info'],
    ['/ethics?target=copyright-ownership', 'info'],
    ['/contact-us', 'info'],
    ['/downloads', 'info'],
  ];
  for (const [path, section] of walk) {
    await page.goto(path);
    await expect(
      page.locator(`[data-section="${section}"]`).getByRole('heading', { level: 1 }).first(),
      path,
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(guards.violations).toEqual([]);
  expect(guards.headerErrors).toEqual([]);
  expect(guards.pageErrors).toEqual([]);
});

test('a script injected into a page does not run, while the shell itself still starts', async ({ page }) => {
  // A page fulfilled by page.route has no address, so Chromium's local network access rules keep it
  // from loading the remotes on localhost: the shell (same origin) is what shows the site's own
  // scripts still run under the policy.
  const pattern = `${baseUrl}/aim-and-scope*`;
  const inject = (stripPolicy: boolean) =>
    page.route(pattern, async (route) => {
      const original = await route.fetch();
      const headers = { ...original.headers() };
      if (stripPolicy) delete headers['content-security-policy'];
      const html = (await original.text())
        .replace('</head>', '<script>window.__pwned=1</script></head>')
        .replace('<body>', '<body><img src="/favicon.svg?x" onload="window.__pwned=2">');
      await route.fulfill({ status: 200, headers, body: html });
    });
  const guards = await guardPage(page);
  await inject(false);
  await page.goto('/aim-and-scope');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await guards.pwned()).toBeUndefined();
  expect(guards.violations.some((text) => /script-src/.test(text))).toBe(true);
  expect(guards.dialogs).toEqual([]);
  expect(guards.pageErrors).toEqual([]);

  // The control: the same page without the CSP runs the injected code, so the check above can fail.
  await page.unroute(pattern);
  await inject(true);
  await page.goto('/aim-and-scope?again');
  await expect.poll(() => guards.pwned()).toBeDefined();
});
