import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConferenceCategoriesAnswer,
  ConferenceDetailsAnswer,
  ConferenceFetchAnswer,
} from '@journal/shared/contract';
import { CONFERENCE_PAPER_SPEC_KEYS, PAGINATION_KEYS, createTestApp, keysOf, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /conferenceCategoriesFetch', () => {
  it('answers Conference_CategoriesList with id, name, year, volume, issue', async () => {
    const res = await t.post('/conferenceCategoriesFetch');
    expect(res.statusCode).toBe(200);
    const body = res.json<ConferenceCategoriesAnswer>();
    expect(keysOf(body)).toEqual(['Conference_CategoriesList']);
    expect(body.Conference_CategoriesList.length).toBeGreaterThanOrEqual(3);
    for (const c of body.Conference_CategoriesList) {
      expect(keysOf(c)).toEqual(['id', 'issue', 'name', 'volume', 'year']);
      expect(c.volume).toBe(c.year - 2021);
    }
    expect(body.Conference_CategoriesList[0]?.name).toContain(
      'International Conference on Intelligent Computing and Communication',
    );
  });
});

describe('POST /conferenceFetch', () => {
  it('answers ConferenceList with the conference paper fields and pagination, 5 per page', async () => {
    const res = await t.post('/conferenceFetch', { id: 1, page: 1, per_page: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json<ConferenceFetchAnswer>();
    expect(keysOf(body)).toEqual(['ConferenceList', ...PAGINATION_KEYS].sort());
    expect(body.ConferenceList).toHaveLength(5);
    expect(body.total_items).toBeGreaterThanOrEqual(10);
    expect(body.total_items).toBeLessThanOrEqual(30);
    for (const paper of body.ConferenceList) {
      for (const key of CONFERENCE_PAPER_SPEC_KEYS) expect(paper).toHaveProperty(key);
      expect(paper.conference_id).toBe(1);
      expect(paper.pdf_url).toBe(`/files/conference/${paper.id}.pdf`);
    }
  });

  it('has 10 to 30 papers in every conference', async () => {
    const { Conference_CategoriesList } = (
      await t.post('/conferenceCategoriesFetch', {})
    ).json<ConferenceCategoriesAnswer>();
    for (const c of Conference_CategoriesList) {
      const body = (await t.post('/conferenceFetch', { id: c.id })).json<ConferenceFetchAnswer>();
      expect(body.total_items).toBeGreaterThanOrEqual(10);
      expect(body.total_items).toBeLessThanOrEqual(30);
    }
  });

  it('answers 404 for an unknown conference', async () => {
    const res = await t.post('/conferenceFetch', { id: 999, page: 1, per_page: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Conference not found' });
  });
});

describe('POST /conferenceDetails', () => {
  it('answers ConferenceDetails with references, DOI, keywords and the conference', async () => {
    const res = await t.post('/conferenceDetails', { paperid: 3 });
    expect(res.statusCode).toBe(200);
    const { ConferenceDetails } = res.json<ConferenceDetailsAnswer>();
    for (const key of CONFERENCE_PAPER_SPEC_KEYS) expect(ConferenceDetails).toHaveProperty(key);
    expect(ConferenceDetails.references.split('\n').length).toBeGreaterThanOrEqual(10);
    expect(ConferenceDetails.doi_Link).toBe(`https://doi.org/${ConferenceDetails.doi}`);
    expect(ConferenceDetails.keywords.length).toBeGreaterThan(0);
    expect(keysOf(ConferenceDetails.conference)).toEqual(['id', 'issue', 'name', 'volume', 'year']);
    expect(ConferenceDetails.conference.id).toBe(ConferenceDetails.conference_id);
  });

  it("gives each paper its own publication time, not the proceedings' last edit", async () => {
    const [a, b] = await Promise.all(
      [3, 4].map(
        async (paperid) =>
          (await t.post('/conferenceDetails', { paperid })).json<ConferenceDetailsAnswer>().ConferenceDetails,
      ),
    );
    expect(a!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(a!.created_at).not.toBe(b!.created_at);
    expect(a!.created_at < a!.updated_at).toBe(true);
  });

  it('answers 404 for an unknown conference paper', async () => {
    const res = await t.post('/conferenceDetails', { paperid: 424242 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Conference paper not found' });
  });
});
