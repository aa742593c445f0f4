import { authorSlug } from '@journal/shared/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArchivePaperListingAnswer,
  ArchivePaperNewAnswer,
  ConferenceDetailsAnswer,
  ConferenceFetchAnswer,
  SearchArchiveAnswer,
  ThesisDataListingAnswer,
  ThesisDetailsAnswer,
} from '@journal/shared/contract';
import { createTestApp, type TestApp } from '../test/testApp.ts';

/**
 * docs/api.md, "Lean lists": every answer that lists many works carries only what a card shows; the
 * abstract, references, citation, designations and full text come only from the details calls.
 */

let t: TestApp;
/** The first author of a paper of the seeded journal, whose page lists works. */
let authorOfAPaper: string;
beforeAll(async () => {
  t = await createTestApp();
  const list = (
    await t.post('/archivePaperListing', { year: 2024, volume: 3, issue: 2 })
  ).json<ArchivePaperListingAnswer>();
  authorOfAPaper = authorSlug(list.papersList[0]?.author_1 ?? '');
});
afterAll(() => t.close());

/** Keys that hold a work's long text: never in a list, always in (or behind) the details. */
const LONG_TEXT_KEYS = [
  'abstract',
  'paper_abstract',
  'references',
  'paper_references',
  'reference_list',
  'citation',
  'paper_citation',
  'designation',
  'paper_designation',
  'body_html',
  'toc',
  'funding_statement',
];

/** Every key of an answer, at any depth. */
function keysDeep(value: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        visit(child);
      }
    }
  };
  visit(value);
  return keys;
}

async function answer<T>(path: string, payload: object): Promise<T> {
  const res = await t.post(path, payload);
  expect(res.statusCode, path).toBe(200);
  return res.json<T>();
}

/** Every call that lists works (or posts), a payload that finds some, and the key of its list. */
const LIST_CALLS: Array<[path: string, payload: () => object, listKey: string]> = [
  ['/archivePaperListing', () => ({ year: 2024, volume: 3, issue: 2 }), 'papersList'],
  ['/searchArchive', () => ({ search: 'learning', per_page: 100 }), 'papersList'],
  ['/conferenceFetch', () => ({ id: 2 }), 'ConferenceList'],
  ['/searchConference', () => ({ search: 'learning', per_page: 100 }), 'papersList'],
  ['/thesisDataListing', () => ({ thesis_year: 2024, thesis_volume: 3 }), 'papersList'],
  ['/searchThesis', () => ({ search: 'learning', per_page: 100 }), 'papersList'],
  ['/siteSearch', () => ({ search: 'learning', per_page: 20 }), 'results'],
  ['/authorProfile', () => ({ slug: authorOfAPaper }), 'works'],
  ['/relatedPapers', () => ({ paperid: 5 }), 'related'],
  ['/archiveSuggestions', () => ({ search: 'learn' }), 'suggestions'],
  ['/blogListing', () => ({}), 'blogs'],
];

describe('lists carry only what a card shows', () => {
  it.each(LIST_CALLS)('%s has no abstract, references or full text', async (path, payload, listKey) => {
    const body = await answer<Record<string, unknown[]>>(path, payload());
    expect(body[listKey]?.length, path).toBeGreaterThan(0);
    const present = [...keysDeep(body)].filter((key) => LONG_TEXT_KEYS.includes(key));
    expect(present, path).toEqual([]);
  });

  it('keeps a 100-result archive search under 1,000 bytes of JSON per result', async () => {
    // "the" is in every abstract: a full page of 100.
    const res = await t.post('/searchArchive', { search: 'the', per_page: 100 });
    const body = res.json<SearchArchiveAnswer>();
    expect(body.papersList).toHaveLength(100);
    expect(res.rawPayload.byteLength / body.papersList.length).toBeLessThan(1000);
    for (const paper of body.papersList) expect(Buffer.byteLength(JSON.stringify(paper))).toBeLessThan(1000);
  });
});

describe('the details still carry the long text', () => {
  it('a paper: abstract, references, citation, designations and the full-text fields', async () => {
    const [card] = (
      await answer<ArchivePaperListingAnswer>('/archivePaperListing', { year: 2024, volume: 3, issue: 2 })
    ).papersList;
    const { paperdetails } = await answer<ArchivePaperNewAnswer>('/archivePaperNew', { paperid: card?.paper_id });
    expect(paperdetails.title).toBe(card?.paper_title);
    expect(paperdetails.abstract.length).toBeGreaterThan(500);
    expect(paperdetails.references.split('\n').length).toBeGreaterThanOrEqual(10);
    expect(paperdetails.citation).toContain(`https://doi.org/${card?.paper_doi}`);
    expect(paperdetails.designation).toContain(card?.author_1);
    for (const key of ['body_html', 'toc', 'reference_list']) expect(paperdetails).toHaveProperty(key);
  });

  it('a conference paper and a thesis: abstract and references', async () => {
    const [paper] = (await answer<ConferenceFetchAnswer>('/conferenceFetch', { id: 2 })).ConferenceList;
    const { ConferenceDetails } = await answer<ConferenceDetailsAnswer>('/conferenceDetails', { paperid: paper?.id });
    expect(ConferenceDetails.title).toBe(paper?.title);
    expect(ConferenceDetails.abstract.split(/\s+/).length).toBeGreaterThanOrEqual(150);
    expect(ConferenceDetails.references).not.toBe('');

    const [thesis] = (
      await answer<ThesisDataListingAnswer>('/thesisDataListing', { thesis_year: 2024, thesis_volume: 3 })
    ).papersList;
    const details = await answer<ThesisDetailsAnswer>('/thesisDetails', { paperid: thesis?.id });
    expect(details.thesis.title).toBe(thesis?.title);
    expect(details.thesis.abstract.length).toBeGreaterThan(500);
    expect(details.thesis.references).not.toBe('');
  });
});
