import { expect, test, type Page } from '@playwright/test';

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
