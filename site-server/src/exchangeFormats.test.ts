// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { XMLValidator } from 'fast-xml-parser';
import { CITATION_STYLES } from '@journal/shared/citation';
import { fakeApi } from './test/fakeApi.ts';
import { ORIGIN, siteServer } from './test/siteServer.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(fakeApi());
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('citation styles', () => {
  it('renders the paper in every offered style from its CSL-JSON record', async () => {
    const texts = new Map<string, string>();
    for (const style of CITATION_STYLES) {
      const res = await get(`/citation/paper/7/${style.id}`);
      expect(res.statusCode, style.id).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body, style.id).toContain('Graphs <script>alert(');
      expect(res.body, style.id).toContain('Raman');
      expect(res.body, style.id).toContain('13');
      texts.set(style.id, res.body);
    }
    // Ten styles, ten different references.
    expect(new Set(texts.values()).size).toBe(CITATION_STYLES.length);
    expect(texts.get('apa')).toMatch(/^Raman, P\., & van Beethoven, L\. \(2024\)\./);
    expect(texts.get('ieee')).toMatch(/^\[1\] P\. Raman and L\. van Beethoven, “Graphs/);
    expect(texts.get('apa')).toContain('https://doi.org/10.59638/ijcri.2024.v3.i2.007');
  });

  it('cites a thesis and a conference paper', async () => {
    expect((await get('/citation/thesis/4/apa')).body).toMatch(/Verified Compilation of Smart Contracts \[Master/);
    expect((await get('/citation/conference/12/chicago-author-date')).body).toContain(
      'Lightweight Intrusion Detection for IoT Gateways',
    );
  });

  it('serves the CSL-JSON record as a download', async () => {
    const res = await get('/citation/paper/7.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.citationstyles.csl+json');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ijcri-paper-7.json"');
    const [item] = JSON.parse(res.body) as Array<Record<string, unknown>>;
    expect(item).toMatchObject({
      type: 'article-journal',
      DOI: '10.59638/ijcri.2024.v3.i2.007',
      page: '13-27',
      volume: '3',
      URL: expect.stringContaining(`${ORIGIN}/archives/paper-details?paperid=7`) as unknown,
    });
  });

  it('answers 404 with a message for an unknown style, kind or work', async () => {
    for (const url of [
      '/citation/paper/7/turabian',
      '/citation/book/7/apa',
      '/citation/paper/8/apa',
      '/citation/paper/x/apa',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect((JSON.parse(res.body) as { message: string }).message, url).toMatch(/^No /);
    }
  });
});

describe('usage report', () => {
  it('serves the monthly views and downloads as CSV and JSON downloads', async () => {
    const csv = await get('/usage/paper/7.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="ijcri-usage-paper-7.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'Kind,Id,Month,Views,Downloads',
      'paper,7,2026-03,41,7',
      'paper,7,2026-04,0,2',
      'paper,7,Total,41,9',
      '',
    ]);
    const json = await get('/usage/paper/7.json');
    expect(JSON.parse(json.body)).toMatchObject({ kind: 'paper', id: 7, views: 41, downloads: 9 });
  });

  it('answers 404 for an unknown work and 400 for a month that is not one', async () => {
    expect((await get('/usage/paper/8.csv')).statusCode).toBe(404);
    expect((await get('/usage/book/7.csv')).statusCode).toBe(404);
    const badMonth = await get('/usage/paper/7.csv?from=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(JSON.parse(badMonth.body)).toEqual({ message: 'from must be a month, YYYY-MM (e.g. 2026-04).' });
    expect((await get('/usage/paper/7.json?from=2026-05&until=2026-01')).statusCode).toBe(400);
  });
});

describe('OAI-PMH jats', () => {
  const host = new URL(ORIGIN).hostname;
  const oai = async (query: string) => {
    const res = await get(`/oai?${query}`);
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body), query).toBe(true);
    return res.body;
  };

  it('lists jats beside oai_dc, for journal papers only', async () => {
    expect(await oai('verb=ListMetadataFormats')).toContain('<metadataPrefix>jats</metadataPrefix>');
    expect(await oai(`verb=ListMetadataFormats&identifier=oai:${host}:paper/7`)).toContain(
      '<metadataPrefix>jats</metadataPrefix>',
    );
    expect(await oai(`verb=ListMetadataFormats&identifier=oai:${host}:thesis/4`)).not.toContain(
      '<metadataPrefix>jats</metadataPrefix>',
    );
  });

  it("answers a paper's JATS in the JATS namespace, without declaration or doctype", async () => {
    const body = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:${host}:paper/7`);
    expect(body).toContain(
      '<metadata><article xmlns="http://jats.nlm.nih.gov" xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article"',
    );
    expect(body).not.toContain('<!DOCTYPE');
    expect(body.match(/<\?xml/g)).toHaveLength(1);
    expect(await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:${host}:thesis/4`)).toContain(
      '<error code="cannotDisseminateFormat">jats is offered for journal papers only; use oai_dc.</error>',
    );
  });

  it('lists only journal papers in jats, across resumption tokens, each with its JATS', async () => {
    const first = await oai('verb=ListRecords&metadataPrefix=jats');
    expect(first.match(/<record>/g)).toHaveLength(50);
    expect(first.match(/<article xmlns="http:\/\/jats\.nlm\.nih\.gov"/g)).toHaveLength(50);
    expect(first).not.toContain('oai_dc:dc');
    const token = /<resumptionToken completeListSize="120" cursor="0">([^<]+)</.exec(first)?.[1];
    expect(token).toBeDefined();
    const second = await oai(`verb=ListRecords&resumptionToken=${token}`);
    expect(second.match(/<article xmlns=/g)).toHaveLength(50);
    expect(await oai('verb=ListIdentifiers&metadataPrefix=jats&set=thesis')).toContain('<error code="noRecordsMatch">');
  });
});
