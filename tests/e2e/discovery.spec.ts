import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations, isFailing } from '../support/axe.ts';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import { waitForPageContent } from '../support/pageReady.ts';
import { conferenceLink } from '@journal/shared/routes';

/**
 * Reader discovery on the built, composed site (docs/sections.md, "Discovery"): the navbar search
 * and its suggestions, the search page (facets, highlights, where each result belongs, pagination in
 * the address, no results), author pages, related papers and keyword links. Expected values come
 * from the API the site talks to.
 */

// eslint-disable-next-line no-control-regex -- \u0002 and \u0003 are the API's highlight marks (docs/api.md)
const plain = (text: string) => text.replace(/[\u0002\u0003]/g, '');

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const failing = (await axeViolations(page)).filter(isFailing);
  expect(describeViolations(where, failing)).toBe('');
}

test('the navbar search leads to /search with ranked results of every kind, each saying where it belongs', async ({
  page,
  request,
}) => {
  const expected = await apiCall(request, '/siteSearch', { search: 'learning' });
  await page.goto('/');
  await waitForPageContent(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the journal' });
  await box.fill('learning');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=learning$/);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${expected.total_items} results for “learning” (page 1 of ${expected.total_pages})`,
    }),
  ).toBeVisible();

  const results = page.getByRole('main').getByRole('article');
  await expect(results).toHaveCount(expected.results.length);
  const first = expected.results[0]!;
  await expect(results.first().getByRole('heading', { level: 3 })).toHaveText(plain(first.title));
  await expect(results.first().locator('mark').first()).toHaveText(/learn/i);

  // Where each kind belongs, as the reader reads it.
  const filters = page.getByRole('navigation', { name: 'Filter results' });
  for (const [label, pattern] of [
    ['Theses', /Thesis Volume \d+, Year \d{4}/],
    ['Conference papers', /\(\d{4}\)/],
    ['Papers', /Volume \d+, Issue \d+ \(\d{4}\)/],
  ] as const) {
    await filters.getByRole('link', { name: new RegExp(`^${label} \\d+$`) }).click();
    await expect(filters.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(results.first()).toContainText(pattern);
  }
  const conferences = await apiCall(request, '/siteSearch', { search: 'learning', kind: 'conference' });
  await filters.getByRole('link', { name: /^Conference papers \d+$/ }).click();
  await expect(results.first()).toContainText(conferences.results[0]!.conference!.name);
});

test('facet counts match the API, pages change the address, and Back returns to the previous page of results', async ({
  page,
  request,
}) => {
  const all = await apiCall(request, '/siteSearch', { search: 'network' });
  const year = all.facets.year[0]!;
  await page.goto('/search?q=network');
  await waitForPageContent(page);
  const filters = page.getByRole('navigation', { name: 'Filter results' });
  await filters.getByRole('link', { name: `${year.value} ${year.count}` }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year.value}`));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${year.count} results? for “network”`) }),
  ).toBeVisible();

  await page.goto('/search?q=network');
  const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  const firstTitle = await titles.first().textContent();
  await page
    .getByRole('navigation', { name: 'Search result pages' })
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  const second = await apiCall(request, '/siteSearch', { search: 'network', page: 2 });
  await expect(titles.first()).toHaveText(plain(second.results[0]!.title));
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(titles.first()).toHaveText(firstTitle!);
});

test('a partial paper id finds that issue’s papers; a search with no match offers ways on', async ({ page }) => {
  await page.goto('/search?q=2025-V4I1');
  await waitForPageContent(page);
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toContainText('IJCRI-2025-V4I1-');
  await expect(results.first()).toContainText('Volume 4, Issue 1 (2025)');

  await page.goto('/search?q=zqxwvy%20qqq');
  await expect(page.getByRole('heading', { name: 'No results for “zqxwvy qqq”' })).toBeVisible();
  await page.getByRole('link', { name: 'zqxwvy', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=zqxwvy$/);
  await expect(page.getByRole('link', { name: 'Archives', exact: true }).last()).toBeVisible();
});

test('the search page is axe clean with results and with suggestions open', async ({ page }) => {
  await page.goto('/search?q=learning');
  await waitForPageContent(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/search?q=learning');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search the journal' });
  await box.fill('graph');
  await expect(page.getByRole('main').getByRole('option').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/search with suggestions open');
});

test('the mobile menu has the search box, and it leads to the search page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/thesis');
  await waitForPageContent(page);
  await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await menu.getByRole('combobox', { name: 'Search the journal' }).fill('privacy');
  await menu.getByRole('combobox', { name: 'Search the journal' }).press('Enter');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/search\?q=privacy$/);
  await expect(page.getByRole('heading', { level: 2, name: /results? for “privacy”/ })).toBeVisible();
});

test('author names lead to the author page: works of every kind, co-authors; any spelling of the name finds it', async ({
  page,
  request,
}) => {
  const hit = (await apiCall(request, '/siteSearch', { search: 'learning', kind: 'thesis' })).results[0]!;
  const name = hit.authors[0]!;
  await page.goto(`/search?q=learning&kind=thesis`);
  await waitForPageContent(page);
  await page.getByRole('main').getByRole('article').first().getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveURL(/\/authors\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const profile = await apiCall(request, '/authorProfile', { slug });
  await expect(page.getByRole('main').getByRole('article').getByRole('article')).toHaveCount(profile.works.length);
  await expect(page.getByRole('main')).toContainText(hit.uniqueid);
  await expectNoSeriousViolations(page, `/authors/${slug}`);

  // Upper case and accents in the address name the same author; the address is made canonical.
  await page.goto(`/authors/${encodeURIComponent(slug.toUpperCase().replace('e', 'é'))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveURL(new RegExp(`/authors/${slug}$`));
});

test('author pages have a server-rendered head, and an unknown author is a 404 with a page that says so', async ({
  page,
  request,
}) => {
  const hit = (await apiCall(request, '/siteSearch', { search: 'learning' })).results[0]!;
  const slug = hit.authors[0]!.normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const html = await (await request.get(`${baseUrl}/authors/${slug}`)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseUrl}/authors/${slug}"`);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title).toBe(`${hit.authors[0]}: publications | International Journal of Computing Research and Innovation`);

  const missing = await request.get(`${baseUrl}/authors/nobody-by-this-name`);
  expect(missing.status()).toBe(404);
  await page.goto('/authors/nobody-by-this-name');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Not Found/);

  const search = await (await request.get(`${baseUrl}/search?q=federated`)).text();
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(search)?.[1]).toBe(
    'Search results for “federated” | International Journal of Computing Research and Innovation',
  );
  expect(search).toContain(`<link rel="canonical" href="${baseUrl}/search?q=federated"`);
});

test('paper details list related papers, and keywords lead to the search', async ({ page, request }) => {
  const paper = (await apiCall(request, '/siteSearch', { search: 'learning', kind: 'paper' })).results[0]!;
  const { related } = await apiCall(request, '/relatedPapers', {
    paperid: paper.id,
  });
  expect(related.length).toBeGreaterThan(0);
  await page.goto(`/archives/paper-details?paperid=${paper.id}`);
  await waitForPageContent(page);
  const section = page.getByRole('region', { name: 'Related papers' });
  await expect(section.getByRole('listitem')).toHaveCount(related.length);
  await expect(section.getByRole('link', { name: related[0]!.paper_title })).toBeVisible();

  const keyword = page
    .locator('#FullArticle')
    .getByRole('link', { name: /^Search for / })
    .first();
  const word = (await keyword.textContent())!.trim();
  await keyword.click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(word).replace(/%20/g, '\\+')}$`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`results? for “${word}”`) })).toBeVisible();

  await page.getByRole('link', { name: related[0]!.paper_title }).first().isVisible();
});

test('issue and conference searches say on each result which issue or conference it belongs to', async ({
  page,
  request,
}) => {
  const found = (
    await apiCall(request, '/searchArchive', {
      search: 'learning',
      per_page: 100,
    })
  ).papersList[0]!;
  const years = (await apiCall(request, '/archiveYearListing')).archives;
  const oldest = years[0]!;
  await page.goto(`/archives/paperlist?year=${oldest.year}&volume=${oldest.volumes[0]!.volume}&issue=1`);
  await waitForPageContent(page);
  await page.getByRole('main').getByRole('combobox', { name: 'Search papers' }).fill('learning');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const first = page.getByRole('list', { name: 'Search results for learning' }).getByRole('article').first();
  await expect(first).toContainText(`Published in:Volume ${found.volume}, Issue ${found.issue} (${found.year})`);
  await first.getByRole('link', { name: `Volume ${found.volume}, Issue ${found.issue} (${found.year})` }).click();
  await expect(page).toHaveURL(new RegExp(`year=${found.year}&volume=${found.volume}&issue=${found.issue}`));

  const conferences = (await apiCall(request, '/conferenceCategoriesFetch')).Conference_CategoriesList;
  const hits = (
    await apiCall(request, '/searchConference', {
      search: 'learning',
    })
  ).papersList;
  const conference = conferences[0]!;
  const named = conferences.find((c) => c.id === hits[0]!.conference_id)!;
  await page.goto(conferenceLink(conference));
  await waitForPageContent(page);
  await page.getByRole('main').getByRole('searchbox').fill('learning');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    `Published in:${named.name} (${named.year})`,
  );
});

test('a topic page lists recent papers on its topic, linking to all of them in the search', async ({
  page,
  request,
}) => {
  const topics = (await apiCall(request, '/topics')).data.data;
  const topic = Object.values(topics).flat()[0]!;
  const expected = await apiCall(request, '/siteSearch', {
    search: topic.title,
    match: 'any',
    kind: 'paper',
    per_page: 5,
  });
  await page.goto(`/topics/${topic.slug}`);
  await waitForPageContent(page);
  const section = page.getByRole('region', { name: `Recent papers on ${topic.title}` });
  await expect(section.getByRole('article')).toHaveCount(expected.results.length);
  const newest = [...expected.results].sort((a, b) => b.year - a.year || b.id - a.id)[0]!;
  await expect(section.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(plain(newest.title));
  await section.getByRole('link', { name: `All papers on ${topic.title}` }).click();
  await expect(page).toHaveURL(/\/search\?q=.*&kind=paper&match=any$/);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${expected.total_items} results? for`) }),
  ).toBeVisible();
});

test('the issue list’s search suggests papers as the reader types; the keyboard opens one', async ({
  page,
  request,
}) => {
  const { archives } = await apiCall(request, '/archiveYearListing');
  const oldest = archives.at(-1)!;
  const { suggestions } = await apiCall(request, '/archiveSuggestions', { search: 'graph' });
  expect(suggestions.length).toBeGreaterThan(0);
  await page.goto(
    `/archives/paperlist?year=${oldest.year}&volume=${oldest.volumes[0]!.volume}&issue=${oldest.volumes[0]!.issue[0]}`,
  );
  await waitForPageContent(page);
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search papers' });
  await box.fill('graph');
  const options = page.getByRole('main').getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(suggestions.length);
  await expect(options.first()).toContainText(suggestions[0]!.paper_title);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(page, 'issue list with suggestions open');

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/archives/paper-details\\?paperid=${suggestions[0]!.paper_id}&`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(suggestions[0]!.paper_title);
});

test('an issue’s contents list all its papers on one printable page, linked from its paper list', async ({
  page,
  request,
}) => {
  // The newest numbered issue with more than one page of papers: other tests import single articles into
  // issues of their own, which may be newer.
  const { archives } = await apiCall(request, '/archiveYearListing');
  const numbered = archives.flatMap(({ year, volumes }) =>
    volumes.flatMap(({ volume, issue: numbers }) =>
      numbers.filter((number) => number !== 0).map((number) => ({ year, volume, issue: number })),
    ),
  );
  let issue = numbered[0]!;
  let first = await apiCall(request, '/archivePaperListing', { ...issue, page: 1 });
  for (const candidate of numbered.slice(1)) {
    if (first.total_pages > 1) break;
    issue = candidate;
    first = await apiCall(request, '/archivePaperListing', { ...issue, page: 1 });
  }
  expect(first.total_pages).toBeGreaterThan(1);
  const titles = first.papersList.map((paper) => paper.paper_title);
  for (let n = 2; n <= first.total_pages; n += 1) {
    titles.push(
      ...(await apiCall(request, '/archivePaperListing', { ...issue, page: n })).papersList.map(
        (paper) => paper.paper_title,
      ),
    );
  }
  const heading = `Volume ${issue.volume}, Issue ${issue.issue} (${issue.year})`;
  const query = `year=${issue.year}&volume=${issue.volume}&issue=${issue.issue}`;

  await page.goto(`/archives/paperlist?${query}`);
  await waitForPageContent(page);
  await page.getByRole('link', { name: 'All papers of this issue on one page (printable contents)' }).click();
  await expect(page).toHaveURL(`${baseUrl}/archives/contents?${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const list = page.getByRole('list', { name: `Papers in ${heading}` });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(titles);
  await expect(page.getByText(`${first.total_items} papers.`)).toBeVisible();
  await expectNoSeriousViolations(page, '/archives/contents');

  // Printed, the page is the contents alone: no navbar, side column or footer (drawn after the first screen).
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(list.getByRole('heading', { level: 2 }).last()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();

  const html = await (await request.get(`${baseUrl}/archives/contents?${query}`)).text();
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
    `Contents of ${heading} | International Journal of Computing Research and Innovation`,
  );
  expect(html).toContain(`<link rel="canonical" href="${baseUrl}/archives/contents?${query.replace(/&/g, '&#38;')}"`);

  const unknown = `/archives/contents?year=${issue.year}&volume=${issue.volume}&issue=999`;
  expect((await request.get(`${baseUrl}${unknown}`)).status()).toBe(404);
  expect((await request.get(`${baseUrl}/archives/contents`)).status()).toBe(404);
  await page.goto(unknown);
  // In the app too, the same Page Not Found as the server's 404 (docs/sections.md, "Not found").
  await expect(page.locator('[data-section]').getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('feed links show on the current issue, archives and blog; the indexing page states the OAI-PMH base URL', async ({
  page,
  request,
}) => {
  for (const [path, name, feed] of [
    ['/current-issue', 'Subscribe to the current issue (Atom feed)', '/feeds/current-issue.atom'],
    ['/archives', 'Subscribe to new papers (Atom feed)', '/feeds/papers.atom'],
    ['/blogs', 'Subscribe to the blog (Atom feed)', '/feeds/blog.atom'],
  ] as const) {
    await page.goto(path);
    await waitForPageContent(page);
    const link = page.getByRole('main').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', feed);
    await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    const answer = await request.get(`${baseUrl}${feed}`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    await expectNoSeriousViolations(page, `${path} with its feed link`);
  }

  await page.goto('/indexing-and-abstracting');
  await waitForPageContent(page);
  await expect(page.getByRole('heading', { level: 2, name: 'For Librarians: OAI-PMH and Feeds' })).toBeVisible();
  const base = page.getByRole('main').getByRole('link', { name: `${baseUrl}/oai` });
  await expect(base).toBeVisible();
  const identify = await request.get(new URL((await base.getAttribute('href'))!, baseUrl).toString());
  expect(identify.status()).toBe(200);
  expect(await identify.text()).toContain('<Identify>');
  await expectNoSeriousViolations(page, '/indexing-and-abstracting');
});
