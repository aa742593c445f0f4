import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { waitForPageContent } from '../support/pageReady.ts';

/**
 * Paged lists keep the page they show, marked busy, until the next page's answer arrives: never an empty
 * list or a shrinking page in between (docs/design.md, "Lists that hold still"). The list is
 * paged in archives.spec.ts; here the blog and the site search, each from another remote's hook.
 */

/** Holds the answers to `call` for page 2 until the returned function is called. */
async function holdSecondPage(page: Page, call: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/${call}`, async (route) => {
    const payload = route.request().postDataJSON() as { page?: number } | null;
    if (payload?.page === 2) await released;
    await route.continue();
  });
  return release;
}

/** From now on, every change to the main column records how many cards it holds. */
async function countCardsOnEveryChange(page: Page) {
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const counts: number[] = [];
    (window as unknown as { cardCounts: number[] }).cardCounts = counts;
    new MutationObserver(() => counts.push(main.querySelectorAll('[aria-busy] article').length)).observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
}

const cardCounts = (page: Page) => page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);

for (const { name, address, call, pager } of [
  { name: 'the blog', address: '/blogs', call: 'blogListing', pager: 'Blog pages' },
  { name: 'the site search', address: '/search?q=data', call: 'siteSearch', pager: 'Search result pages' },
]) {
  test(`paging ${name} keeps its cards on screen, marked busy, until the next page arrives`, async ({ page }) => {
    const release = await holdSecondPage(page, call);
    await page.goto(address);
    await waitForPageContent(page);
    const cards = page.locator('main [aria-busy] article');
    const firstCount = await cards.count();
    expect(firstCount).toBeGreaterThan(0);
    const firstTitle = await cards.first().getByRole('heading').first().textContent();
    await countCardsOnEveryChange(page);

    const pages = page.getByRole('navigation', { name: pager });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    const region = page.locator('[aria-busy]').filter({ has: pages });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(cards).toHaveCount(firstCount);

    release();
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(cards.first().getByRole('heading').first()).not.toHaveText(firstTitle!);
    const counts = await cardCounts(page);
    expect(counts.length, 'the list changed').toBeGreaterThan(0);
    expect(Math.min(...counts), 'the fewest cards on screen between the pages').toBeGreaterThan(0);
  });
}
