import { expect, test, type Locator, type Page } from '@playwright/test';
import { slugify } from '@journal/shared/text';
import { apiCall, sampleRecords } from '../support/journalApi.ts';

/**
 * A reader (or crawler) without JavaScript gets the site's own styled header, the menus' links under it,
 * the footer with all its columns, and every list page's items with links to its other pages, all in the
 * first HTML (docs/architecture.md, "The first HTML").
 */
test.use({ javaScriptEnabled: false });

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The frame of every page: a styled header at the top, the menus right under it, the page, a styled footer. */
async function expectStyledFrame(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /IJCRI/ }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Author Login' })).toBeVisible();
  expect(await style(header, 'background-color')).toBe('rgb(255, 255, 255)');
  expect(await style(header, 'border-bottom-width')).toBe('1px');
  const headerBox = await box(header);
  expect(headerBox.y).toBe(0);

  // The dropdowns' links, straight under the header, laid out in columns (not a bare list under the page).
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu.getByRole('link', { name: 'Editorial Board', exact: true })).toBeVisible();
  const menuBox = await box(menu);
  expect(Math.abs(menuBox.y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(1);
  const about = await box(menu.getByRole('heading', { name: 'About Us' }));
  const thesis = await box(menu.getByRole('heading', { name: 'Thesis' }));
  expect(thesis.y).toBe(about.y);
  // Nothing that needs scripts is offered: the dropdown buttons are hidden.
  await expect(page.getByRole('button', { name: 'About Us' })).toBeHidden();

  // The page starts right under the menus: the content row's own padding (32 px), no empty band.
  const main = await box(page.getByRole('main'));
  expect(main.y - (menuBox.y + menuBox.height)).toBeLessThanOrEqual(33);

  const footer = page.getByRole('contentinfo');
  expect(await style(footer, 'background-color')).not.toBe(TRANSPARENT);
  const columns = await Promise.all(
    ['Contact', 'Guidelines', 'Policies', 'Newsletter'].map((name) =>
      box(footer.getByRole('heading', { name, exact: true })),
    ),
  );
  // Four columns side by side at 1280 px.
  expect(new Set(columns.map((column) => Math.round(column.y))).size).toBe(1);
  await expect(footer.getByRole('link', { name: 'editor@ijcri.org' }).first()).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toBeVisible();
}

/** A list's items (at least `min`) and, when it has more pages, a link to the next one that works. */
async function expectItemsAndPaging(page: Page, label: string, { min = 1, paged = false } = {}) {
  const list = page.getByRole('region', { name: label });
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(min);
  for (const link of await list.getByRole('listitem').getByRole('link').all()) {
    const href = (await link.getAttribute('href'))!;
    // The paper cards' Google button (the app's own card) is the one link that leaves the site.
    if (href.startsWith('https://www.google.com/search?')) continue;
    expect(href).toMatch(/^\//);
  }
  if (!paged) return list;
  const pages = list.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(
    page
      .getByRole('region', { name: label })
      .getByRole('navigation', { name: 'Pages' })
      .getByText('2', { exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  return page.getByRole('region', { name: label });
}

test('every route group: the styled header, menus and footer, and each list with its items and pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sample = await sampleRecords(request);
  const { archives } = await apiCall(request, '/archiveYearListing');
  const issues = archives.flatMap(({ year, volumes }) =>
    volumes.flatMap(({ volume, issue }) => issue.map((number) => ({ year, volume, issue: number }))),
  );
  // An issue with more than one page of papers.
  let paged: (typeof issues)[number] | undefined;
  for (const issue of issues.reverse()) {
    if ((await apiCall(request, '/archivePaperListing', { ...issue, page: 1 })).total_pages > 1) {
      paged = issue;
      break;
    }
  }
  const issueList = `/archives/paperlist?year=${paged!.year}&volume=${paged!.volume}&issue=${paged!.issue}`;
  const { conference, thesis, paper } = sample;
  const conferenceList = `/conference/paperlist?${new URLSearchParams({
    name: conference.name,
    year: String(conference.year),
    volume: String(conference.volume),
    issue: String(conference.issue),
    id: String(conference.id),
  })}`;
  const author = slugify(paper.authors[0]!);

  const lists: Array<[path: string, label: string, options?: { min?: number; paged?: boolean }]> = [
    [issueList, 'Papers of this issue', { min: 2, paged: true }],
    ['/archives', 'Issues by year', { min: 2 }],
    ['/current-issue', 'Issues by year', { min: 2 }],
    ['/thesis', 'Thesis volumes by year'],
    [`/thesis/paperlist?year=${thesis.year}&volume=${thesis.volume}`, 'Theses of this volume'],
    ['/conference', 'Conferences by year'],
    [conferenceList, 'Papers of this conference'],
    ['/blogs', 'Blog posts', { min: 2 }],
    [`/tag/${sample.blogTag}`, 'Posts with this tag'],
    ['/topics', 'Research topics by area', { min: 2 }],
    ['/editorial-board', 'Members of the editorial board'],
    [`/authors/${author}`, 'Works of this author'],
  ];
  for (const [path, label, options] of lists) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectStyledFrame(page);
      await expectItemsAndPaging(page, label, options);
    });
  }
  for (const path of ['/', '/aim-and-scope', `/search?q=learning`, `/archives/paper-details?paperid=${paper.id}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectStyledFrame(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test("a thesis's and a conference paper's Full Text open their PDF; their authors lead to author pages", async ({
  page,
  request,
}) => {
  const { thesis, conference } = await sampleRecords(request);
  await page.goto(`/thesis/paperlist?year=${thesis.year}&volume=${thesis.volume}`);
  const card = page.getByRole('region', { name: 'Theses of this volume' }).getByRole('listitem').first();
  const pdf = await card.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(pdf).toMatch(/\.pdf$/);
  await expect(card.getByRole('link', { name: 'Full Text' })).toHaveAttribute('href', pdf!);
  const pdfAnswer = await request.get(pdf!);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');

  const authorLink = card.locator('a[href^="/authors/"]').first();
  const name = (await authorLink.textContent())!;
  await authorLink.click();
  await expect(page).toHaveURL(/\/authors\/[a-z0-9-]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  // The author page lists works of every kind: the thesis is among them.
  await expect(
    page
      .getByRole('region', { name: 'Works of this author' })
      .getByText(/^Thesis Volume \d+, Year \d+/)
      .first(),
  ).toBeVisible();

  await page.goto(
    `/conference/paperlist?${new URLSearchParams({
      name: conference.name,
      year: String(conference.year),
      volume: String(conference.volume),
      issue: String(conference.issue),
      id: String(conference.id),
    })}`,
  );
  const paperCard = page.getByRole('region', { name: 'Papers of this conference' }).getByRole('listitem').first();
  await expect(paperCard.getByRole('link', { name: 'Full Text' })).toHaveAttribute(
    'href',
    (await paperCard.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
  );
});

test('at 375 px without JavaScript the header keeps Login, and Menu opens every entry; a link leads to its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/blogs');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Login/ })).toBeVisible();
  // Menu is a disclosure: it opens without scripts, its entries listed under the header.
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu).toBeHidden();
  await header.locator('summary', { hasText: 'Menu' }).click();
  for (const name of [
    'Home',
    'Current Issue',
    'Archives',
    'Blog',
    'Contact Us',
    'Aim and Scope',
    'Published Conferences',
  ])
    // "Archives" twice: the journal's and the theses' (the Thesis menu's entry).
    await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Archives', exact: true })).toHaveCount(2);
  await expect(menu.getByRole('searchbox', { name: 'Search the journal' })).toBeVisible();
  // The list lies over the page, below the header.
  expect((await box(menu)).y).toBeGreaterThanOrEqual((await box(header)).height - 1);
  await menu.getByRole('link', { name: 'Aim and Scope' }).click();
  await expect(page).toHaveURL(/\/aim-and-scope$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aim and Scope' })).toBeVisible();
});

test('without JavaScript the header search leads to a page of results, the next page and a paper', async ({ page }) => {
  await page.goto('/blogs');
  const form = page.getByRole('banner').getByRole('search', { name: 'Search the journal' });
  await form.getByRole('combobox', { name: 'Search the journal' }).fill('data');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=data$/);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText(/^\d+ results for “data”, page 1 of \d+\.$/)).toBeVisible();
  // Twenty result cards (the pager's items are list items too).
  await expect(results.getByRole('article')).toHaveCount(20);

  await results.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=data&page=2$/);
  await expect(results.getByText(/, page 2 of \d+\.$/)).toBeVisible();

  const first = results.getByRole('article').first().getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/paper-details\?paperid=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
