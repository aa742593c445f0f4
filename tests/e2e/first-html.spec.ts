import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { waitForPageContent } from '../support/pageReady.ts';

/**
 * The site server renders the app's frame (header, menus, side panel, footer) from the app's own
 * components, and the app hydrates it: it attaches to the nodes the reader already sees instead of
 * drawing them again (docs/architecture.md, "The first HTML"). Menu works before the app runs.
 */

/**
 * React's reports of a hydration that failed (the production build's minified errors 418 to 425, and
 * the development build's words), as uncaught errors or console errors; collected from the first byte.
 */
const HYDRATION_ERROR = /hydrat|did not match|react\.dev\/errors\/4(1[89]|2[0-5])\b/i;

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Keeps the first HTML's header and footer nodes (before any script of the app runs), to compare them with the app's later. */
async function rememberFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const first = window as unknown as { firstHeader?: Element; firstFooter?: Element };
      first.firstHeader ??= document.querySelector('header') ?? undefined;
      first.firstFooter ??= document.querySelector('footer') ?? undefined;
      if (first.firstHeader && first.firstFooter) seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the header and footer shown are still the first HTML's own nodes (hydrated, not drawn again). */
const sameFrame = (page: Page) =>
  page.evaluate(() => {
    const { firstHeader, firstFooter } = window as unknown as { firstHeader?: Element; firstFooter?: Element };
    return {
      header: firstHeader !== undefined && firstHeader === document.querySelector('header'),
      footer: firstFooter !== undefined && firstFooter === document.querySelector('footer'),
    };
  });

/**
 * The footer, which comes in a chunk of its own, hydrated in place: React has attached to the server's
 * node (a submit before that would be the browser's own), and its newsletter form answers in the page.
 */
async function expectFooterHydrated(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect
    .poll(() => footer.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
  await footer.getByRole('button', { name: 'Join' }).click();
  await expect(footer.getByRole('alert')).toHaveText(/.+/);
}

const pages = [
  '/',
  '/aim-and-scope',
  '/archives',
  '/current-issue',
  '/blogs',
  '/search?q=data',
  '/thesis',
  '/conference',
  '/contact-us',
  '/no/such/page',
];

for (const width of [1280, 375]) {
  test.describe(`at ${width} pixels`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every route group hydrates the first HTML without a difference, keeping its header and footer', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = collectHydrationErrors(page);
      await rememberFirstFrame(page);
      for (const address of pages) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (address !== '/no/such/page') await waitForPageContent(page);
        await expectFooterHydrated(page);
        expect(await sameFrame(page), address).toEqual({ header: true, footer: true });
        expect(errors, address).toEqual([]);
      }
    });
  });
}

test('a first HTML that differs from what the app draws is reported (the check above can fail)', async ({ page }) => {
  const errors = collectHydrationErrors(page);
  await page.route('**/aim-and-scope', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>Menu</summary>', '>Menü</summary>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/aim-and-scope');
  await waitForPageContent(page);
  await expect.poll(() => errors.length).toBeGreaterThan(0);
});

test.describe('Menu at 375 pixels', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens its list of links before the app runs, and the full-screen menu once it does', async ({ page }) => {
    // Hold every script of the site until the reader has used Menu.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    const errors = collectHydrationErrors(page);
    await rememberFirstFrame(page);
    await page.goto('/blogs', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
    await menu.click();
    const list = page.getByRole('navigation', { name: 'Site menu' });
    await expect(list.getByRole('link', { name: 'Aim and Scope' })).toBeVisible();
    await expect(list.getByRole('searchbox', { name: 'Search the journal' })).toBeVisible();
    await menu.click();
    await expect(list).toBeHidden();

    release();
    await waitForPageContent(page);
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden(); // the disclosure stayed shut
    expect((await sameFrame(page)).header).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a link followed from the list opened before the app runs leads to its page', async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto('/blogs', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'Aim and Scope' }).click();
    await expect(page).toHaveURL(/\/aim-and-scope$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aim and Scope' })).toBeVisible();
  });
});
