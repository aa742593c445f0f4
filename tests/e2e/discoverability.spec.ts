import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import type { ScholarlyRecord } from '@journal/shared/metadata';

/**
 * What a crawler that runs no JavaScript gets from the built, composed site: page heads and
 * summaries in the raw HTML, 404 statuses, sitemaps, Atom feeds, OAI-PMH and citation files.
 * Expected values come from the API the site itself talks to (through /api), never from constants.
 */

type MetaRecord = ScholarlyRecord;

const first = async (request: APIRequestContext, kind: MetaRecord['kind']) =>
  (await apiCall(request, '/metadataRecords', { kind, limit: 1 })).records[0]!;

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
function metas(html: string, name: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta name="([^"]+)" content="([^"]*)"/g)]
    .filter((m) => m[1] === name)
    .map((m) => decode(m[2]!));
}
const titleOf = (html: string) => decode(/<title data-head="server">([^<]*)<\/title>/.exec(html)?.[1] ?? '');

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'entry', 'header', 'record', 'dc:creator'].includes(name),
});
async function xml(request: APIRequestContext, path: string) {
  const res = await request.get(`${baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  const text = await res.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return parser.parse(text);
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test.describe('raw HTML, no JavaScript', () => {
  test('a paper page carries its Highwire, Dublin Core, JSON-LD tags and abstract', async ({ request }) => {
    const paper = await first(request, 'paper');
    const res = await request.get(
      `${baseUrl}/archives/paper-details?paperid=${paper.id}&papertitle=${slug(paper.title)}`,
    );
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(titleOf(html)).toContain(paper.title);
    expect(metas(html, 'citation_title')).toEqual([paper.title]);
    expect(metas(html, 'citation_author')).toEqual(paper.authors);
    expect(metas(html, 'citation_volume')).toEqual([String(paper.volume)]);
    expect(metas(html, 'citation_issue')).toEqual([String(paper.issue)]);
    expect(metas(html, 'citation_doi')).toEqual([paper.doi]);
    expect(metas(html, 'citation_pdf_url')).toEqual([`${baseUrl}${paper.pdf_url}`]);
    expect(metas(html, 'citation_reference')).toEqual(paper.references);
    expect(metas(html, 'DC.creator')).toEqual(paper.authors);
    expect(html).toContain(
      `<link rel="canonical" href="${baseUrl}/archives/paper-details?paperid=${paper.id}&#38;papertitle=`,
    );
    const ld = JSON.parse(/<script type="application\/ld\+json" data-head="server">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'ScholarlyArticle',
      name: paper.title,
      isPartOf: { issueNumber: String(paper.issue), isPartOf: { volumeNumber: String(paper.volume) } },
    });
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(decode(root)).toContain(paper.abstract.slice(0, 80));
    expect(html).toContain('type="application/atom+xml"');
  });

  test('thesis and conference pages are typed as such', async ({ request }) => {
    const thesis = await first(request, 'thesis');
    const thesisHtml = await (
      await request.get(`${baseUrl}/thesis/paper-details?paperid=${thesis.id}&papertitle=${slug(thesis.title)}`)
    ).text();
    expect(metas(thesisHtml, 'citation_dissertation_institution')).toEqual([thesis.institution!]);
    expect(metas(thesisHtml, 'citation_author')).toEqual(thesis.authors);
    const paper = await first(request, 'conference');
    const conferenceHtml = await (
      await request.get(`${baseUrl}/conference/paper-details?paperid=${paper.id}&papertitle=${slug(paper.title)}`)
    ).text();
    expect(metas(conferenceHtml, 'citation_conference_title')).toEqual([paper.conference_name!]);
    expect(metas(conferenceHtml, 'citation_title')).toEqual([paper.title]);
  });

  test('a blog post carries BlogPosting JSON-LD and no citation tags', async ({ request }) => {
    const { blogs } = await apiCall(request, '/blogListing', {
      page: 1,
      per_page: 1,
    });
    const html = await (await request.get(`${baseUrl}/blogs/${blogs[0]!.slug}`)).text();
    expect(html).not.toContain('citation_');
    const ld = JSON.parse(/<script type="application\/ld\+json" data-head="server">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: blogs[0]!.title });
  });

  test('unknown paths, ids, topics, posts and members answer 404', async ({ request }) => {
    for (const path of [
      '/no-such-page',
      '/archives/paper-details?paperid=2147483000',
      '/archives/paper-details?paperid=x',
      '/thesis/paper-details?paperid=2147483000',
      '/conference/paper-details?paperid=2147483000',
      '/topics/quantum-basket-weaving',
      '/blogs/no-such-post',
      '/editorial-board/no-such-member',
    ]) {
      const res = await request.get(`${baseUrl}${path}`);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toContain('Page Not Found');
    }
  });

  test("the server's head equals what the page renders, and only one title remains", async ({ page, request }) => {
    const paper = await first(request, 'paper');
    for (const path of [
      '/contact-us',
      '/aim-and-scope',
      '/archives',
      '/thesis',
      `/archives/paper-details?paperid=${paper.id}&papertitle=${slug(paper.title)}`,
    ]) {
      const raw = titleOf(await (await request.get(`${baseUrl}${path}`)).text());
      await page.goto(path);
      // The app has started once the server's summary is replaced and its tags removed; the server's
      // <title> stays, the app only changes its text (docs/architecture.md, "Page titles").
      await expect(page.locator('.server-summary')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('head [data-head="server"]:not(title)')).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(raw);
      await expect(page.locator('title'), path).toHaveCount(1);
    }
  });

  test('a paper page draws its citation tags after the first screen, and a thesis page reached in the app its own', async ({
    page,
    request,
  }) => {
    const paper = await first(request, 'paper');
    const thesis = await first(request, 'thesis');
    const raw = await (await request.get(`${baseUrl}/archives/paper-details?paperid=${paper.id}`)).text();
    await page.goto(`/archives/paper-details?paperid=${paper.id}&papertitle=${slug(paper.title)}`);
    // The app has started once the server's tags are gone; its own come once the first screen has had its time.
    await expect(page.locator('head [data-head="server"]:not(title)')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
    await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute('content', paper.title, {
      timeout: 10_000,
    });
    await expect(page.locator('meta[name="citation_title"]')).toHaveCount(1);
    const drawn = await page
      .locator('meta[name^="citation_"]')
      .evaluateAll((tags) => tags.map((tag) => `${tag.getAttribute('name')}=${tag.getAttribute('content')}`));
    const sent = [...raw.slice(0, raw.indexOf('</head>')).matchAll(/<meta name="(citation_[^"]+)" content="([^"]*)"/g)];
    expect(drawn).toEqual(sent.map((m) => `${m[1]}=${decode(m[2]!)}`));
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    // A thesis page reached in the app draws its own (WorkArticle): no tag of the paper stays.
    await page.evaluate(
      (path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      `/thesis/paper-details?paperid=${thesis.id}&papertitle=${slug(thesis.title)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: thesis.title })).toBeVisible();
    await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute('content', thesis.title);
    await expect(page.locator('meta[name="citation_title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="citation_dissertation_institution"]')).toHaveCount(1);
  });
});

test.describe('sitemaps, feeds, OAI-PMH and citation files', () => {
  test('the sitemap index lists one sitemap per year, and each lists every work of its year', async ({ request }) => {
    const { years } = await apiCall(request, '/metadataYears');
    const index = await xml(request, '/sitemap.xml');
    const locs: string[] = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    const distinctYears = [...new Set(years.map((y) => y.year))].sort();
    expect(locs).toEqual([
      `${baseUrl}/sitemaps/pages.xml`,
      ...distinctYears.map((year) => `${baseUrl}/sitemaps/${year}.xml`),
    ]);
    const year = distinctYears.at(-2)!;
    const sitemap = await xml(request, `/sitemaps/${year}.xml`);
    expect(sitemap.urlset.url).toHaveLength(years.filter((y) => y.year === year).reduce((sum, y) => sum + y.count, 0));
    for (const url of sitemap.urlset.url) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const robots = await (await request.get(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  test('the Atom feeds list the newest papers and the blog', async ({ request }) => {
    const newest = await apiCall(request, '/metadataRecords', {
      kind: 'paper',
      order: 'newest',
      limit: 50,
    });
    const feed = (await xml(request, '/feeds/papers.atom')).feed;
    expect(feed.entry.map((e: { title: string }) => e.title)).toEqual(newest.records.map((r) => r.title));
    const blog = (await xml(request, '/feeds/blog.atom')).feed;
    expect(blog.entry.length).toBeGreaterThan(0);
    const current = (await xml(request, '/feeds/current-issue.atom')).feed;
    expect(current.entry.length).toBeGreaterThan(0);
  });

  test('OAI-PMH lists every work once through resumption tokens and answers its errors', async ({ request }) => {
    const { years } = await apiCall(request, '/metadataYears');
    const total = years.reduce((sum, y) => sum + y.count, 0);
    const identify = (await xml(request, '/oai?verb=Identify'))['OAI-PMH'].Identify;
    expect(identify.baseURL).toBe(`${baseUrl}/oai`);
    const seen = new Set<string>();
    let list = (await xml(request, '/oai?verb=ListIdentifiers&metadataPrefix=oai_dc'))['OAI-PMH'].ListIdentifiers;
    for (;;) {
      for (const header of list.header) seen.add(header.identifier);
      expect(Number(list.resumptionToken['@completeListSize'])).toBe(total);
      const token = list.resumptionToken['#text'];
      if (!token) break;
      list = (await xml(request, `/oai?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`))['OAI-PMH']
        .ListIdentifiers;
    }
    expect(seen.size).toBe(total);

    const paper = await first(request, 'paper');
    const [record] = (
      await xml(request, `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:paper/${paper.id}`)
    )['OAI-PMH'].GetRecord.record;
    expect(record.metadata['oai_dc:dc']['dc:title']).toBe(paper.title);
    expect(record.metadata['oai_dc:dc']['dc:creator']).toEqual(paper.authors);
    for (const [query, code] of [
      ['verb=Nope', 'badVerb'],
      ['verb=ListRecords', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
      ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:paper/2147483000', 'idDoesNotExist'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2099-01-01', 'noRecordsMatch'],
      ['verb=ListRecords&resumptionToken=not-a-token', 'badResumptionToken'],
    ]) {
      expect((await xml(request, `/oai?${query}`))['OAI-PMH'].error['@code'], query).toBe(code);
    }
  });

  test('BibTeX and RIS files carry the paper with family-first names', async ({ request }) => {
    const paper = await first(request, 'paper');
    const bib = await request.get(`${baseUrl}/citation/paper/${paper.id}.bib`);
    expect(bib.headers()['content-type']).toContain('application/x-bibtex');
    expect(bib.headers()['content-disposition']).toContain('attachment');
    const text = await bib.text();
    expect(text).toMatch(/^@article\{/);
    expect(text).toContain(`doi = {${paper.doi}}`);
    const ris = await (await request.get(`${baseUrl}/citation/paper/${paper.id}.ris`)).text();
    expect(ris.split('\r\n').filter((line) => line.startsWith('AU  - '))).toHaveLength(paper.authors.length);
  });
});
