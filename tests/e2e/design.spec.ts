import { expect, test, type Page } from '@playwright/test';
import { waitForPageContent } from '../support/pageReady.ts';
import { concreteRoutes } from '../support/siteRoutes.ts';

/**
 * One design system across the sections (docs/design.md): the page heading, the body text, the links in
 * running text and the focus ring read the same on one page of every route group, whichever remote draws
 * it. Each page's computed styles are compared with the home page's, and every difference is named.
 * Screenshots of the main pages at 375 and 1280 px are attached to the report for a person to review.
 */

/** One page of every route group: the info pages, the blog, the archives, search, authors, conferences, theses, 404. */
const ROUTE_GROUPS: Array<string | null> = [
  '',
  'aim-and-scope',
  'topics',
  'editorial-board',
  'contact-us',
  'blogs',
  'blogs/:slug',
  'archives',
  'archives/paperlist',
  'archives/paper-details',
  'search',
  'authors/:slug',
  'conference',
  'conference/paperlist',
  'conference/paper-details',
  'thesis',
  'thesis/paperlist',
  'thesis/paper-details',
  null,
];

interface PageStyles {
  heading: Record<string, string>;
  body: Record<string, string> | null;
  link: Record<string, string> | null;
  focus: Record<string, string> | null;
}

/** The computed styles that make a page look like this site's, read from the page as drawn. */
async function sampleStyles(page: Page): Promise<PageStyles> {
  return page.evaluate(() => {
    const pick = (element: Element, names: string[]) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    };
    const main = document.querySelector('main')!;
    const heading = main.querySelector('h1')!;
    // Body text: the page's longest paragraph outside cards' small print.
    const paragraphs = [...main.querySelectorAll('p')].filter((p) => (p.textContent ?? '').trim().length > 40);
    const body = paragraphs.sort((a, b) => (b.textContent ?? '').length - (a.textContent ?? '').length)[0];
    // A link in running text (a sentence, a fact, a breadcrumb), not a button or a card title.
    const link = main.querySelector('p a[href], dd a[href], nav[aria-label="Breadcrumb"] a[href]');
    return {
      heading: pick(heading, ['font-family', 'font-size', 'font-weight', 'color']),
      body: body ? pick(body, ['font-family', 'color']) : null,
      link: link ? pick(link, ['color', 'text-decoration-line']) : null,
      focus: null,
    };
  });
}

/** The focus ring of the first link in the page's main column, reached as a keyboard user reaches it. */
async function sampleFocusRing(page: Page): Promise<Record<string, string> | null> {
  const link = page.locator('main a[href]:visible').first();
  if ((await link.count()) === 0) return null;
  await link.focus();
  return link.evaluate((element) => {
    if (!element.matches(':focus-visible')) return { 'focus-visible': 'no' };
    const style = getComputedStyle(element);
    return Object.fromEntries(
      ['outline-style', 'outline-width', 'outline-color', 'outline-offset'].map((name) => [
        name,
        style.getPropertyValue(name),
      ]),
    );
  });
}

/** "heading font-size: 30px here, 24px on the home page" for every property that differs. */
function differences(what: string, here: Record<string, string> | null, home: Record<string, string> | null): string[] {
  if (!here || !home) return [];
  return Object.keys(home)
    .filter((name) => here[name] !== home[name])
    .map((name) => `${what} ${name}: ${here[name]} here, ${home[name]} on the home page`);
}

test.describe('one design system', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the heading, body text, links and focus ring read the same on every route group', async ({ page, request }) => {
    test.slow(); // nineteen pages, each loaded and sampled
    const routes = await concreteRoutes(request);
    const sampled: Array<{ url: string; styles: PageStyles }> = [];
    for (const pattern of ROUTE_GROUPS) {
      const route = routes.find((candidate) => candidate.pattern === pattern);
      expect(route, `a concrete address for ${pattern ?? 'the Not Found page'}`).toBeDefined();
      await page.goto(route!.url);
      await waitForPageContent(page);
      const styles = await sampleStyles(page);
      styles.focus = await sampleFocusRing(page);
      sampled.push({ url: route!.url, styles });
    }

    const home = sampled[0]!.styles;
    // The home page itself must carry the design: a serif heading, a visible two-pixel ring.
    expect(home.heading['font-family']).toMatch(/Georgia|serif/);
    expect(home.focus).toMatchObject({ 'outline-style': 'solid', 'outline-width': '2px' });

    const seams = sampled.flatMap(({ url, styles }) =>
      [
        ...differences('heading', styles.heading, home.heading),
        ...differences('body text', styles.body, home.body),
        ...differences('link', styles.link, home.link),
        ...differences('focus ring', styles.focus, home.focus),
      ].map((difference) => `${url}: ${difference}`),
    );
    expect(seams).toEqual([]);
    // Every group was measured where it has the part: links and focus rings on nearly every page.
    expect(sampled.filter(({ styles }) => styles.link).length).toBeGreaterThan(ROUTE_GROUPS.length / 2);
    expect(sampled.filter(({ styles }) => styles.body).length).toBeGreaterThan(ROUTE_GROUPS.length / 2);
    expect(sampled.filter(({ styles }) => styles.focus).length).toBe(ROUTE_GROUPS.length);
  });

  test("a paper's citation links show the site's focus ring", async ({ page, request }) => {
    const routes = await concreteRoutes(request);
    const paper = routes.find((route) => route.pattern === 'archives/paper-details')!;
    await page.goto(paper.url);
    await waitForPageContent(page);
    const cite = page.getByRole('region', { name: 'Cite this article' });
    await cite.scrollIntoViewIfNeeded();
    const download = cite.getByRole('link', { name: 'Download BibTeX' });
    await download.focus();
    const ring = await download.evaluate((element) => {
      const style = getComputedStyle(element);
      return { visible: element.matches(':focus-visible'), style: style.outlineStyle, color: style.outlineColor };
    });
    const firstLink = page.locator('main a[href]:visible').first();
    await firstLink.focus();
    const siteRingColor = await firstLink.evaluate((element) => getComputedStyle(element).outlineColor);
    expect(ring).toEqual({ visible: true, style: 'solid', color: siteRingColor });
  });
});

/** The pages a reviewer looks at first, as screenshots at a phone's and a desktop's width. */
const MAIN_PAGES = [
  '',
  'archives',
  'archives/paperlist',
  'archives/paper-details',
  'search',
  'conference',
  'conference/paper-details',
  'thesis',
  'thesis/paper-details',
  'blogs',
  null,
];

for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width} pixels`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('of the main pages, attached to the report for review', async ({ page, request }, testInfo) => {
      test.slow();
      const routes = await concreteRoutes(request);
      for (const pattern of MAIN_PAGES) {
        const route = routes.find((candidate) => candidate.pattern === pattern)!;
        await page.goto(route.url);
        await waitForPageContent(page);
        await page.waitForLoadState('networkidle');
        const name = `${width}px ${pattern === null ? 'not-found' : pattern || 'home'}`.replace(/[/:]/g, '_');
        // Kept as files in this test's folder under tests/test-results/, and linked from the report.
        const file = testInfo.outputPath(`${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
        // A page as wide as the screen: nothing sticks out sideways at either width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  });
}
