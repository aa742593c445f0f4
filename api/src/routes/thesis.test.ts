import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThesisDataListingAnswer, ThesisDetailsAnswer, ThesisYearListingAnswer } from '@journal/shared/contract';
import { PAGINATION_KEYS, THESIS_ITEM_KEYS, createTestApp, keysOf, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /thesisYearListing', () => {
  it('answers thesis: years oldest first with their volumes', async () => {
    const res = await t.post('/thesisYearListing', {});
    expect(res.statusCode).toBe(200);
    const body = res.json<ThesisYearListingAnswer>();
    expect(keysOf(body)).toEqual(['thesis']);
    expect(body.thesis).toEqual(
      [2022, 2023, 2024, 2025, 2026].map((year) => ({ year, volumes: [{ volume: year - 2021 }] })),
    );
  });
});

describe('POST /thesisDataListing', () => {
  it('answers papersList of theses (id, title, authors, month, year, volume, pages, paper_url) with pagination', async () => {
    const res = await t.post('/thesisDataListing', { thesis_year: 2024, thesis_volume: 3, page: 1, per_page: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json<ThesisDataListingAnswer>();
    expect(keysOf(body)).toEqual(['papersList', ...PAGINATION_KEYS].sort());
    expect(body.total_items).toBeGreaterThanOrEqual(6);
    expect(body.total_items).toBeLessThanOrEqual(12);
    expect(body.papersList).toHaveLength(5);
    for (const item of body.papersList) {
      expect(keysOf(item)).toEqual(THESIS_ITEM_KEYS);
      expect(item).toMatchObject({ year: 2024, volume: 3 });
      expect(item.paper_url).toBe(`/files/theses/${item.id}.pdf`);
      expect(item.author_1).not.toBe('');
    }
  });

  it('answers an empty list for a year without theses', async () => {
    const res = await t.post('/thesisDataListing', { thesis_year: 2021, thesis_volume: 1 });
    expect(res.json()).toEqual({ papersList: [], current_page: 1, per_page: 5, total_items: 0, total_pages: 0 });
  });

  it('caps per_page at 5', async () => {
    const res = await t.post('/thesisDataListing', { thesis_year: 2024, thesis_volume: 3, per_page: 6 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body/per_page must be <= 5 (the page size cap of this call)');
  });
});

describe('POST /thesisDetails', () => {
  it('answers thesis with abstract, degree, institution, supervisor, references and keywords', async () => {
    const res = await t.post('/thesisDetails', { paperid: 4 });
    expect(res.statusCode).toBe(200);
    const { thesis } = res.json<ThesisDetailsAnswer>();
    for (const key of [
      ...THESIS_ITEM_KEYS,
      'abstract',
      'degree',
      'institution',
      'supervisor',
      'references',
      'keywords',
    ]) {
      expect(thesis).toHaveProperty(key);
    }
    expect(thesis.degree).toMatch(/^(M\.Tech\.|M\.E\.|M\.S\.|Master|Ph\.D\.)/);
    expect(thesis.supervisor).toMatch(/^(Dr\.|Prof\.) /);
    expect(thesis.references.split('\n').length).toBeGreaterThanOrEqual(15);
  });

  it('answers 404 for an unknown thesis', async () => {
    const res = await t.post('/thesisDetails', { paperid: 9999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Thesis not found' });
  });
});
