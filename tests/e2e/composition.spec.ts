import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { apiPort, baseUrl, extraSitePorts, remotePorts, spareRemotePorts } from '../support/env.ts';
import { apiAuthorization, apiCall } from '../support/journalApi.ts';
import { installReactRendererCounter, reactRendererCount } from '../support/reactHook.ts';
import { currentEntryPath } from '../support/remoteBuilds.ts';
import { startRemoteServer, startSiteServer } from '../support/servers.ts';

/**
 * The composition itself: four remotes from four origins make one site, sharing one React, one
 * store and the shell's styles, and a remote that is down or moved stays a local matter.
 */

const sectionPages = [
  { path: '/archives', heading: 'Archives', origin: `http://localhost:${remotePorts.archives}` },
  { path: '/conference', heading: 'Published Conferences', origin: `http://localhost:${remotePorts.conference}` },
  { path: '/thesis', heading: /Thesis/, origin: `http://localhost:${remotePorts.thesis}` },
  {
    path: '/',
    heading: /International Journal of Computing Research and Innovation/,
    origin: `http://localhost:${remotePorts.info}`,
  },
];

function remoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

for (const { path, heading, origin } of sectionPages) {
  test(`${path} renders its remote, loaded from ${origin}, inside the shell`, async ({ page }) => {
    const requested = remoteRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The server may send a readable summary before the app starts: wait for the remote itself.
    await expect.poll(() => requested.some((url) => url.startsWith(`${origin}/mf-manifest.json`))).toBe(true);
    // The entry of the remote's current build (dist/builds/<id>/remoteEntry.js, docs/deployment.md).
    await expect
      .poll(() => requested.some((url) => url.startsWith(`${origin}/`) && url.includes('/remoteEntry.js')))
      .toBe(true);
  });
}

test('React DOM runs once while the reader moves through every section', async ({ page }) => {
  await installReactRendererCounter(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const { path, heading } of sectionPages.slice(0, 3)) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(await reactRendererCount(page)).toBe(1);
});

test('the first HTML paints the page heading where the app draws it, and the app keeps it there until its own page replaces it', async ({
  browser,
}) => {
  const path = '/archives/paperlist?year=2024&volume=3&issue=2';
  const headingTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(path);
    // Without scripts: the server summary; with them: the archives remote's own heading (data-section).
    const heading = (javaScriptEnabled ? page.locator('[data-section]') : page.locator('.server-summary')).getByRole(
      'heading',
      { level: 1 },
    );
    await expect(heading).toHaveText('Volume 3, Issue 2 (2024)');
    // A reader with scripts sees the first HTML without its <noscript> menus (SiteMenuLinks in shell/src/layout/Layout.tsx).
    if (!javaScriptEnabled) await page.evaluate(() => document.querySelectorAll('noscript').forEach((n) => n.remove()));
    const box = await heading.boundingBox();
    await context.close();
    return box!.y;
  };
  expect(await headingTop(true)).toBe(await headingTop(false));
});

test("the Current Issue link comes from the site server (inline site configuration and first HTML), not from any page's store", async ({
  page,
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as {
    latestIssue?: { year: number; volume: number; issue: number };
  };
  expect(remotes.latestIssue).toBeDefined();
  const { year, volume, issue } = remotes.latestIssue!;
  const expected = `/current-issue/paperlist?year=${year}&volume=${volume}&issue=${issue}`;

  // In the server's HTML (for readers and crawlers without JavaScript) ...
  const html = await (await request.get('/contact-us')).text();
  // (in the Menu disclosure's plain links; React writes & as &amp;)
  expect(html).toContain(`href="${expected.replace(/&/g, '&amp;')}" data-discover="true">Current Issue</a>`);
  // ... and in the app from its first render, on a page that loads no archive data.
  await page.goto('/contact-us');
  const currentIssue = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Current Issue' })
    .first();
  await expect(currentIssue).toHaveAttribute('href', expected);
  await page.goto('/archives');
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  await expect(currentIssue).toHaveAttribute('href', expected);
});

test("one axios instance: the interceptor the shell registers tags every section's API requests", async ({ page }) => {
  const calls: Array<{ path: string; id: string | undefined }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, id: request.headers()['x-request-id'] });
  });
  // Home (info), a paper list (archives), the conference list and the thesis index: each remote's own calls.
  const visits: Array<[string, string]> = [
    ['/', '/api/archivePaperListing'],
    ['/archives/paperlist?year=2024&volume=3&issue=2', '/api/archivePaperListing'],
    ['/conference', '/api/conferenceCategoriesFetch'],
    ['/thesis', '/api/thesisYearListing'],
  ];
  for (const [path, call] of visits) {
    await page.goto(path);
    await expect.poll(() => calls.some((seen) => seen.path === call)).toBe(true);
  }
  for (const call of [
    '/api/archiveYearListing',
    '/api/archivePaperListing',
    '/api/conferenceCategoriesFetch',
    '/api/thesisYearListing',
  ]) {
    expect(calls.map((seen) => seen.path)).toContain(call);
  }
  // A remote with its own copy of axios would send its requests without the shell's header.
  expect(calls.filter((seen) => !seen.id?.match(/^[a-z0-9]+-\d+$/))).toEqual([]);
});

test("a remote's own stylesheet styles its elements (computed style with and without it)", async ({
  page,
  request,
}) => {
  const remoteOrigin = `http://localhost:${remotePorts.archives}/`;
  // A paper's full text: its reading styles (`[&_h2]:mt-8` and the like, FullTextSection.tsx) are utilities
  // only the archives remote has, so without its stylesheet the text draws differently. Pages built only
  // of the design system's classes look the same either way, since the shell styles them.
  const { papersList } = await apiCall(request, '/searchArchive', { search: 'learning' });
  await page.goto(`/archives/paper-details?paperid=${papersList[0]!.paper_id}&section=FullText`);
  const section = page.locator('#FullText');
  await expect(section.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(
    (origin) => Array.from(document.styleSheets).some((sheet) => sheet.href?.startsWith(origin)),
    remoteOrigin,
  );
  const stylesOfSection = () =>
    section.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).map((element) => {
        const style = getComputedStyle(element);
        return [
          style.display,
          style.padding,
          style.margin,
          style.fontSize,
          style.color,
          style.borderRadius,
          style.gap,
        ].join('|');
      }),
    );
  const styled = await stylesOfSection();
  // The same elements with the remote's stylesheet switched off. (Blocking the file instead would fail
  // the whole section: the remote's module waits for its CSS, and a section that cannot load says so.)
  await page.evaluate((origin) => {
    for (const sheet of Array.from(document.styleSheets)) if (sheet.href?.startsWith(origin)) sheet.disabled = true;
  }, remoteOrigin);
  const unstyled = await stylesOfSection();
  expect(styled).not.toEqual(unstyled);
});

test("no remote's stylesheet restyles the shell or another remote (scoped utilities)", async ({ page }) => {
  // A remote using a plain `hidden` or `flex` must not beat the shell's `lg:` variants: at desktop
  // width the mobile Menu button stays hidden and the desktop navigation stays shown on every section,
  // also after visiting the others (their sheets stay loaded).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const { path, heading } of [...sectionPages, ...sectionPages]) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  }
  expect(await page.locator('[data-section]').count()).toBe(1);
});

test('every rule of a remote stylesheet is scoped to its own section', async ({ request }) => {
  for (const [section, port] of Object.entries(remotePorts)) {
    const origin = `http://localhost:${port}`;
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
      exposes: Array<{ assets: { css: { sync: string[]; async: string[] } } }>;
    };
    const sheets = manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
    expect(sheets.length, section).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const css = await (await request.get(`${origin}/${sheet}`)).text();
      // A class rule that starts a selector (after "{" or "}") is unscoped and would reach the shell.
      expect(css.match(/(^|[{}])\.[A-Za-z_\\-]/g), `${section}: ${sheet}`).toBeNull();
      expect(css).toContain(`[data-section=${section}] `);
    }
  }
});

test.describe('a remote moved or down', () => {
  test.describe.configure({ mode: 'serial' });

  const otherSites = {
    API_URL: `http://localhost:${apiPort}`,
    REMOTE_ARCHIVES_URL: `http://localhost:${remotePorts.archives}`,
    REMOTE_CONFERENCE_URL: `http://localhost:${remotePorts.conference}`,
    REMOTE_INFO_URL: `http://localhost:${remotePorts.info}`,
  };

  test('pointing remotes.json at a remote on another port works without rebuilding the shell', async ({ page }) => {
    const sitePort = extraSitePorts.composition[0];
    const movedPort = spareRemotePorts.composition[0];
    const moved = await startRemoteServer('thesis', movedPort, `http://localhost:${sitePort}`);
    const site = await startSiteServer(sitePort, { ...otherSites, REMOTE_THESIS_URL: moved.url });
    try {
      const requested = remoteRequests(page);
      await page.goto(`${site.url}/thesis`);
      await expect(page.getByRole('heading', { level: 1, name: /Thesis/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
      await expect
        .poll(() => requested.some((url) => url.startsWith(`${moved.url}/`) && url.includes('/remoteEntry.js')))
        .toBe(true);
      expect(requested.some((url) => url.startsWith(`http://localhost:${remotePorts.thesis}/`))).toBe(false);
    } finally {
      await site.stop();
      await moved.stop();
    }
  });

  test('with one remote unreachable the rest keeps working, and Retry recovers once it is back', async ({ page }) => {
    // Two servers to start (the site server through tsx) and two sections to load: on a busy CI machine
    // that took longer than the default 30 s (docs/contributing.md, "Tests that start servers").
    test.slow();
    const sitePort = extraSitePorts.composition[1];
    const downPort = spareRemotePorts.composition[1];
    const site = await startSiteServer(sitePort, { ...otherSites, REMOTE_THESIS_URL: `http://localhost:${downPort}` });
    try {
      await page.goto(`${site.url}/thesis`);
      const alert = page.getByRole('alert').filter({ hasText: 'section is unavailable right now' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another section, reached inside the same page, is unaffected.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Archives', exact: true })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
      await page.goBack();
      await expect(alert).toBeVisible();

      const revived = await startRemoteServer('thesis', downPort, site.url);
      try {
        await alert.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /Thesis/ })).toBeVisible();
        await expect(alert).toHaveCount(0);
      } finally {
        await revived.stop();
      }
    } finally {
      await site.stop();
    }
  });
});

test.describe('the site server', () => {
  test('answers 200 for routes of the table and 404 (with the app) for anything else', async ({ request, page }) => {
    for (const path of ['/', '/archives/paperlist?year=2024', '/impact-factor', '/impact-Factor', '/topics', '/FAQS']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, the page you're looking for doesn't exist")).toBeVisible();
    // The app's own screen, once it has replaced the server's summary (shell/src/layout/Layout.tsx): a click
    // pressed on the summary's link and released on the app's, drawn in its place meanwhile, is no click.
    await expect(page.locator('main .server-summary')).toHaveCount(0);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(`${baseUrl}/`);
  });

  test('serves remotes.json from its environment, revalidated on every use', async ({ request }) => {
    const answer = await request.get('/remotes.json');
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const body = (await answer.json()) as { remotes: Record<string, string> };
    expect(body.remotes).toEqual({
      archives: `http://localhost:${remotePorts.archives}/mf-manifest.json`,
      conference: `http://localhost:${remotePorts.conference}/mf-manifest.json`,
      thesis: `http://localhost:${remotePorts.thesis}/mf-manifest.json`,
      info: `http://localhost:${remotePorts.info}/mf-manifest.json`,
    });
  });

  test('caches hashed assets for good and revalidates entries and manifests; remotes answer CORS for the site', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(asset.headers()['content-encoding']);

    const remote = `http://localhost:${remotePorts.archives}`;
    // What points at a build is revalidated; a published build (its entry included) never changes.
    for (const file of ['/mf-manifest.json', '/routes.json']) {
      const answer = await request.get(`${remote}${file}`, { headers: { Origin: baseUrl } });
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()['cache-control'], file).toBe('no-cache');
      expect(answer.headers()['access-control-allow-origin'], file).toBe(baseUrl);
    }
    const entry = await currentEntryPath(request, remote);
    const answer = await request.get(`${remote}${entry}`, { headers: { Origin: baseUrl } });
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['access-control-allow-origin']).toBe(baseUrl);
    const foreign = await request.get(`${remote}${entry}`, { headers: { Origin: 'http://evil.example' } });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('forwards /api to the API and /files to its files', async ({ request }) => {
    const unauthorised = await request.post('/api/archiveYearListing', { data: {} });
    expect(unauthorised.status()).toBe(401);
    const listing = await request.post('/api/archiveYearListing', {
      headers: { Authorization: await apiAuthorization(request) },
      data: {},
    });
    expect(listing.status()).toBe(200);
    expect(Array.isArray(((await listing.json()) as { archives: unknown }).archives)).toBe(true);
  });
});
