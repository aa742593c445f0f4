import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/env.ts';

/** Small things a reader notices: one name per page in every menu, one pair of citation downloads, topic headings. */

test('the side panel, the For Authors menu and the page all call /paper-status "Article Status"', async ({ page }) => {
  await page.goto('/aim-and-scope');
  const panel = page.getByRole('complementary', { name: 'Journal shortcuts' });
  await expect(panel.getByRole('link', { name: 'Article Status', exact: true })).toHaveAttribute(
    'href',
    '/paper-status',
  );
  await expect(panel.getByRole('link', { name: 'Paper Status' })).toHaveCount(0);
});

test('a paper page offers one pair of BibTeX and RIS downloads', async ({ page, request }) => {
  const answer = await request.post(`${baseUrl}/api/archivePaperListing`, {
    headers: { Authorization: 'Bearer ijcri-public-site-2026' },
    data: { year: 2026, volume: 5, issue: 1, page: 1, per_page: 1 },
  });
  const { papersList } = (await answer.json()) as { papersList: Array<{ paper_id: number }> };
  await page.goto(`/archives/paper-details?paperid=${papersList[0]!.paper_id}`);
  const main = page.locator('[data-section]');
  await expect(main.getByRole('heading', { name: 'Cite this article' })).toBeVisible();
  await expect(main.getByRole('link', { name: /BibTeX/ })).toHaveCount(1);
  await expect(main.getByRole('link', { name: /RIS/ })).toHaveCount(1);
});

test("a topic's heading is its name, not its search-result title", async ({ page }) => {
  await page.goto('/topics/natural-language-processing');
  await expect(page.locator('[data-section]').getByRole('heading', { level: 1 })).toHaveText(
    'Natural Language Processing',
  );
  await expect(page).toHaveTitle(
    'Natural Language Processing Research Topic | International Journal of Computing Research and Innovation',
  );
});

test('thesis details have the breadcrumb and back link archive details have', async ({ page }) => {
  await page.goto('/thesis/paperlist?year=2026&volume=5');
  const main = page.locator('[data-section]');
  await main.locator('a[href^="/thesis/paper-details"]').first().click();
  const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Thesis' })).toHaveAttribute('href', '/thesis');
  await expect(crumbs.getByRole('link', { name: 'Volume 5, Year 2026' })).toHaveAttribute(
    'href',
    '/thesis/paperlist?year=2026&volume=5',
  );
  await main.getByRole('link', { name: 'Back to Volume 5, Year 2026' }).click();
  await expect(page).toHaveURL(/\/thesis\/paperlist\?year=2026&volume=5$/);
});

/** The volume labels of a strip, in screen order ("Volume N, (year)"), as years. */
async function stripYears(page: import('@playwright/test').Page): Promise<number[]> {
  const labels = await page
    .locator('[data-section]')
    .getByRole('link', { name: /^Volume \d+, \(\d{4}\)$/ })
    .allTextContents();
  return labels.map((label) => Number(/\((\d{4})\)/.exec(label)![1]));
}

test('the volume strip runs newest first in archives and in thesis', async ({ page }) => {
  for (const path of ['/archives/paperlist?year=2026&volume=5&issue=1', '/thesis/paperlist?year=2026&volume=5']) {
    await page.goto(path);
    await expect(page.locator('[data-section]').getByRole('link', { name: 'Volume 5, (2026)' })).toBeVisible();
    const years = await stripYears(page);
    expect(years.length, path).toBeGreaterThan(1);
    expect(years, path).toEqual([...years].sort((a, b) => b - a));
  }
});

test('no search placeholder is cut at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/',
    '/archives/paperlist?year=2026&volume=5&issue=1',
    '/thesis/paperlist?year=2026&volume=5',
    '/conference/paperlist?id=1',
    '/search',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const inputs = page.locator('input[placeholder]:visible');
    await expect(inputs.first()).toBeVisible();
    // The placeholder's width in the input's own font, against the room the input gives its text.
    const cut = await inputs.evaluateAll((elements) =>
      (elements as HTMLInputElement[])
        .filter((input) => input.type === 'search' || input.getAttribute('role') === 'combobox')
        .map((input) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            placeholder: input.placeholder,
            text: Math.ceil(context.measureText(input.placeholder).width),
            room,
          };
        })
        .filter((field) => field.text > field.room),
    );
    expect(cut, path).toEqual([]);
  }
});
