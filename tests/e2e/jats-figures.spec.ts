import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { apiCall } from '../support/journalApi.ts';
import { baseUrl, siteUnderTest } from '../support/env.ts';
import { axeWcag22Violations, describeViolations, isFailing } from '../support/axe.ts';
import { importPackage, repo } from '../support/importPackage.ts';

/**
 * Two real published articles of api/test-corpus, imported as packages (docs/content.md) into the
 * database of the running site: their figures are drawn from the imported images at their stored
 * size, their formulas are laid out as MathML, the figure viewer opens and closes with the keyboard,
 * and the page has no console errors and no serious accessibility problem. Both articles are older
 * than anything the other specs read (2019), so adding them changes no page those specs compare.
 */

test.skip(Boolean(siteUnderTest), 'imports into the database of the site this run starts');

async function openFullText(page: Page, request: APIRequestContext, doi: string): Promise<string[]> {
  const { papersList } = await apiCall(request, '/searchArchive', { search: doi });
  const paper = papersList.find((p) => p.paper_doi.toLowerCase() === doi.toLowerCase());
  expect(paper, `${doi} is searchable`).toBeDefined();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(`/archives/paper-details?paperid=${paper!.paper_id}&section=FullText`);
  await expect(page.locator('#FullText figure').first()).toBeAttached({ timeout: 15_000 });
  return consoleErrors;
}

/**
 * Scrolls the page as a reader's link to a figure does: the DOM's own scrollIntoView, which draws the
 * section it lands in (`content-visibility: auto`, docs/content.md). Playwright's scrollIntoViewIfNeeded
 * scrolls to where a forced layout places the element; inside a section not yet drawn, that is not where
 * the section's box is, so the section can stay undrawn there and its lazy images unrequested.
 */
const scrollToward = (img: Locator) => img.evaluate((element) => element.scrollIntoView({ block: 'center' }));

/** Every figure image in the full text has loaded with a non-zero box whose ratio is its stored width and height. */
async function expectFiguresDrawn(page: Page, count: number) {
  const images = page.locator('#FullText figure > img[srcset]');
  await expect(images).toHaveCount(count);
  for (const img of await images.all()) {
    await scrollToward(img);
    await expect(img).toBeVisible();
    // Lazy images load once near the viewport; the page may still be settling its scroll position.
    // A failure names the image's state and the address it chose.
    await expect
      .poll(
        async () => {
          await scrollToward(img);
          return img.evaluate((i: HTMLImageElement) =>
            i.complete && i.naturalWidth > 0
              ? 'loaded'
              : `complete ${i.complete}, natural width ${i.naturalWidth}, source ${i.currentSrc || '(none chosen)'}`,
          );
        },
        { timeout: 20_000 },
      )
      .toBe('loaded');
    const { box, ratio } = await img.evaluate((i: HTMLImageElement) => ({
      box: i.getBoundingClientRect().toJSON() as { width: number; height: number },
      ratio: i.width / i.height,
    }));
    expect(box.width).toBeGreaterThan(100);
    expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.02);
  }
}

/** The widths an article page is checked at: a desktop and a phone. */
const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/**
 * Lays out every section of the page: the full text's sections are drawn only near the viewport
 * (`content-visibility: auto`, docs/content.md), and axe measuring one that is not laid out reports
 * overlaps no reader sees. Set through the CSSOM, which the site's Content-Security-Policy allows.
 */
async function layOutEverySection(page: Page) {
  const parts = await page.evaluate(() => {
    // The parts drawn when near: those with the class, and the top-level sections of the full text.
    const found = document.querySelectorAll<HTMLElement>(
      '[class*="content-visibility"], [class*="content-visibility"] > section',
    );
    for (const element of found) {
      if (getComputedStyle(element).contentVisibility !== 'visible') element.style.contentVisibility = 'visible';
    }
    return found.length;
  });
  // A page whose parts are named otherwise would leave them unlaid and this check empty.
  expect(parts, 'sections drawn only near the viewport').toBeGreaterThan(0);
}

/**
 * axe (WCAG 2.0 to 2.2, A and AA, and best practices) on the whole article page, every section laid
 * out, at a desktop's and a phone's width: what the imported article brings to the page, its authors'
 * ORCID links and its wide tables included. The viewer, when open, is checked as it is.
 */
async function expectAccessible(page: Page, where: string) {
  await layOutEverySection(page);
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    const violations = await axeWcag22Violations(page);
    expect(violations.filter(isFailing), describeViolations(`${where} at ${viewport.width} px`, violations)).toEqual(
      [],
    );
  }
  await page.setViewportSize(widths[0]!);
}

test('a real article with TIFF figures: figures sized, tables, the viewer with the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const imported = importPackage(path.join(repo, 'api/test-corpus/ijm-00202'));
  expect(imported.ok, imported.output).toBe(true);
  const consoleErrors = await openFullText(page, request, '10.34196/ijm.00202');

  await expectFiguresDrawn(page, 6);
  const fullText = page.locator('#FullText');
  await expect(fullText.getByRole('table')).toHaveCount(5);
  await expect(fullText.getByRole('columnheader', { name: 'Women' }).first()).toBeVisible();

  // An in-text link reaches its figure.
  await fullText.getByRole('link', { name: 'Figure 1', exact: true }).first().click();
  await expect(page).toHaveURL(/#user-content-fig1$/);

  // The viewer: opened from the keyboard, shows the figure large with a link to the original file, closes with Escape.
  const first = fullText.locator('figure > img[srcset]').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toBeVisible();
  await expect(viewer.getByRole('link', { name: /Original image \(TIFF, \d+ KB\)/ })).toHaveAttribute(
    'href',
    /\/files\/figures\/10\.34196-ijm\.00202\/ijm-00202-fig001-[0-9a-f]{10}\.tif$/,
  );
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible(page, 'the figure viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
  // Space opens it too, and its Close button closes it.
  await page.keyboard.press(' ');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(viewer).toBeHidden();

  // The original is served as what it is.
  const href = await fullText.locator('figure a[download]').first().getAttribute('href');
  const original = await request.get(`${baseUrl}${href}`);
  expect(original.headers()['content-type']).toBe('image/tiff');

  await expectAccessible(page, 'the full text with figures');
  expect(consoleErrors).toEqual([]);
});

test('a real article with MathML: formulas laid out, figures and peer review sections', async ({ page, request }) => {
  test.setTimeout(240_000);
  const imported = importPackage(path.join(repo, 'api/test-corpus/elife-43154'));
  expect(imported.ok, imported.output).toBe(true);
  const consoleErrors = await openFullText(page, request, '10.7554/eLife.43154');

  const maths = page.locator('#FullText math');
  await expect(maths).toHaveCount(16);
  for (const math of await maths.all()) {
    await math.scrollIntoViewIfNeeded();
    const box = await math.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? 0).toBeGreaterThan(0);
  }
  const display = page.locator('#FullText math[display="block"]');
  await expect(display).toHaveCount(1);

  await expectFiguresDrawn(page, 3);
  await expect(page.getByRole('heading', { name: 'Decision letter' })).toBeVisible();
  await expect(page.getByRole('link', { name: '10.7554/eLife.43154.006' })).toBeVisible();
  await expectAccessible(page, 'the full text with maths');
  expect(consoleErrors).toEqual([]);
});
