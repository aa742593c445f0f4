import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import {
  apiFaults,
  injectApiFault,
  injectBrokenRemoteScript,
  injectRemoteContractVersion,
  injectRedeployedRemote,
  injectRemoteDown,
  injectSiteConfigFault,
  INLINE_SITE_CONFIG_ID,
  remoteOrigin,
  type RemoteScript,
  type ScriptBreakage,
} from '../support/faults.ts';

/**
 * Faults, on the built, composed site: the API down, slow, failing or sending malformed JSON; a remote
 * down, serving broken JavaScript or speaking another contract version; the site configuration
 * missing or malformed. In each, the affected part says so in plain words, the layout and the other
 * sections keep working (never a white screen), and the page recovers without a reload where it can.
 * Faults are injected into the test's own page (page.route), so the servers stay healthy for other tests.
 */

// ------------------------------------------------------------------ helpers

const main = (page: Page) => page.getByRole('main');

/** The frame around the failed part still works: navbar, side panel and footer are there, and no app-level error. */
async function expectLayoutAlive(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Journal shortcuts' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toHaveCount(0);
}

/** Moves inside the page (no reload) as the reader would, through the navbar. */
async function openFromNavbar(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: label, exact: true })
    .first()
    .click();
}

// ------------------------------------------------------------------ the API

interface Prepared {
  path: string;
  /** What the reader sees once the page has its data. */
  content(main: Locator): Locator;
}

interface ApiPage {
  name: string;
  /** The call the fault hits. */
  call: string;
  /** Words of the page's error (docs/sections.md where it names them). */
  error: string;
  /** Words of the page's loading state. */
  loading: string;
  prepare(request: APIRequestContext): Promise<Prepared>;
}

/** The newest issue and its first paper. */
async function newestIssue(request: APIRequestContext) {
  const { archives } = await apiCall(request, '/archiveYearListing');
  const year = archives[archives.length - 1]!;
  const issue = { year: year.year, volume: year.volumes[0]!.volume, issue: year.volumes[0]!.issue[0]! };
  const { papersList } = await apiCall(request, '/archivePaperListing', {
    ...issue,
    page: 1,
    per_page: 5,
  });
  return { issue, paper: papersList[0]! };
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const apiPages: ApiPage[] = [
  {
    name: 'archive index',
    call: '/archiveYearListing',
    error: 'Failed to fetch archive',
    loading: 'Loading Volumes...',
    prepare: async () => ({ path: '/archives', content: (main) => main.getByRole('list', { name: 'Years' }) }),
  },
  {
    name: 'archive paper list',
    call: '/archivePaperListing',
    error: 'The papers of this issue could not be loaded.',
    loading: 'Loading Volumes...',
    prepare: async (request) => {
      const { issue, paper } = await newestIssue(request);
      return {
        path: `/archives/paperlist?year=${issue.year}&volume=${issue.volume}&issue=${issue.issue}`,
        content: (main) => main.getByRole('link', { name: paper.paper_title, exact: true }).first(),
      };
    },
  },
  {
    name: 'paper details',
    call: '/archivePaperNew',
    error: 'This paper could not be loaded.',
    loading: 'Loading Paper...',
    prepare: async (request) => {
      const { paper } = await newestIssue(request);
      return {
        path: `/archives/paper-details?paperid=${paper.paper_id}&papertitle=${slug(paper.paper_title)}`,
        content: (main) => main.getByRole('heading', { level: 1, name: paper.paper_title }),
      };
    },
  },
  {
    name: 'thesis paper list',
    call: '/thesisDataListing',
    error: 'Failed to fetch Thesis',
    loading: 'Loading Volumes...',
    prepare: async (request) => {
      const { thesis } = await apiCall(request, '/thesisYearListing');
      const year = thesis[thesis.length - 1]!;
      const volume = year.volumes[0]!.volume;
      const { papersList } = await apiCall(request, '/thesisDataListing', {
        thesis_year: year.year,
        thesis_volume: volume,
        page: 1,
        per_page: 5,
      });
      return {
        path: `/thesis/paperlist?year=${year.year}&volume=${volume}`,
        content: (main) => main.getByRole('link', { name: papersList[0]!.title, exact: true }).first(),
      };
    },
  },
  {
    name: 'conference index',
    call: '/conferenceCategoriesFetch',
    error: 'The published conferences could not be loaded.',
    loading: 'Loading Conferences...',
    prepare: async (request) => {
      const { Conference_CategoriesList } = await apiCall(request, '/conferenceCategoriesFetch');
      return {
        path: '/conference',
        content: (main) => main.getByRole('link', { name: Conference_CategoriesList[0]!.name, exact: true }).first(),
      };
    },
  },
  {
    name: 'topics (an info page that reads the API)',
    call: '/topics',
    error: 'Failed to fetch archive:',
    loading: 'Loading Topics...',
    prepare: async (request) => {
      const answer = await apiCall(request, '/topics');
      const first = Object.values(answer.data.data)[0]![0]!;
      return { path: '/topics', content: (main) => main.getByRole('link', { name: first.title, exact: true }).first() };
    },
  },
  {
    name: 'blog',
    call: '/blogListing',
    error: 'The posts could not be loaded.',
    loading: 'Loading Posts...',
    prepare: async (request) => {
      const { blogs } = await apiCall(request, '/blogListing', {
        page: 1,
        per_page: 6,
      });
      return { path: '/blogs', content: (main) => main.getByRole('link', { name: blogs[0]!.title }).first() };
    },
  },
];

/** Tries the client makes before it shows a failure (retries of reads; 500 and malformed JSON are not retried). */
const triesBeforeError = { down: 3, error500: 1, malformed: 1 } as const;

test.describe('the API', () => {
  for (const target of apiPages) {
    for (const fault of apiFaults) {
      test(`${target.name} with the API ${fault}`, async ({ page, request }) => {
        const { path, content } = await target.prepare(request);
        const injected = await injectApiFault(page, target.call, fault);
        await page.goto(path);

        if (fault === 'slow') {
          // The loading state shows while the API takes its 5 s, then the content, in one try.
          await expect(main(page).getByText(target.loading)).toBeVisible();
          await expectLayoutAlive(page);
          await expect(content(main(page))).toBeVisible({ timeout: 15_000 });
          expect(injected.hits()).toBe(1);
          return;
        }

        const alert = main(page).getByRole('alert').filter({ hasText: target.error });
        await expect(alert).toBeVisible({ timeout: 15_000 });
        await expectLayoutAlive(page);
        expect(injected.hits()).toBe(triesBeforeError[fault]);

        await injected.lift();
        await alert.getByRole('button', { name: 'Try again' }).click();
        await expect(content(main(page))).toBeVisible();
        await expect(alert).toHaveCount(0);
      });
    }
  }

  test('with the API down on one page, the other sections still load theirs', async ({ page }) => {
    await injectApiFault(page, '/thesisYearListing', 'down');
    await page.goto('/thesis');
    await expect(main(page).getByRole('alert').filter({ hasText: 'Failed to fetch Thesis' })).toBeVisible();
    await openFromNavbar(page, 'Archives');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Years' })).toBeVisible();
  });
});

// ------------------------------------------------------------------ the remotes

const thesisUnavailable = 'The Thesis section is unavailable right now';

test.describe('a remote', () => {
  test('down: its pages say so with Retry, the other sections work, and Retry recovers once it is back', async ({
    page,
  }) => {
    const injected = await injectRemoteDown(page, 'thesis');
    await page.goto('/thesis');
    const alert = main(page).getByRole('alert').filter({ hasText: thesisUnavailable });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('The rest of the site still works.');
    await expectLayoutAlive(page);

    await openFromNavbar(page, 'Archives');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    await page.goBack();
    await expect(alert).toBeVisible();

    await injected.lift();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  const brokenCases: Array<[RemoteScript, ScriptBreakage]> = [
    ['entry', 'syntax'],
    ['entry', 'throws'],
    ['exposed chunk', 'syntax'],
    ['exposed chunk', 'throws'],
  ];
  for (const [script, breakage] of brokenCases) {
    test(
      `serving its ${script} broken ` +
        `(${breakage === 'syntax' ? 'a syntax error' : 'throwing when it runs'}): a clear message ` +
        `in its part only, and Retry recovers after the fix`,
      async ({ page }) => {
        const injected = await injectBrokenRemoteScript(page, 'thesis', script, breakage);
        await page.goto('/thesis');
        const alert = main(page).getByRole('alert').filter({ hasText: thesisUnavailable });
        await expect(alert).toBeVisible();
        await expectLayoutAlive(page);
        expect(injected.hits()).toBeGreaterThan(0);

        await openFromNavbar(page, 'Archives');
        await expect(main(page).getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
        await page.goBack();
        await expect(alert).toBeVisible();

        // The remote is redeployed fixed: Retry loads it without reloading the page.
        await injected.lift();
        if (script === 'exposed chunk') await injectRedeployedRemote(page, 'thesis');
        await alert.getByRole('button', { name: 'Retry' }).click();
        await expect(main(page).getByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeVisible();
        await expect(alert).toHaveCount(0);
      },
    );
  }

  test('speaking a contract version the shell does not support: its part asks for a reload, the rest works', async ({
    page,
  }) => {
    const injected = await injectRemoteContractVersion(page, 'thesis', 2);
    await page.goto('/thesis');
    const alert = main(page).getByRole('alert').filter({ hasText: 'The Thesis section was updated' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('The thesis section speaks contract version 2; this site supports version 1.');
    await expectLayoutAlive(page);

    await openFromNavbar(page, 'Archives');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    await page.goBack();

    // A newer shell would understand it; here the reload brings the remote as it is deployed again.
    await injected.lift();
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeVisible();
  });
});

// ------------------------------------------------------------------ the site configuration

/** The real remotes' addresses, as the site server would list them. */
const realRemotes = Object.fromEntries(
  (['archives', 'conference', 'thesis', 'info'] as const).map((section) => [
    section,
    `${remoteOrigin(section)}/mf-manifest.json`,
  ]),
);

const siteConfigFaults: Array<{ name: string; status: number; body: string }> = [
  { name: 'missing (404)', status: 404, body: JSON.stringify({ statusCode: 404, message: 'Not found' }) },
  { name: 'not JSON', status: 200, body: '<!doctype html><title>Gateway</title>' },
  { name: 'JSON without remotes', status: 200, body: JSON.stringify({ settings: {} }) },
  {
    name: 'remotes of the wrong type',
    status: 200,
    body: JSON.stringify({ remotes: { archives: 8081, conference: true, thesis: null, info: ['/'] } }),
  },
  {
    name: 'settings of the wrong type',
    status: 200,
    body: JSON.stringify({ remotes: realRemotes, settings: { apiBase: 42, editorialSystemUrl: ['x'] } }),
  },
];

test.describe('the site configuration', () => {
  for (const fault of siteConfigFaults) {
    test(`${fault.name}: the layout stays, the content area says so with Retry, and Retry recovers`, async ({
      page,
    }) => {
      const injected = await injectSiteConfigFault(page, fault);
      await page.goto('/thesis');
      const alert = main(page).getByRole('alert').filter({ hasText: 'This page is unavailable right now' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("The site's settings could not be loaded");
      await expectLayoutAlive(page);
      // The menus still work: another section, inside the same page load, says the same.
      await openFromNavbar(page, 'Archives');
      await expect(page).toHaveURL(`${baseUrl}/archives`);
      // The navigation is a transition: the Thesis alert (same words) stays on screen until the Archives
      // one replaces it, so wait for the alert of the Archives section before lifting the fault.
      const archivesAlert = alert.and(main(page).locator('[data-section-error="archives"]'));
      await expect(archivesAlert).toBeVisible();
      expect(injected.hits()).toBeGreaterThan(0);

      await injected.lift();
      await archivesAlert.getByRole('button', { name: 'Retry' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Years' })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  }

  test("the fault removes the page's inline configuration before the shell's scripts could read it", async ({
    page,
  }) => {
    await injectSiteConfigFault(page, siteConfigFaults[0]!);
    await page.route(`${baseUrl}/inline-config-probe`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script type="application/json" id="${INLINE_SITE_CONFIG_ID}">{"remotes":{}}</script>
          <script type="module">window.sawInlineConfig = document.getElementById('${INLINE_SITE_CONFIG_ID}') !== null;</script>`,
      }),
    );
    await page.goto('/inline-config-probe');
    expect(
      await page.waitForFunction(
        () => (window as unknown as { sawInlineConfig?: boolean }).sawInlineConfig !== undefined,
      ),
    ).toBeTruthy();
    expect(await page.evaluate(() => (window as unknown as { sawInlineConfig: boolean }).sawInlineConfig)).toBe(false);
  });

  test('missing: the Not Found page is unaffected', async ({ page }) => {
    await injectSiteConfigFault(page, siteConfigFaults[0]!);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
    await expectLayoutAlive(page);
  });
});
