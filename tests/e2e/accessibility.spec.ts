import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations, isFailing, type AxeViolation } from '../support/axe.ts';
import { waitForPageContent } from '../support/pageReady.ts';
import { concreteRoutes, pathMatchesPattern, routeTablePaths, type ConcreteRoute } from '../support/siteRoutes.ts';

/**
 * axe-core (WCAG 2.0 and 2.1 A and AA, and best practices) on every route of the route table, with
 * real records from the API, and on the Not Found page, at desktop (1280x800) and phone (375x812)
 * widths; then with the parts that are hidden at first opened: navbar dropdowns, the mobile menu,
 * FAQ accordions, search results and the chat box. A serious or critical violation fails the test,
 * with rule, help and the elements' selectors in the message; lesser ones are printed.
 */

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 375, height: 812 } },
] as const;

/** Runs axe and answers the report line of each failing violation; lesser violations go to the log. */
async function check(page: Page, where: string): Promise<string[]> {
  const violations = await axeViolations(page);
  const lesser = violations.filter((violation) => !isFailing(violation));
  if (lesser.length > 0) console.log(describeViolations(`${where} (not failing)`, lesser));
  const failing: AxeViolation[] = violations.filter(isFailing);
  return failing.length > 0 ? [describeViolations(where, failing)] : [];
}

test('every route of the route table has a concrete address in the accessibility run', async ({ request }) => {
  const routes = await concreteRoutes(request);
  const missing = routeTablePaths().filter((pattern) => !routes.some((route) => route.pattern === pattern));
  expect(missing, 'route-table paths with no address to check').toEqual([]);
  const misfiled = routes.filter((route) => route.pattern !== null && !pathMatchesPattern(route.url, route.pattern));
  expect(misfiled, 'addresses that do not match the route they stand for').toEqual([]);
  expect(routes.filter((route) => route.pattern === null)).toHaveLength(1); // the Not Found page
});

test.describe('every page', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { name, viewport } of widths) {
    test(`${name} (${viewport.width}x${viewport.height}): no serious or critical violation on any page`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const routes: ConcreteRoute[] = await concreteRoutes(request);
      // One context and one page for the whole walk: only the address changes.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const report: string[] = [];
      for (const route of routes) {
        await test.step(route.url, async () => {
          await page.goto(route.url);
          await waitForPageContent(page);
          if (route.pattern === null)
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
          // The page checked is the route's own, not an index it redirected to.
          else
            expect(
              pathMatchesPattern(page.url(), route.pattern),
              `${route.url} stayed on its route (now ${page.url()})`,
            ).toBe(true);
          report.push(...(await check(page, `${name} ${route.url}`)));
        });
      }
      await context.close();
      expect(report.join('\n'), `${report.length} of ${routes.length} pages have serious or critical violations`).toBe(
        '',
      );
    });
  }
});

test.describe('hidden parts, opened', () => {
  test.describe.configure({ mode: 'parallel' });

  test('desktop: each navbar dropdown open, the chat box open, FAQ answers, contact form errors and search results shown', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const routes = await concreteRoutes(request);
    const context = await browser.newContext({ viewport: widths[0].viewport });
    const page = await context.newPage();
    const report: string[] = [];

    await page.goto('/');
    await waitForPageContent(page);
    // The footer is drawn after the first screen (LazyFooter): the walk above checks pages before it, these with it.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['About Us', 'For Authors', 'Conference', 'Thesis']) {
      const trigger = bar.getByRole('button', { name: label });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(bar.getByRole('list', { name: label })).toBeVisible();
      report.push(...(await check(page, `desktop / with the ${label} dropdown open`)));
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }

    const chat = page.getByRole('button', { name: 'Chat with us' });
    await chat.click();
    await expect(page.getByRole('dialog', { name: 'Message the editorial office' })).toBeVisible();
    report.push(...(await check(page, 'desktop / with the chat box open')));

    for (const url of ['/FAQs', '/conference-procedings']) {
      await page.goto(url);
      await waitForPageContent(page);
      const questions = page.locator('main').getByRole('button', { expanded: false });
      await questions.first().click();
      await expect(page.locator('main').getByRole('button', { expanded: true }).first()).toBeVisible();
      await expect(page.locator('main [role="region"]:visible').first()).toBeVisible();
      report.push(...(await check(page, `desktop ${url} with an answer open`)));
    }

    await page.goto('/contact-us');
    await waitForPageContent(page);
    await page.getByRole('button', { name: /^Send/ }).click(); // empty: every field marked invalid, nothing sent
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    report.push(...(await check(page, 'desktop /contact-us with its errors shown')));

    const list = routes.find((route) => route.pattern === 'archives/paperlist')!;
    await page.goto(list.url);
    await waitForPageContent(page);
    const firstTitle = (await page
      .getByRole('list', { name: /^Papers in / })
      .getByRole('heading')
      .first()
      .textContent())!.trim();
    await page.getByRole('combobox', { name: 'Search papers' }).fill(firstTitle.split(/\s+/).slice(0, 2).join(' '));
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Search results for/ })).toBeVisible();
    await waitForPageContent(page);
    report.push(...(await check(page, `desktop ${list.url} with search results`)));

    await context.close();
    expect(report.join('\n')).toBe('');
  });

  test('mobile: the menu open with every group expanded', async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: widths[1].viewport });
    const page = await context.newPage();
    await page.goto('/aim-and-scope');
    await waitForPageContent(page);
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    for (const label of ['About Us', 'For Authors', 'Conference', 'Thesis']) {
      const group = menu.getByRole('button', { name: label });
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    const report = await check(page, 'mobile / with the menu open');
    await context.close();
    expect(report.join('\n')).toBe('');
  });
});
