import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArchivePaperNewAnswer,
  ArchivePaperSummary,
  ArchivePaperListingAnswer,
  ConferenceFetchAnswer,
  SearchArchiveAnswer,
  SearchConferenceAnswer,
  SearchThesisAnswer,
  ThesisDataListingAnswer,
} from '@journal/shared/contract';
import {
  ARCHIVE_PAPER_KEYS,
  CONFERENCE_PAPER_SPEC_KEYS,
  PAGINATION_KEYS,
  THESIS_ITEM_KEYS,
  createTestApp,
  keysOf,
  type TestApp,
} from '../test/testApp.ts';

let t: TestApp;
let target: ArchivePaperSummary;
beforeAll(async () => {
  t = await createTestApp();
  const list = (
    await t.post('/archivePaperListing', { year: 2024, volume: 3, issue: 2, page: 2 })
  ).json<ArchivePaperListingAnswer>();
  target = list.papersList[1] as ArchivePaperSummary;
});
afterAll(() => t.close());

/**
 * What the search reads of a paper (title, authors, keywords, abstract, full text): lists carry only
 * the card, so from its details; the full text is the words of its HTML.
 */
async function searchedText(paperId: number): Promise<string> {
  const { paperdetails: p } = (await t.post('/archivePaperNew', { paperid: paperId })).json<ArchivePaperNewAnswer>();
  const fullText = (p.body_html ?? '').replace(/<[^>]*>/g, ' ');
  return `${p.title} ${p.author} ${p.keywords.join(' ')} ${p.abstract} ${fullText}`;
}

const searchArchive = async (search: string, page = 1, per_page = 100) => {
  const res = await t.post('/searchArchive', { search, page, per_page });
  expect(res.statusCode).toBe(200);
  return res.json<SearchArchiveAnswer>();
};

describe('POST /searchArchive', () => {
  it('answers papersList with the long field names of a card and pagination', async () => {
    const body = await searchArchive('learning', 1, 3);
    expect(keysOf(body)).toEqual(['papersList', ...PAGINATION_KEYS, 'total_is_lower_bound'].sort());
    expect(body.papersList).toHaveLength(3);
    for (const p of body.papersList) expect(keysOf(p)).toEqual(ARCHIVE_PAPER_KEYS);
    expect(body).toMatchObject({ current_page: 1, per_page: 3 });
    expect(body.total_pages).toBe(Math.ceil(body.total_items / 3));
  });

  it('finds a paper by its unique id, numeric id or DOI, first', async () => {
    for (const search of [
      target.paper_uniqueid,
      target.paper_uniqueid.toLowerCase(),
      String(target.paper_id),
      target.paper_doi,
      `https://doi.org/${target.paper_doi}`,
    ]) {
      const body = await searchArchive(search);
      expect(body.papersList[0]?.paper_id, search).toBe(target.paper_id);
    }
  });

  it('finds a paper by words of its title, and by an author surname, ranked first for its full title', async () => {
    const byTitle = await searchArchive(target.paper_title);
    expect(byTitle.papersList[0]?.paper_id).toBe(target.paper_id);
    const surname = target.author_1.split(' ').pop() ?? '';
    const byAuthor = await searchArchive(surname);
    expect(byAuthor.papersList.some((p) => p.paper_id === target.paper_id)).toBe(true);
    // Prefix match over title, authors and abstract, ignoring case and accents.
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const word = new RegExp(`(^|[^\\p{L}\\p{N}])${fold(surname)}`, 'u');
    for (const p of byAuthor.papersList) expect(fold(await searchedText(p.paper_id))).toMatch(word);
  });

  it('matches word prefixes, and every typed word must match', async () => {
    const prefix = await searchArchive('federat');
    expect(prefix.total_items).toBeGreaterThan(0);
    for (const p of prefix.papersList) expect((await searchedText(p.paper_id)).toLowerCase()).toMatch(/\bfederat/);
    const both = await searchArchive('federat aggregat');
    expect(both.total_items).toBeLessThanOrEqual(prefix.total_items);
    for (const p of both.papersList) expect((await searchedText(p.paper_id)).toLowerCase()).toMatch(/\baggregat/);
  });

  it('ranks title matches above abstract-only matches', async () => {
    const body = await searchArchive('quantum');
    const first = body.papersList[0];
    expect(first?.paper_title.toLowerCase()).toMatch(/quantum|qubit/);
  });

  it('pages through results without repeats', async () => {
    const all = await searchArchive('learning', 1, 100);
    const page1 = await searchArchive('learning', 1, 4);
    const page2 = await searchArchive('learning', 2, 4);
    expect(page1.total_items).toBe(all.total_items);
    expect([...page1.papersList, ...page2.papersList].map((p) => p.paper_id)).toEqual(
      all.papersList.slice(0, 8).map((p) => p.paper_id),
    );
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await searchArchive('zyxwvutsrq')).toEqual({
      papersList: [],
      current_page: 1,
      per_page: 100,
      total_items: 0,
      total_pages: 0,
      total_is_lower_bound: false,
    });
  });

  it('treats quotes, asterisks and FTS operators as plain text, never as an error', async () => {
    const nasty = [
      '"',
      '""',
      '"federated',
      'federated"',
      '*',
      'fed*',
      'AND',
      'OR',
      'NOT',
      'learning AND',
      'NEAR(',
      'NEAR(a b, 2)',
      '-',
      '-learning',
      '^',
      '^learning',
      ':',
      'title:learning',
      '{paper_title}: x',
      '(',
      ')',
      "'; DROP TABLE papers; --",
      '\\',
      '%',
      '_',
      'ünïcödé',
      'Müller',
      '学习',
      '🙂',
      'a'.repeat(200),
      'learning '.repeat(22).trim(),
    ];
    for (const search of nasty) {
      const res = await t.post('/searchArchive', { search, page: 1, per_page: 10 });
      expect(res.statusCode, search).toBe(200);
      expect(Array.isArray(res.json<SearchArchiveAnswer>().papersList)).toBe(true);
    }
    for (const search of nasty) {
      for (const url of ['/searchConference', '/searchThesis', '/archiveSuggestions']) {
        const res = await t.post(url, url === '/archiveSuggestions' ? { search } : { search, page: 1, per_page: 10 });
        expect(res.statusCode, `${url} ${search}`).toBe(200);
      }
    }
  });

  it('matches accented names without the accents', async () => {
    const res = await t.post('/searchArchive', { search: 'Muller', per_page: 100 });
    const withAccent = await t.post('/searchArchive', { search: 'Müller', per_page: 100 });
    expect(res.json<SearchArchiveAnswer>().total_items).toBe(withAccent.json<SearchArchiveAnswer>().total_items);
  });
});

describe('POST /searchConference', () => {
  it('answers papersList of conference papers; id and words match', async () => {
    const list = (await t.post('/conferenceFetch', { id: 2, page: 1, per_page: 5 })).json<ConferenceFetchAnswer>();
    const paper = list.ConferenceList[2];
    const byId = (
      await t.post('/searchConference', { search: String(paper?.id), page: 1, per_page: 100 })
    ).json<SearchConferenceAnswer>();
    expect(keysOf(byId)).toEqual(['papersList', ...PAGINATION_KEYS, 'total_is_lower_bound'].sort());
    expect(byId.papersList[0]?.id).toBe(paper?.id);
    for (const key of CONFERENCE_PAPER_SPEC_KEYS) expect(byId.papersList[0]).toHaveProperty(key);
    const byTitle = (
      await t.post('/searchConference', { search: paper?.title ?? '', per_page: 100 })
    ).json<SearchConferenceAnswer>();
    expect(byTitle.papersList[0]?.id).toBe(paper?.id);
    const none = (await t.post('/searchConference', { search: 'zyxwvutsrq' })).json<SearchConferenceAnswer>();
    expect(none.papersList).toEqual([]);
    expect(none.total_items).toBe(0);
  });
});

describe('POST /searchThesis', () => {
  it('answers papersList of thesis list items; unique id, prefix and no-match', async () => {
    const list = (
      await t.post('/thesisDataListing', { thesis_year: 2023, thesis_volume: 2 })
    ).json<ThesisDataListingAnswer>();
    const thesis = list.papersList[0];
    const details = (await t.post('/thesisDetails', { paperid: thesis?.id })).json<{ thesis: { uniqueid: string } }>();
    const byUniqueId = (await t.post('/searchThesis', { search: details.thesis.uniqueid })).json<SearchThesisAnswer>();
    expect(byUniqueId.papersList[0]?.id).toBe(thesis?.id);
    for (const item of byUniqueId.papersList) expect(keysOf(item)).toEqual(THESIS_ITEM_KEYS);
    const word = (thesis?.title.split(' ').find((w) => w.length > 6) ?? 'learning').slice(0, 5);
    const byPrefix = (await t.post('/searchThesis', { search: word })).json<SearchThesisAnswer>();
    expect(byPrefix.papersList.some((p) => p.id === thesis?.id)).toBe(true);
    const none = (await t.post('/searchThesis', { search: 'zyxwvutsrq' })).json<SearchThesisAnswer>();
    expect(none.papersList).toEqual([]);
  });
});
