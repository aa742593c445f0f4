import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import { harvest, validateOai, validateSitemap } from '../support/validators.ts';
import type { ScholarlyRecord } from '@journal/shared/metadata';

/**
 * The machine-readable site held to external validators (docs/discoverability.md): OAI-PMH answers
 * against OAI-PMH.xsd and oai_dc.xsd (xmllint), a full and an incremental harvest by Perl's HTTP::OAI,
 * the sitemaps against the sitemaps.org schema, the BibTeX and RIS files read by citation-js, and the
 * Open Graph and JSON-LD of the pages. Expected values come from the API the site talks to.
 */
test.describe.configure({ timeout: 180_000 });

type Kind = 'paper' | 'thesis' | 'conference';
type Work = ScholarlyRecord;

const DETAILS: Record<Kind, string> = {
  paper: '/archives/paper-details',
  thesis: '/thesis/paper-details',
  conference: '/conference/paper-details',
};

async function works(request: APIRequestContext, kind: Kind): Promise<Work[]> {
  const all: Work[] = [];
  let after = 0;
  for (;;) {
    const page = await apiCall(request, '/metadataRecords', {
      kind,
      after_id: after,
      limit: 100,
    });
    all.push(...page.records);
    if (page.next_after_id === null) return all;
    after = page.next_after_id;
  }
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(`${baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return res.text();
}

const decode = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
function meta(html: string, attribute: 'name' | 'property', key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<meta ${attribute}="${key.replace('.', '\\.')}" content="([^"]*)"`, 'g'))].map(
    (m) => decode(m[1]!),
  );
}
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json" data-head="server">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;
const oaiError = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1];

function expectValidOai(xml: string, what: string) {
  const verdict = validateOai(xml);
  expect(verdict.errors, `${what} against OAI-PMH.xsd + oai_dc.xsd`).toMatch(/validates$/);
  expect(verdict.valid, what).toBe(true);
}

test.describe('OAI-PMH held to its schemas and a real harvester', () => {
  test("every verb's answer, and every error answer, validates against OAI-PMH.xsd and oai_dc.xsd", async ({
    request,
  }) => {
    const [paper] = await works(request, 'paper');
    const queries = [
      'verb=Identify',
      'verb=ListMetadataFormats',
      'verb=ListSets',
      'verb=ListIdentifiers&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=oai_dc&set=volume',
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:paper/${paper!.id}`,
    ];
    for (const query of queries) {
      const xml = await text(request, `/oai?${query}`);
      expect(oaiError(xml), query).toBeUndefined();
      expectValidOai(xml, query);
    }
    const errors: Array<[string, string]> = [
      ['verb=Identify&verb=Identify', 'badVerb'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2022-13-45', 'badArgument'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2022-02-30', 'badArgument'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2022-02-03T25:00:00Z', 'badArgument'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2022-02-03&until=2022-02-04T00:00:00Z', 'badArgument'],
      [`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:paper/0${paper!.id}`, 'idDoesNotExist'],
      ['verb=ListRecords&metadataPrefix=oai_dc&set=volume:999', 'noRecordsMatch'],
    ];
    for (const [query, code] of errors) {
      const xml = await text(request, `/oai?${query}`);
      expect(oaiError(xml), query).toBe(code);
      expectValidOai(xml, query);
    }
  });

  test('Identify leaves out the oai-identifier description a host without a dot cannot fill', async ({ request }) => {
    const xml = await text(request, '/oai?verb=Identify');
    expect(new URL(baseUrl).hostname).toBe('localhost');
    expect(xml).not.toContain('oai-identifier');
    expectValidOai(xml, 'Identify');
  });

  test('the sets include the parent "volume" of every volume:N, and it holds every work', async ({ request }) => {
    const sets = [...(await text(request, '/oai?verb=ListSets')).matchAll(/<setSpec>([^<]+)<\/setSpec>/g)].map(
      (m) => m[1]!,
    );
    expect(sets).toContain('volume');
    for (const spec of sets.filter((set) => set.includes(':'))) expect(sets, spec).toContain(spec.split(':')[0]);
    const volume = await text(request, '/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=volume');
    const all = await text(request, '/oai?verb=ListIdentifiers&metadataPrefix=oai_dc');
    const size = (xml: string) => /completeListSize="(\d+)"/.exec(xml)?.[1];
    expect(size(volume)).toBe(size(all));
  });

  test('HTTP::OAI harvests exactly the works the sitemaps list', async ({ request }) => {
    const index = await text(request, '/sitemap.xml');
    const yearMaps = [...index.matchAll(/<loc>([^<]+\/sitemaps\/\d{4}\.xml)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    const inSitemaps = new Set<string>();
    for (const yearMap of yearMaps) {
      for (const [, kind, id] of (await text(request, yearMap)).matchAll(
        /\/(archives|thesis|conference)\/paper-details\?paperid=(\d+)/g,
      )) {
        inSitemaps.add(`${kind === 'archives' ? 'paper' : kind}/${id}`);
      }
    }
    const harvested = harvest(`${baseUrl}/oai`);
    const identifiers = harvested.map((record) => record.identifier.replace(/^oai:localhost:/, ''));
    expect(new Set(identifiers).size).toBe(identifiers.length);
    expect(new Set(identifiers)).toEqual(inSitemaps);
    expect(harvested.every((record) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(record.datestamp))).toBe(true);
  });

  test("an incremental harvest from a record's own datestamp includes that record", async ({ request }) => {
    const [paper] = await works(request, 'paper');
    const stamp = paper!.updated_at.replace(/\.\d{3}Z$/, 'Z');
    const fromOnly = harvest(`${baseUrl}/oai`, { from: stamp }).map((record) => record.identifier);
    expect(fromOnly).toContain(`oai:localhost:paper/${paper!.id}`);
    const exact = harvest(`${baseUrl}/oai`, { from: stamp, until: stamp });
    expect(exact.map((record) => record.identifier)).toContain(`oai:localhost:paper/${paper!.id}`);
    expect(exact.every((record) => record.datestamp === stamp)).toBe(true);
  });
});

test.describe('sitemaps against the sitemaps.org schema', () => {
  test('every urlset sitemap validates; the index lists them with their lastmod', async ({ request }) => {
    const index = await text(request, '/sitemap.xml');
    // No Debian or npm package ships the sitemap index schema (siteindex.xsd): its shape is checked here.
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = [
      ...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/sitemap>/g),
    ];
    expect(entries.length).toBe((index.match(/<sitemap>/g) ?? []).length);
    for (const [, loc] of entries) {
      const path = new URL(loc!).pathname;
      const verdict = validateSitemap(await text(request, path));
      expect(verdict.errors, path).toMatch(/validates$/);
    }
  });
});

test.describe('citation files read by citation-js', () => {
  test("every conference paper's page, JSON-LD, OAI record, BibTeX and RIS give the same publication day", async ({
    request,
  }) => {
    const papers = await works(request, 'conference');
    const days = new Set<string>();
    for (const paper of papers) {
      const html = await text(request, `${DETAILS.conference}?paperid=${paper.id}`);
      const [highwire] = meta(html, 'name', 'citation_publication_date');
      expect(highwire, `conference ${paper.id}`).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      const iso = highwire!.replaceAll('/', '-');
      days.add(iso);
      expect(meta(html, 'name', 'DC.date')).toEqual([iso]);
      expect(jsonLd(html).datePublished).toBe(iso);
      const oai = await text(
        request,
        `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:conference/${paper.id}`,
      );
      expect(/<dc:date>([^<]+)<\/dc:date>/.exec(oai)?.[1], `conference ${paper.id} dc:date`).toBe(iso);
      const parts = iso.split('-').map(Number);
      for (const format of ['bib', 'ris']) {
        const [entry] = new Cite(await text(request, `/citation/conference/${paper.id}.${format}`)).data;
        expect(entry!.issued, `conference ${paper.id}.${format}`).toEqual({ 'date-parts': [parts] });
        expect(entry!.publisher, `conference ${paper.id}.${format}`).toBe(meta(html, 'name', 'citation_publisher')[0]);
      }
    }
    // Papers of one proceedings are not all dated the day of its last edit.
    expect(days.size).toBeGreaterThan(papers.length / 4);
  });

  test('BibTeX keeps links whole and each institution one publisher; RIS agrees', async ({ request }) => {
    const theses = await works(request, 'thesis');
    const papers = (await works(request, 'paper')).slice(0, 30);
    for (const work of [
      ...theses.map((t) => ({ ...t, kind: 'thesis' as const })),
      ...papers.map((p) => ({ ...p, kind: 'paper' as const })),
    ]) {
      const bibtex = await text(request, `/citation/${work.kind}/${work.id}.bib`);
      const [entry] = new Cite(bibtex).data;
      const [ris] = new Cite(await text(request, `/citation/${work.kind}/${work.id}.ris`)).data;
      const url = entry!.URL as string;
      expect(url, `${work.kind} ${work.id}`).not.toContain('\\');
      expect(url.startsWith(`${baseUrl}${DETAILS[work.kind]}?paperid=${work.id}&papertitle=`), url).toBe(true);
      expect(ris!.URL).toBe(url);
      // One publisher, the one the page names: " and " inside an institution's name splits nothing.
      const html = await text(request, `${DETAILS[work.kind]}?paperid=${work.id}`);
      const named = meta(
        html,
        'name',
        work.kind === 'thesis' ? 'citation_dissertation_institution' : 'citation_publisher',
      );
      expect(entry!.publisher, `${work.kind} ${work.id}`).toBe(named[0]);
      expect(entry!.issued).toEqual(ris!.issued);
    }
  });
});

test.describe('Open Graph and JSON-LD', () => {
  async function pngSize(request: APIRequestContext, address: string): Promise<[number, number]> {
    const res = await request.get(address);
    expect(res.status(), address).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const bytes = await res.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  }

  test('every kind of page has the four required Open Graph properties and a social image the site serves', async ({
    request,
  }) => {
    const [paper] = await works(request, 'paper');
    const { blogs } = await apiCall(request, '/blogListing', {
      page: 1,
      per_page: 1,
    });
    for (const path of [
      '/',
      '/aim-and-scope',
      '/archives',
      `${DETAILS.paper}?paperid=${paper!.id}`,
      `/blogs/${blogs[0]!.slug}`,
    ]) {
      const html = await text(request, path);
      for (const property of ['og:title', 'og:type', 'og:image', 'og:url'])
        expect(meta(html, 'property', property), `${path} ${property}`).toHaveLength(1);
      const [image] = meta(html, 'property', 'og:image');
      expect(await pngSize(request, image!)).toEqual([
        Number(meta(html, 'property', 'og:image:width')[0]),
        Number(meta(html, 'property', 'og:image:height')[0]),
      ]);
      expect(meta(html, 'property', 'og:image:alt')[0]).toBeTruthy();
    }
  });

  test("a BlogPosting names an image and the publisher's logo, both served", async ({ request }) => {
    const { blogs } = await apiCall(request, '/blogListing', {
      page: 1,
      per_page: 1,
    });
    const ld = jsonLd(await text(request, `/blogs/${blogs[0]!.slug}`)) as {
      image: { url: string; width: number; height: number };
      publisher: { name: string; logo: { url: string; width: number; height: number } };
    };
    expect(await pngSize(request, ld.image.url)).toEqual([ld.image.width, ld.image.height]);
    expect(await pngSize(request, ld.publisher.logo.url)).toEqual([ld.publisher.logo.width, ld.publisher.logo.height]);
    expect(ld.publisher.name).toBeTruthy();
  });

  test('no headline is cut mid-word, and citation_publication_date is zero-padded', async ({ request }) => {
    const papers = await works(request, 'paper');
    const long = papers.filter((paper) => paper.title.length > 110);
    expect(long.length).toBeGreaterThan(0);
    for (const paper of [...long.slice(0, 15), ...papers.slice(0, 10)]) {
      const html = await text(request, `${DETAILS.paper}?paperid=${paper.id}`);
      const ld = jsonLd(html);
      expect(ld.name).toBe(paper.title);
      if (ld.headline !== undefined) {
        const headline = String(ld.headline);
        expect(headline.length).toBeLessThanOrEqual(110);
        expect(
          headline === paper.title || (headline.endsWith('…') && paper.title.startsWith(`${headline.slice(0, -1)} `)),
          headline,
        ).toBe(true);
      }
      expect(meta(html, 'name', 'citation_publication_date')[0], `paper ${paper.id}`).toMatch(
        /^\d{4}(\/\d{2}\/\d{2})?$/,
      );
    }
  });
});
