import { expect, test, type Page, type Route } from '@playwright/test';
import { remoteOrigin } from '../support/faults.ts';

/**
 * Recovery after a remote's file failed to load, on the archives section (whose page chunk carries
 * a stylesheet, loaded by Vite's preload helper): its origin unreachable, or its entry, page chunk or
 * stylesheet refused. Once the file answers again, Retry shows the section, and so does the next
 * visit to its route (through the navbar), both without reloading the page.
 */

type Blocked = 'origin' | 'entry' | 'page chunk' | 'stylesheet';

function blockedUrl(blocked: Blocked): RegExp {
  const origin = remoteOrigin('archives').replace(/[.:/]/g, '\\$&');
  if (blocked === 'origin') return new RegExp(`^${origin}/`);
  // A remote's files sit in the folder of their build, named by its manifest (docs/deployment.md).
  const build = `${origin}/builds/[^/]+`;
  if (blocked === 'entry') return new RegExp(`^${build}/remoteEntry\\.js(\\?.*)?$`);
  if (blocked === 'page chunk') return new RegExp(`^${build}/assets/routes-[^/]+\\.js(\\?.*)?$`);
  return new RegExp(`^${build}/assets/[^/]+\\.css(\\?.*)?$`);
}

/** Refuses the files until `lift()`; afterwards they reach the real server. */
async function block(page: Page, blocked: Blocked) {
  let hits = 0;
  const url = blockedUrl(blocked);
  const handler = (route: Route) => {
    hits += 1;
    return route.abort('connectionrefused');
  };
  await page.route(url, handler);
  return { hits: () => hits, lift: () => page.unroute(url, handler) };
}

const unavailable = 'The Archives section is unavailable right now';
const archivesHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Archives' });
const navLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: label, exact: true }).first();

/** The archives' own stylesheet applies: a utility only the remote's CSS defines styles its page. */
async function expectArchivesStyled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => {
          try {
            return sheet.href?.includes('/assets/routes-') === true && sheet.cssRules.length > 0;
          } catch {
            return true; // a cross-origin sheet that loaded (its rules are not readable here)
          }
        }),
      ),
    )
    .toBe(true);
}

for (const blocked of ['origin', 'entry', 'page chunk', 'stylesheet'] as const) {
  test.describe(`archives with its ${blocked} unreachable`, () => {
    test('Retry shows the section once it answers again, without a reload', async ({ page }) => {
      const fault = await block(page, blocked);
      await page.goto('/archives');
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: unavailable });
      await expect(alert).toBeVisible();
      expect(fault.hits()).toBeGreaterThan(0);
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

      await fault.lift();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(archivesHeading(page)).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expectArchivesStyled(page);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    });

    test('the next visit to its route shows the section once it answers again', async ({ page }) => {
      const fault = await block(page, blocked);
      await page.goto('/archives');
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: unavailable });
      await expect(alert).toBeVisible();

      await navLink(page, 'Blog').click();
      await expect(page).toHaveURL(/\/blogs$/);
      await fault.lift();
      await navLink(page, 'Archives').click();
      await expect(archivesHeading(page)).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expectArchivesStyled(page);
    });
  });
}
