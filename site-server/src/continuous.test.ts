// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ArchivePaperNewAnswer } from '@journal/shared';
import type { ScholarlyRecord } from '@journal/shared/metadata';
import type { ApiReader, ApiResult } from './apiReader.ts';
import { fakeApi, paper } from './test/fakeApi.ts';
import { siteServer } from './test/siteServer.ts';

/**
 * A volume published continuously (docs/content.md, "Continuous publication"): Volume 4 of 2025 has
 * one paper without an issue (stored as issue 0) and with the numeric article number 1655.
 */
const continuous: ArchivePaperNewAnswer['paperdetails'] = {
  ...paper,
  id: 300,
  title: 'Continuous Publication of Computing Research',
  url: '/files/papers/IJCRI-2025-V4-001.pdf',
  doi: '10.59638/ijcri.2025.v4.001',
  doi_Link: 'https://doi.org/10.59638/ijcri.2025.v4.001',
  pages: '',
  elocation: '1655',
  uniqueid: 'IJCRI-2025-V4-001',
  year: 2025,
  volume: 4,
  issue: 0,
  month: 'October',
  created_time: '2025-10-17T09:00:00.000Z',
  updated_at: '2025-10-17T09:00:00.000Z',
};

const continuousRecord: ScholarlyRecord = {
  kind: 'paper',
  id: continuous.id,
  title: continuous.title,
  authors: ['Priya Raman'],
  abstract: continuous.abstract,
  year: 2025,
  month: 'October',
  volume: 4,
  issue: 0,
  pages: '',
  elocation: '1655',
  doi: continuous.doi,
  pdf_url: continuous.url,
  keywords: [],
  references: [],
  created_at: continuous.created_time,
  updated_at: continuous.updated_at,
  article_type: 'Research Article',
  conference_name: null,
  institution: null,
  degree: null,
  licence_url: '',
};

/** The fake API's answers with the continuous volume added where the site asks for it. */
function apiWithContinuousVolume(): ApiReader {
  const base = fakeApi();
  const answers: Record<string, (body: Record<string, unknown>) => unknown> = {
    '/archiveYearListing': () => ({
      archives: [
        { year: 2024, volumes: [{ volume: 3, issue: [1, 2] }] },
        { year: 2025, volumes: [{ volume: 4, issue: [0] }] },
      ],
    }),
    '/archivePaperNew': (body) => (body.paperid === continuous.id ? { paperdetails: continuous } : undefined),
    '/archivePaperListing': (body) =>
      body.year === 2025 && body.volume === 4 && body.issue === 0
        ? {
            papersList: [
              {
                paper_id: continuous.id,
                paper_title: continuous.title,
                paper_uniqueid: continuous.uniqueid,
                paper_doi: continuous.doi,
                year: 2025,
                volume: 4,
                issue: 0,
                paper_month: 'October',
                paper_pages: '',
                paper_elocation: '1655',
                paper_url: continuous.url,
                ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`author_${n}`, n === 1 ? 'Priya Raman' : ''])),
              },
            ],
            current_page: 1,
            per_page: 10,
            total_items: 1,
            total_pages: 1,
          }
        : undefined,
    '/metadataRecords': (body) =>
      body.kind === 'paper' && body.year === 2025 && body.volume === 4
        ? { records: [continuousRecord], total: 1, next_after_id: null }
        : undefined,
  };
  const call = async <T>(path: string, body: object = {}): Promise<ApiResult<T>> => {
    const answer = answers[path];
    if (!answer) return (base.call as (p: string, b: object) => Promise<ApiResult<T>>)(path, body);
    const data = answer(body as Record<string, unknown>);
    return data === undefined
      ? (base.call as (p: string, b: object) => Promise<ApiResult<T>>)(path, body)
      : { found: true, data: data as T };
  };
  return {
    call,
    async get<T>(path: string, body: object = {}) {
      const result = await call<T>(path, body);
      if (!result.found) throw new Error(`fake API: nothing for ${path}`);
      return result.data;
    },
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(apiWithContinuousVolume());
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('a volume published continuously', () => {
  it('lists the volume in the sitemap and the archive index by its volume, never as "Issue 0"', async () => {
    expect(await get('/sitemaps/pages.xml')).toContain('/archives/paperlist?year=2025&amp;volume=4&amp;issue=0');
    const archives = await get('/archives');
    expect(archives).toContain('Volume 4');
    expect(archives).not.toContain('Issue 0');
  });

  it('titles its paper list by the volume and shows the article number, not pages', async () => {
    const html = await get('/archives/paperlist?year=2025&volume=4&issue=0');
    expect(html).toMatch(/<title[^>]*>2025, Volume 4 \| /);
    expect(html).toContain('Volume 4 (2025)');
    // The paper card's fact (PaperCard): the article number where pages would be.
    expect(html).toMatch(/>Article number:<\/dt><dd>1655<\/dd>/);
    expect(html).not.toMatch(/Issue 0|Pages:<\/dt><dd>1655/);
  });

  it('is the current issue feed when it is the newest, linking its list', async () => {
    const feed = await get('/feeds/current-issue.atom');
    expect(feed).toContain('<title>Continuous Publication of Computing Research</title>');
    expect(feed).toContain('/current-issue/paperlist?year=2025&amp;volume=4&amp;issue=0');
  });

  it('gives OAI-PMH a source with the volume and the article number, and no issue number', async () => {
    const host = 'ijcri.example.org';
    const body = await get(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:paper/300`);
    expect(body).toContain(
      '<dc:source>International Journal of Computing Research and Innovation; Vol. 4 (2025); Article number 1655; e-ISSN 2957-8430</dc:source>',
    );
    expect(body).not.toContain('No. 0');
  });

  it('heads its paper page with its volume and article number, and no citation_issue', async () => {
    const html = await get(
      '/archives/paper-details?paperid=300&papertitle=continuous-publication-of-computing-research',
    );
    expect(html).toMatch(/<meta name="citation_volume" content="4"/);
    expect(html).toMatch(/<meta name="citation_firstpage" content="1655"/);
    expect(html).not.toContain('citation_issue');
    expect(html).not.toContain('citation_lastpage');
  });
});
