import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The floating widgets (Chat with us, Scroll to top) never cover the page's content or each other, and
 * Escape closes the chat panel, giving focus back to its button.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function widgetBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const widget of [
    page.getByRole('button', { name: /^(Chat with us|Close chat)$/ }),
    page.getByRole('button', { name: 'Scroll to top' }),
  ]) {
    if (await widget.isVisible()) boxes.push((await widget.boundingBox())!);
  }
  return boxes;
}

/** Scrolls `text` to the bottom edge of the screen, as a reader reading down meets it, and checks no widget is on it. */
async function expectUncovered(page: Page, text: Locator, what: string) {
  await text.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const box = (await text.boundingBox())!;
  for (const widget of await widgetBoxes(page))
    expect(overlap(box, widget), `${what} is covered by a floating widget`).toBe(false);
}

test.describe('at 375 pixels', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the floating widgets cover no card date or abstract text of a paper list, nor the footer', async ({ page }) => {
    await page.goto('/archives/paperlist?year=2026&volume=5&issue=1');
    const cards = page.locator('[data-section] article');
    await expect(cards.first()).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' })); // brings the scroll-to-top button
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      for (const part of await card.locator('p, time').all()) {
        if (await part.isVisible())
          await expectUncovered(page, part, `card ${index + 1}: "${(await part.innerText()).slice(0, 40)}"`);
      }
    }
    await expectUncovered(page, page.getByRole('contentinfo').locator('p').last(), 'the footer licence line');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the bottom bar appears only with a button in it, never empty', async ({ page }) => {
    await page.goto('/aim-and-scope');
    const dock = page.locator('[data-floating-dock]');
    // Before the chat box has loaded (it waits for the page) and before any scrolling, the bar holds nothing.
    await expect(page.locator('main h1')).toBeVisible();
    if ((await dock.getByRole('button').count()) === 0) await expect(dock).toBeHidden();
    await expect(dock.getByRole('button', { name: 'Chat with us' })).toBeVisible({ timeout: 10_000 });
    await expect(dock).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the floating widgets cover no link of the side panel, scrolled to any of them', async ({ page }) => {
    await page.goto('/aim-and-scope');
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' })); // brings the scroll-to-top button
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const links = page.getByRole('complementary').getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      if (await link.isVisible()) await expectUncovered(page, link, `side-panel link "${await link.innerText()}"`);
    }
  });

  test('the open chat panel leaves Scroll to top visible and clickable', async ({ page }) => {
    await page.goto('/aim-and-scope');
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.click({ timeout: 10_000 });
    const panel = page.getByRole('dialog', { name: 'Message the editorial office' });
    await expect(panel).toBeVisible();
    const top = page.getByRole('button', { name: 'Scroll to top' });
    expect(overlap((await panel.boundingBox())!, (await top.boundingBox())!)).toBe(false);
    await top.click(); // fails if the panel takes the click
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Escape closes the chat panel and gives focus back to its button, wherever focus was', async ({ page }) => {
    await page.goto('/aim-and-scope');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.click({ timeout: 10_000 });
    const panel = page.getByRole('dialog', { name: 'Message the editorial office' });
    await expect(panel.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();

    // Open again, then click into the page text (focus leaves the panel): Escape still closes it.
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(panel).toBeVisible();
    await page.locator('[data-section]').getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  });
});
