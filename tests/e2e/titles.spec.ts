import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { slugify } from '@journal/shared/text';
import { sampleRecords } from '../support/journalApi.ts';

/**
 * A page's title, sampled through its load from the first HTML until it has settled, is only ever its
 * own: never empty, the home page's, or a placeholder in between (crawlers and bookmarks catch any of them).
 */

/**
 * Records every value document.title takes, from the first parse on, as any script, crawler or
 * bookmark could read it: in a task after each change of the document, and on every animation frame.
 */
async function recordTitles(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __titles: string[] }).__titles = seen;
    const note = () => {
      const title = document.title;
      if (seen.at(-1) !== title) seen.push(title);
    };
    new MutationObserver(() => setTimeout(note, 0)).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    const frame = () => {
      note();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const titlesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __titles: string[] }).__titles.filter((title) => title !== ''));
const allTitlesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);

for (const [what, path, heading] of [
  ['a paper list', '/archives/paperlist?year=2026&volume=5&issue=1', /Volume 5, Issue 1/],
  ['a paper page', '/archives/paper-details?paperid=1', null],
  ['a thesis list', '/thesis/paperlist?year=2026&volume=5', /Volume 5/],
] as const) {
  test(`${what} keeps its own title from the first HTML until it has settled`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const serverTitle = /<title[^>]*>([^<]*)<\/title>/
      .exec(html)![1]!
      .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
    await recordTitles(page);
    await page.goto(path);
    if (heading) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(heading);
    else await expect(page.getByRole('main').getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(serverTitle);
    // Empty only before the parser reached <title>.
    const all = await allTitlesSeen(page);
    expect(all.slice(all.findIndex((title) => title !== ''))).not.toContain('');
    expect(await titlesSeen(page)).toEqual([serverTitle]);
  });
}

test("after the reader moves to another page, that page's title replaces the first one", async ({ page }) => {
  await page.goto('/archives/paperlist?year=2026&volume=5&issue=1');
  await expect(page).toHaveTitle(/^2026, Volume 5, Issue 1 \|/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: 'Contact Us', exact: true })
    .first()
    .click();
  await expect(page).toHaveTitle(/^Contact Us \|/);
  await page.goBack();
  await expect(page).toHaveTitle(/^2026, Volume 5, Issue 1 \|/);
});

/**
 * The title the site server wrote for an address (entities decoded). A keep-alive connection the server
 * closes as idle just as it is reused answers ECONNRESET; a browser sends such a GET again, and so does this.
 */
async function serverTitleOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path, { maxRetries: 2 })).text();
  return /<title[^>]*>([^<]*)<\/title>/
    .exec(html)![1]!
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Starts the record over from the title shown now (after the previous page has settled). */
const recordFromHere = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __titles: string[] }).__titles;
    seen.splice(0, seen.length, document.title);
  });

/** The pages each sampled kind of page is reached from inside the site, and the link that leads there. */
async function samplePages(request: APIRequestContext) {
  const { paper, thesis, conferencePaper } = await sampleRecords(request);
  const author = slugify(paper.authors[0]!);
  // A work's own page (papers under /archives), as the site's links name it.
  const recordPath = (record: typeof paper) =>
    `/${record.kind === 'paper' ? 'archives' : record.kind}/paper-details?paperid=${record.id}&papertitle=${slugify(record.title)}`;
  return [
    {
      what: 'a paper',
      path: recordPath(paper),
      from: `/search?q=${encodeURIComponent(paper.title)}`,
      link: paper.title,
    },
    {
      what: 'a thesis',
      path: recordPath(thesis),
      from: `/thesis/paperlist?year=${thesis.year}&volume=${thesis.volume}`,
      link: thesis.title,
    },
    {
      what: 'a conference paper',
      path: recordPath(conferencePaper),
      from: `/search?q=${encodeURIComponent(conferencePaper.title)}`,
      link: conferencePaper.title,
    },
    { what: 'a search', path: '/search?q=learning', from: '/blogs', link: null },
    { what: 'an author page', path: `/authors/${author}`, from: recordPath(paper), link: paper.authors[0]! },
  ];
}

test('paper, thesis, conference, search and author pages: every title sampled on load and on navigation is the right one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await recordTitles(page);
  for (const target of await samplePages(request)) {
    const finalTitle = await serverTitleOf(request, target.path);
    await test.step(`${target.what}, first load`, async () => {
      await page.goto(target.path);
      await expect(page).toHaveTitle(finalTitle);
      await page.waitForLoadState('networkidle');
      const all = await allTitlesSeen(page);
      // Empty only before the parser reached <title>; then only the page's own title, on every frame.
      expect(all.slice(all.findIndex((title) => title !== ''))).toEqual([finalTitle]);
    });
    await test.step(`${target.what}, reached inside the site`, async () => {
      await page.goto(target.from);
      const previous = await serverTitleOf(request, target.from);
      await expect(page).toHaveTitle(previous);
      await page.waitForLoadState('networkidle');
      await recordFromHere(page);
      if (target.link === null) {
        const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the journal' });
        await search.fill('learning');
        await search.press('Enter');
      } else {
        await page.getByRole('main').getByRole('link', { name: target.link, exact: true }).first().click();
      }
      await expect(page).toHaveTitle(finalTitle);
      await page.waitForLoadState('networkidle');
      // The previous page's title until the next page names itself, then that one: never blank, home or generic.
      expect(await allTitlesSeen(page)).toEqual([previous, finalTitle]);
    });
  }
});
