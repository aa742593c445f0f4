import { expect, test, type Locator, type Page } from '@playwright/test';
import { focusIndicator, focusIsInside, tabTo, type FocusIndicator } from '../support/keyboard.ts';
import { waitForPageContent } from '../support/pageReady.ts';
import { apiCall } from '../support/journalApi.ts';
import { concreteRoutes } from '../support/siteRoutes.ts';

/**
 * A keyboard-only walk (no mouse, no clicks): skip link, navbar links and dropdowns, the mobile
 * menu, pagination, search, the FAQ accordions, focus and title after client-side navigation, and a
 * visible focus indicator on every stop of Tab.
 */

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };

/** After moving to another page in the app: the new page's title, and focus on its main content. */
async function expectArrivedAt(page: Page, path: string, previousTitle: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await waitForPageContent(page);
  await expect(page).not.toHaveTitle(previousTitle);
  await expect(page.getByRole('main')).toBeFocused();
}

test.describe('at 1280 pixels', () => {
  test.use({ viewport: desktop });

  test('the skip link is the first stop, shows when focused and moves focus to the main content, also after client-side navigation', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await waitForPageContent(page);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const main = page.getByRole('main');

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect((await focusIndicator(page))?.indicator).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Tab');
    expect(await focusIsInside(main)).toBe(true);

    // Leave by the navbar, keyboard only, then skip again on the new page.
    const title = await page.title();
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, '/contact-us', title);
    await expect(page).toHaveTitle(/^Contact Us/);
    await tabTo(page, skip, { backwards: true, max: 40 });
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusIsInside(main)).toBe(true);
  });

  test(
    'navbar dropdowns open with Enter, Space and ArrowDown, move with the arrows, close with ' +
      'Escape back on their button, and Tab moves on',
    async ({ page }) => {
      await page.goto('/privacy-policy');
      await waitForPageContent(page);
      const bar = page.getByRole('navigation', { name: 'Main' });
      const aboutUs = bar.getByRole('button', { name: 'About Us' });
      const aboutList = bar.getByRole('list', { name: 'About Us' });
      const aboutLinks = aboutList.getByRole('link');

      await tabTo(page, aboutUs);
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
      await expect(aboutList).toBeVisible();
      await expect(aboutUs).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(aboutLinks.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(aboutLinks.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(aboutLinks.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(aboutLinks.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(aboutLinks.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
      await expect(aboutList).toBeHidden();
      await expect(aboutUs).toBeFocused();

      await page.keyboard.press('Space');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(aboutUs).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
      await expect(aboutLinks.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
      await expect(aboutUs).toBeFocused();

      // Closed, Tab goes straight on to the next entry; open, Tab walks its links and then leaves, closing it.
      const forAuthors = bar.getByRole('button', { name: 'For Authors' });
      await page.keyboard.press('Tab');
      await expect(forAuthors).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(forAuthors).toHaveAttribute('aria-expanded', 'true');
      const authorLinks = bar.getByRole('list', { name: 'For Authors' }).getByRole('link');
      const count = await authorLinks.count();
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press('Tab');
        await expect(authorLinks.nth(index)).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('link', { name: 'Current Issue' })).toBeFocused();
      await expect(forAuthors).toHaveAttribute('aria-expanded', 'false');

      // A link of a dropdown, followed with Enter: the new page, its title, focus on its main content.
      const thesis = bar.getByRole('button', { name: 'Thesis' });
      await tabTo(page, thesis);
      await page.keyboard.press('ArrowDown');
      const thesisArchives = bar.getByRole('list', { name: 'Thesis' }).getByRole('link', { name: 'Archives' });
      await tabTo(page, thesisArchives, { max: 3 });
      const title = await page.title();
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, '/thesis', title);
      await expect(thesis).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('pagination: to page 2 and back with the keyboard, the papers change and focus stays in the page', async ({
    page,
    request,
  }) => {
    const routes = await concreteRoutes(request);
    const list = routes.find((route) => route.pattern === 'archives/paperlist')!;
    await page.goto(list.url);
    await waitForPageContent(page);
    const titles = () =>
      page
        .getByRole('list', { name: /^Papers in / })
        .getByRole('heading')
        .allTextContents();
    const firstPage = await titles();
    const pages = page.getByRole('navigation', { name: /^Pages of / });

    await tabTo(page, pages.getByRole('button', { name: 'Page 2' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(titles).not.toEqual(firstPage);
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues in the page's content, not at the top of the document.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page.getByRole('main'))).toBe(true);

    await tabTo(page, pages.getByRole('button', { name: 'Previous' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=1\b/);
    await expect.poll(titles).toEqual(firstPage);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('search: type, Enter, the number of results is announced and the results are shown; Clear returns to the issue', async ({
    page,
    request,
  }) => {
    const routes = await concreteRoutes(request);
    const list = routes.find((route) => route.pattern === 'archives/paperlist')!;
    // A paper of another issue (the newest), so the results are not the list already on screen.
    const { archives } = await apiCall(request, '/archiveYearListing');
    const newest = archives[archives.length - 1]!;
    const { papersList } = await apiCall(request, '/archivePaperListing', {
      year: newest.year,
      volume: newest.volumes[0]!.volume,
      issue: newest.volumes[0]!.issue[0]!,
    });
    const wanted = papersList[0]!.paper_title;

    await page.goto(list.url);
    await waitForPageContent(page);
    const search = page.getByRole('search', { name: 'Search papers' });
    const box = search.getByRole('combobox');
    const announcement = search.locator('[aria-live="polite"]');
    await expect(announcement).toHaveText('');

    await tabTo(page, box);
    await page.keyboard.type(wanted);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Search results for “${wanted}”` })).toBeVisible();
    await expect(announcement).toHaveText(/^\d+ papers? found$/);
    const results = page.getByRole('list', { name: `Search results for ${wanted}` });
    await expect(results.getByRole('heading', { name: wanted })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');

    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Search results for/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: /^Papers in / })).toBeVisible();
    await expect(announcement).toHaveText('');
    await expect(search.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });

  for (const url of ['/FAQs', '/conference-procedings']) {
    test(`FAQ accordion on ${url}: Enter and Space toggle, aria-expanded follows, the answer shows, arrows move between questions`, async ({
      page,
    }) => {
      await page.goto(url);
      await waitForPageContent(page);
      const questions = page.getByRole('main').locator('button[aria-controls][aria-expanded]');
      const first = questions.first();
      const second = questions.nth(1);
      const answerOf = async (question: Locator) =>
        page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);

      await tabTo(page, first);
      const answer = await answerOf(first);
      const startsOpen = (await first.getAttribute('aria-expanded')) === 'true';
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', String(!startsOpen));
      if (startsOpen) await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await expect(answer).not.toHaveText('');
      await expect(answer).toHaveAttribute('role', 'region');
      await page.keyboard.press('Space');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();

      await page.keyboard.press('ArrowDown');
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(await answerOf(second)).toBeVisible();
      await page.keyboard.press('ArrowUp');
      await expect(first).toBeFocused();
    });
  }

  test('every stop of Tab on the home page shows a visible focus indicator with enough contrast', async ({ page }) => {
    await page.goto('/');
    await waitForPageContent(page);
    expect(await walkFocusIndicators(page)).toEqual([]);
  });
});

test.describe('at 375 pixels', () => {
  test.use({ viewport: mobile });

  test('the mobile menu opens with Enter, keeps focus inside, Escape closes it back on its button, and a link leads to the page', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await waitForPageContent(page);
    const menuButton = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const close = menu.getByRole('button', { name: 'Close menu' });

    await tabTo(page, menuButton, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toBeFocused();

    // The menu's search box comes first (its box, then its button), then the links.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('combobox', { name: 'Search the journal' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    const aboutUs = menu.getByRole('button', { name: 'About Us' });
    await tabTo(page, aboutUs, { max: 5 });
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    const groupLinks = page.locator(`[id="${await aboutUs.getAttribute('aria-controls')}"]`).getByRole('link');
    await expect(groupLinks.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(groupLinks.first()).toBeFocused();

    // Focus is kept inside: from the first stop back to the last, and on round again.
    await tabTo(page, close, { backwards: true, max: 40 });
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Author Login' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    const title = await page.title();
    await tabTo(page, menu.getByRole('link', { name: 'Contact Us' }), { max: 40 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expectArrivedAt(page, '/contact-us', title);
  });

  test('every stop of Tab on a paper list shows a visible focus indicator with enough contrast', async ({
    page,
    request,
  }) => {
    const routes = await concreteRoutes(request);
    await page.goto(routes.find((route) => route.pattern === 'archives/paperlist')!.url);
    await waitForPageContent(page);
    expect(await walkFocusIndicators(page)).toEqual([]);
  });
});

/**
 * Tabs through the whole page once (until focus comes back round or leaves the document) and answers
 * a line for each stop without a visible indicator, off screen, or with an outline under 3:1 (WCAG 1.4.11).
 */
async function walkFocusIndicators(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const seen: FocusIndicator[] = [];
  for (let presses = 0; presses < 250; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusIndicator(page);
    if (!stop || (seen.length > 0 && stop.element === seen[0]!.element)) break;
    seen.push(stop);
    if (!stop.onScreen) problems.push(`${stop.element}: focused but not on screen`);
    if (!stop.indicator) problems.push(`${stop.element}: no outline or box-shadow when focused`);
    if (stop.contrast !== null && stop.contrast < 3)
      problems.push(`${stop.element}: focus outline contrast ${stop.contrast}:1 (${stop.indicator})`);
  }
  expect(seen.length, 'stops of Tab on the page').toBeGreaterThan(20);
  test.info().annotations.push({
    type: 'focus stops',
    description: `${seen.length} stops, ${seen.filter((stop) => stop.contrast !== null).length} with an outline checked for contrast`,
  });
  return problems;
}

test.describe('site search box at 1280 pixels', () => {
  test.use({ viewport: desktop });

  test(
    'suggestions follow typing, Down and Up choose one (aria-activedescendant), Escape closes ' +
      'then clears, Enter searches or opens the chosen paper',
    async ({ page }) => {
      await page.goto('/archives');
      await waitForPageContent(page);
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the journal' });
      await tabTo(page, box, { max: 10 });
      await page.keyboard.type('federat');
      const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const options = list.getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(box).not.toHaveAttribute('aria-activedescendant');

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = options.nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
      await page.keyboard.press('ArrowUp');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(box).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('federat');
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');

      await page.keyboard.type('federated');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=federated$/);
      await expect(page.getByRole('heading', { level: 2, name: /results? for “federated”/ })).toBeVisible();

      await box.fill('');
      await page.keyboard.type('federat');
      await expect(options.first()).toBeVisible();
      const chosen = (await options.first().locator('span').first().textContent())!;
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    },
  );
});
