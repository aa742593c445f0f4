import { expect, test } from '@playwright/test';

/**
 * Honest 404s from the site server: an address that names nothing the archive holds answers 404 with
 * the Page Not Found page, and none of the made-up text reaches the head (title, description, Open
 * Graph). Addresses that name something real still answer 200 (the same routes with real values).
 */

const nobody = [
  ['a made-up tag', '/tag/cheap-watches-buy-now'],
  ['a tag the API refuses (underscore)', '/tag/cheap_watches'],
  ['an unknown conference', '/conference/paperlist?id=987654'],
  ['an issue not in the archive', '/archives/paperlist?year=2026&volume=5&issue=99'],
  ['a current-issue list of an issue not in the archive', '/current-issue/paperlist?year=1999&volume=1&issue=1'],
  ['a thesis volume not in the archive', '/thesis/paperlist?year=2026&volume=99'],
  ['a blog slug the API refuses with 400', '/blogs/cheap_watches'],
] as const;

for (const [what, path] of nobody) {
  test(`${what} answers 404 with Page Not Found: ${path}`, async ({ request }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title[^>]*>Page Not Found \|/);
    expect(head.toLowerCase()).not.toContain('cheap');
    expect(html).toContain('Page Not Found');
  });
}

test('a real tag, issue, thesis volume and conference list still answer 200', async ({ request }) => {
  for (const path of [
    '/tag/peer-review',
    '/archives/paperlist?year=2026&volume=5&issue=1',
    '/thesis/paperlist?year=2026&volume=5',
    '/conference/paperlist?id=1',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

/**
 * The same addresses reached inside the app (client navigation after the first HTML): the section shows
 * the shell's Page Not Found screen, not an empty list or a section-specific message.
 */
const reachedInApp = [
  ['an unknown tag', '/tag/cheap-watches-buy-now'],
  ['an issue not in the archive', '/archives/paperlist?year=2026&volume=99&issue=1'],
  ['a thesis volume not in the archive', '/thesis/paperlist?year=2026&volume=99'],
  ['an unknown conference', '/conference/paperlist?id=987654'],
  ['an unknown blog slug', '/blogs/no-such-post-here'],
  ['a blog slug the API refuses', '/blogs/cheap_watches'],
] as const;

for (const [what, path] of reachedInApp) {
  test(`${what}, reached by a link inside the app, shows Page Not Found: ${path}`, async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation, as a link inside the site makes it (no new document).
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(main.getByText("Sorry, the page you're looking for doesn't exist")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(/^Page Not Found \|/);
  });
}
