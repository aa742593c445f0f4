// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fakeApi, paper, post, records } from './test/fakeApi.ts';
import { ORIGIN, siteServer } from './test/siteServer.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(fakeApi());
});
afterAll(() => app.close());

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'entry', 'header', 'record', 'set', 'author', 'dc:creator'].includes(name),
});
async function xml(url: string, init: { method?: 'GET' | 'POST'; payload?: string } = {}) {
  const res = await app.inject({
    method: init.method ?? 'GET',
    url,
    ...(init.payload
      ? { payload: init.payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  });
  expect(res.statusCode, url).toBe(200);
  expect(XMLValidator.validate(res.body), url).toBe(true);
  return parser.parse(res.body);
}

describe('sitemaps and robots.txt', () => {
  it('indexes one sitemap per year plus the pages sitemap, each with lastmod', async () => {
    const index = await xml('/sitemap.xml');
    const locs = index.sitemapindex.sitemap.map((s: { loc: string; lastmod: string }) => [s.loc, s.lastmod]);
    expect(locs).toEqual([
      [`${ORIGIN}/sitemaps/pages.xml`, '2025-03-02'],
      [`${ORIGIN}/sitemaps/2023.xml`, '2023-11-20'],
      [`${ORIGIN}/sitemaps/2024.xml`, '2024-08-01'],
      [`${ORIGIN}/sitemaps/2025.xml`, '2025-03-02'],
    ]);
  });

  it('lists every work of a year with its lastmod', async () => {
    const year = await xml('/sitemaps/2024.xml');
    expect(year.urlset.url).toHaveLength(120);
    expect(year.urlset.url[0]).toEqual({
      loc: `${ORIGIN}/archives/paper-details?paperid=1&papertitle=paper-number-1`,
      lastmod: '2024-04-01',
    });
    const theses = await xml('/sitemaps/2025.xml');
    expect(theses.urlset.url.map((u: { loc: string }) => u.loc)).toEqual([
      `${ORIGIN}/thesis/paper-details?paperid=4&papertitle=verified-compilation-of-smart-contracts`,
    ]);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/1999.xml' })).statusCode).toBe(404);
  });

  it('lists the static pages, issue lists, topics, members and blog posts', async () => {
    const pages = await xml('/sitemaps/pages.xml');
    const locs = pages.urlset.url.map((u: { loc: string }) => u.loc);
    for (const path of [
      '/',
      '/aim-and-scope',
      '/impact-Factor',
      '/archives/paperlist?year=2024&volume=3&issue=2',
      '/thesis/paperlist?year=2025&volume=4',
      '/topics/computer-vision-image-analysis',
      '/editorial-board/ananya-raghavan',
      `/blogs/${post.slug}`,
      '/tag/reproducibility',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/impact-factor`);
    for (const url of pages.urlset.url) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the sitemap in robots.txt', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('Atom feeds', () => {
  it("lists the current issue's papers", async () => {
    const feed = (await xml('/feeds/current-issue.atom')).feed;
    expect(feed.entry).toHaveLength(60);
    expect(feed.entry.every((e: { title: string }) => Number(e.title.split(' ').at(-1)) > 60)).toBe(true);
    expect(feed.updated).toBe('2024-08-01T00:00:00.000Z');
    expect(feed.author[0].name).toBeTruthy();
  });

  it("gives an entry under its own licence that licence's rights; the others the feed's", async () => {
    const feed = (await xml('/feeds/current-issue.atom')).feed;
    expect(feed.rights).toBe('Creative Commons Attribution 4.0 International');
    const rights = feed.entry.filter((e: { rights?: string }) => e.rights);
    expect(rights.map((e: { title: string; rights: string }) => [e.title, e.rights])).toEqual([
      ['Paper number 120', 'Creative Commons Attribution 3.0 Unported'],
    ]);
  });

  it('lists at most 50 papers, newest first, and the blog', async () => {
    const papers = (await xml('/feeds/papers.atom')).feed;
    expect(papers.entry).toHaveLength(50);
    expect(papers.id).toBe(`${ORIGIN}/feeds/papers.atom`);
    const blog = (await xml('/feeds/blog.atom')).feed;
    expect(blog.entry.map((e: { title: string }) => e.title)).toEqual([post.title]);
    expect(blog.entry[0].link['@href']).toBe(`${ORIGIN}/blogs/${post.slug}`);
  });
});

describe('citation export', () => {
  it('serves BibTeX and RIS as attachments', async () => {
    const bib = await app.inject({ method: 'GET', url: '/citation/paper/7.bib' });
    expect(bib.statusCode).toBe(200);
    expect(bib.headers['content-type']).toContain('application/x-bibtex');
    expect(bib.headers['content-disposition']).toBe('attachment; filename="ijcri-paper-7.bib"');
    expect(bib.body).toMatch(/^@article\{raman2024graphs,/);
    expect(bib.body).toContain('author = {Raman, Priya and van Beethoven, Ludwig}');
    const ris = await app.inject({ method: 'GET', url: '/citation/thesis/4.ris' });
    expect(ris.headers['content-type']).toContain('application/x-research-info-systems');
    expect(ris.body.split('\r\n')).toContain('TY  - THES');
    expect(ris.body.split('\r\n')).toContain('AU  - Nair, Kavya');
    expect((await app.inject({ method: 'GET', url: '/citation/paper/8.bib' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/citation/book/7.bib' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/citation/paper/7.txt' })).statusCode).toBe(404);
  });
});

describe('OAI-PMH', () => {
  const host = new URL(ORIGIN).hostname;

  it('identifies the repository', async () => {
    const answer = (await xml('/oai?verb=Identify'))['OAI-PMH'];
    expect(answer.Identify).toMatchObject({
      baseURL: `${ORIGIN}/oai`,
      protocolVersion: 2,
      deletedRecord: 'no',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
      earliestDatestamp: '2023-11-20T00:00:00Z',
    });
  });

  it('lists oai_dc and jats and the sets (kinds and volumes)', async () => {
    const formats = (await xml('/oai?verb=ListMetadataFormats'))['OAI-PMH'].ListMetadataFormats
      .metadataFormat as Array<{
      metadataPrefix: string;
    }>;
    expect(formats.map((format) => format.metadataPrefix)).toEqual(['oai_dc', 'jats']);
    const sets = (await xml('/oai?verb=ListSets'))['OAI-PMH'].ListSets.set.map((s: { setSpec: string }) => s.setSpec);
    expect(sets).toEqual(['paper', 'thesis', 'conference', 'volume', 'volume:2', 'volume:3', 'volume:4']);
  });

  it('answers the parent set "volume" with every work, as the hierarchy of volume:N asks', async () => {
    const all = (await xml('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=volume'))['OAI-PMH'].ListIdentifiers;
    expect(Number(all.resumptionToken['@completeListSize'])).toBe(records.length);
  });

  it('includes the record stamped exactly at from, and at from=until', async () => {
    const stamp = '2023-11-20T00:00:00Z';
    const exact = (await xml(`/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&from=${stamp}&until=${stamp}`))['OAI-PMH']
      .ListIdentifiers;
    expect(exact.header.map((h: { identifier: string }) => h.identifier)).toEqual([`oai:${host}:conference/12`]);
  });

  it('rejects impossible dates as badArgument and echoes none of them', async () => {
    for (const from of ['2022-13-45', '2022-02-30', '2022-02-03T25:00:00Z', '2023-02-29']) {
      const body = (
        await app.inject({ method: 'GET', url: `/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&from=${from}` })
      ).body;
      expect(parser.parse(body)['OAI-PMH'].error['@code'], from).toBe('badArgument');
      expect(body, from).not.toContain(from);
    }
    expect(
      (await xml('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&from=2024-02-29'))['OAI-PMH'].error,
    ).toBeUndefined();
  });

  it('omits the oai-identifier description when the host cannot be a repository identifier', async () => {
    expect(
      (await xml('/oai?verb=Identify'))['OAI-PMH'].Identify.description['oai-identifier'].repositoryIdentifier,
    ).toBe(host);
    const local = await siteServer(fakeApi(), { SITE_URL: 'http://localhost:8080' });
    try {
      const body = (await local.inject({ method: 'GET', url: '/oai?verb=Identify' })).body;
      expect(parser.parse(body)['OAI-PMH'].Identify.baseURL).toBe('http://localhost:8080/oai');
      expect(body).not.toContain('oai-identifier');
    } finally {
      await local.close();
    }
  });

  it('walks every record with resumption tokens of 50', async () => {
    const seen: string[] = [];
    let answer = (await xml('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc'))['OAI-PMH'].ListIdentifiers;
    const cursors: number[] = [];
    for (;;) {
      seen.push(...answer.header.map((h: { identifier: string }) => h.identifier));
      const token = answer.resumptionToken;
      cursors.push(Number(token['@cursor']));
      expect(Number(token['@completeListSize'])).toBe(records.length);
      if (!token['#text']) break;
      answer = (await xml(`/oai?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token['#text'])}`))['OAI-PMH']
        .ListIdentifiers;
    }
    expect(cursors).toEqual([0, 50, 100]);
    expect(seen).toHaveLength(records.length);
    expect(new Set(seen).size).toBe(records.length);
    expect(seen).toContain(`oai:${host}:thesis/4`);
    expect(seen).toContain(`oai:${host}:conference/12`);
  });

  it('filters by set and dates, over POST too', async () => {
    const answer = (
      await xml('/oai', { method: 'POST', payload: 'verb=ListRecords&metadataPrefix=oai_dc&set=volume:4' })
    )['OAI-PMH'].ListRecords;
    expect(answer.record).toHaveLength(1);
    expect(answer.record[0].metadata['oai_dc:dc']['dc:title']).toBe('Verified Compilation of Smart Contracts');
    expect(answer.resumptionToken).toBeUndefined();
    const august = (await xml('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&from=2024-08-01&until=2024-12-31'))[
      'OAI-PMH'
    ].ListIdentifiers;
    const count = Number(august.resumptionToken['@completeListSize']);
    expect(count).toBe(60);
  });

  it('gives a record in oai_dc', async () => {
    const [record] = (await xml(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:paper/7`))['OAI-PMH']
      .GetRecord.record;
    expect(record.header[0].identifier).toBe(`oai:${host}:paper/7`);
    const dc = record.metadata['oai_dc:dc'];
    expect(dc['dc:title']).toBe(paper.title);
    expect(dc['dc:creator']).toEqual(['Priya Raman', 'Ludwig van Beethoven']);
    expect(dc['dc:identifier']).toContain(`https://doi.org/${paper.doi}`);
  });

  it("answers the protocol's error codes", async () => {
    const error = async (query: string) => {
      const answer = (await xml(`/oai?${query}`))['OAI-PMH'];
      return answer.error['@code'];
    };
    expect(await error('verb=Dance')).toBe('badVerb');
    expect(await error('')).toBe('badVerb');
    expect(await error('verb=ListRecords')).toBe('badArgument');
    expect(await error('verb=Identify&extra=1')).toBe('badArgument');
    expect(await error('verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc')).toBe('badArgument');
    expect(await error('verb=Identify&verb=Identify')).toBe('badVerb');
    expect(await error(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:paper/07`)).toBe('idDoesNotExist');
    expect(await error('verb=ListRecords&metadataPrefix=oai_dc&from=2024-13')).toBe('badArgument');
    expect(await error('verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-01-01T00:00:00Z')).toBe(
      'badArgument',
    );
    expect(await error('verb=ListRecords&metadataPrefix=marc21')).toBe('cannotDisseminateFormat');
    expect(await error(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:paper/999`)).toBe('idDoesNotExist');
    expect(await error('verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:paper/7')).toBe(
      'idDoesNotExist',
    );
    expect(await error('verb=ListRecords&metadataPrefix=oai_dc&set=volume:99')).toBe('noRecordsMatch');
    expect(await error('verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01')).toBe('noRecordsMatch');
    expect(await error('verb=ListRecords&resumptionToken=garbage')).toBe('badResumptionToken');
    // Forged tokens of the right encoding: each field out of its shape is the protocol error, not a 503.
    const forge = (state: object) =>
      `verb=ListRecords&resumptionToken=${Buffer.from(JSON.stringify(state)).toString('base64url')}`;
    const real = { kind: 0, after: 0, cursor: 50, total: 60 };
    for (const forged of [
      { ...real, after: -1 },
      { ...real, kind: 9 },
      { ...real, cursor: 61 },
      { ...real, from: 'yesterday' },
      { ...real, until: "2024-01-01' OR 1=1" },
      { ...real, admin: true },
      [1, 2],
      'text',
    ]) {
      expect(await error(forge(forged as object))).toBe('badResumptionToken');
    }
    expect(await error('verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc')).toBe('badArgument');
  });
});
