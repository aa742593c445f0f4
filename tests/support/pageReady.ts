import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page shows its own content: the app's h1 inside <main> (the server's summary for
 * crawlers is replaced by the app and has no <main>), and no spinner left there (every loading state,
 * the shell's and the sections', draws one with .animate-spin).
 */
export async function waitForPageContent(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 });
}
