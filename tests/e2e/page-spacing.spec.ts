import { expect, test, type Page } from '@playwright/test';

/**
 * The last thing on a page never touches the footer: the frame's content row keeps at least 24 px between
 * them on every kind of page, on a phone and on a desktop (shell/src/layout/frame.ts).
 */

const MIN_GAP = 24;

/** Pixels between the bottom of the page's last box (main, or the side column when it is longer) and the footer. */
async function gapAboveFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    const main = document.querySelector('main');
    if (!footer || !main) throw new Error('the page has no main or no footer');
    const boxes = [main, ...document.querySelectorAll('aside')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0);
    return footer.getBoundingClientRect().top - Math.max(...boxes.map((box) => box.bottom));
  });
}

const pages = [
  { kind: 'home page', path: '/' },
  { kind: 'issue paper list', path: '/archives/paperlist?year=2024&volume=3&issue=2' },
  { kind: 'paper details', path: '/archives/paper-details?paperid=1' },
  { kind: 'thesis paper list', path: '/thesis/paperlist?year=2026&volume=5' },
  { kind: 'conference paper list', path: '/conference/paperlist?id=1' },
  { kind: 'search results', path: '/search?q=graph' },
  { kind: 'blog list', path: '/blogs' },
  { kind: 'information page', path: '/aim-and-scope' },
  { kind: 'page not found', path: '/no/such/page' },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} pixels`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("a paper list's pagination stands clear of the footer", async ({ page }) => {
      await page.goto('/archives/paperlist?year=2024&volume=3&issue=2');
      const pagination = page.getByRole('navigation', { name: /^Pages of / });
      await expect(pagination.getByRole('button', { name: 'Page 2' })).toBeVisible();
      const paginationBox = await pagination.boundingBox();
      const footerBox = await page.getByRole('contentinfo').boundingBox();
      expect(footerBox!.y - (paginationBox!.y + paginationBox!.height)).toBeGreaterThanOrEqual(MIN_GAP);
    });

    for (const { kind, path } of pages) {
      test(`the ${kind} ends at least ${MIN_GAP} px above the footer`, async ({ page }) => {
        await page.goto(path);
        // Lists and details fill in after their section appears: measure once nothing is loading any more.
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await gapAboveFooter(page)).toBeGreaterThanOrEqual(MIN_GAP);
      });
    }
  });
}
