import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArchivePaperListingAnswer,
  ConferenceFetchAnswer,
  ThesisDataListingAnswer,
} from '@journal/shared/contract';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url });

function expectPdf(res: Awaited<ReturnType<typeof get>>, filename: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${filename}"`);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(res.rawPayload.length).toBeGreaterThan(3000);
}

describe('GET /files/*', () => {
  it('serves a paper PDF at the paper_url of the data, without Authorization, and caches it on disk', async () => {
    const list = (
      await t.post('/archivePaperListing', { year: 2022, volume: 1, issue: 1 })
    ).json<ArchivePaperListingAnswer>();
    const paper = list.papersList[0];
    expect(paper?.paper_url).toMatch(/^\/files\/papers\/IJCRI-2022-V1I1-001\.pdf$/);
    const res = await get(paper?.paper_url ?? '');
    expectPdf(res, `${paper?.paper_uniqueid}.pdf`);
    // A real document: it parses, identifies itself and has the article's pages.
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(paper?.paper_title);
    expect(pdf.getAuthor()).toContain(
      paper?.author_1
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .split(' ')[0],
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    const cached = path.join(t.dir, 'files', 'papers', `${paper?.paper_uniqueid}.pdf`);
    expect(fs.existsSync(cached)).toBe(true);
    const again = await get(paper?.paper_url ?? '');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('serves thesis and conference paper PDFs', async () => {
    const theses = (
      await t.post('/thesisDataListing', { thesis_year: 2025, thesis_volume: 4 })
    ).json<ThesisDataListingAnswer>();
    const thesis = theses.papersList[0];
    expectPdf(await get(thesis?.paper_url ?? ''), `IJCRI-TH-2025-V4-001.pdf`);
    const conf = (await t.post('/conferenceFetch', { id: 3 })).json<ConferenceFetchAnswer>();
    const paper = conf.ConferenceList[0];
    expectPdf(await get(paper?.pdf_url ?? ''), 'IJCRI-DEAI2025-001.pdf');
  });

  it('answers 404 JSON for unknown or malformed file names', async () => {
    for (const url of [
      '/files/papers/IJCRI-2099-V1I1-001.pdf',
      '/files/papers/..%2F..%2Fjournal.db',
      '/files/theses/99999.pdf',
      '/files/theses/abc.pdf',
      '/files/conference/0.pdf',
      '/files/other/1.pdf',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('serves the same document for concurrent first requests', async () => {
    const url = '/files/papers/IJCRI-2023-V2I3-004.pdf';
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('answers one client asking for many cold PDFs at once with 503 and Retry-After past its share, never a 500', async () => {
    // Twelve different theses, none typeset yet, from one address: at most four of its jobs may wait
    // (docs/reliability.md, "PDF generation"), so some are refused; every answer is a PDF or that 503.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.inject({ method: 'GET', url: `/files/theses/${index + 1}.pdf`, remoteAddress: '203.0.113.7' }),
      ),
    );
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    for (const res of answers.filter((answer) => answer.statusCode !== 503)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    // Another reader is not refused for that client's queue.
    expect(
      (await t.inject({ method: 'GET', url: '/files/theses/13.pdf', remoteAddress: '198.51.100.9' })).statusCode,
    ).toBe(200);
  });
});
