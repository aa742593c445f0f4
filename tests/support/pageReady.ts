import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page shows its own content: an h1 inside <main>, no server summary left (the site
 * server's first paint, `.server-summary`, stays in <main> as the first page's loading state until the
 * section replaces it, so its h1 is not the page's), and no spinner (every loading state, the shell's
 * and the sections', draws one with .animate-spin).
 */
export async function waitForPageContent(page: Page): Promise<void> {
  await expect(page.locator('main .server-summary')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 });
}
