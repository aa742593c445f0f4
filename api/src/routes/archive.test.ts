import fs from 'node:fs';
import { journal } from '@journal/shared/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArchivePaperSummary,
  ArchivePaperListingAnswer,
  ArchivePaperNewAnswer,
  ArchiveSuggestionsAnswer,
  ArchiveYearListingAnswer,
} from '@journal/shared/contract';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { importJats } from '../jats/importJats.ts';
import {
  ARCHIVE_PAPER_KEYS,
  PAGINATION_KEYS,
  PAPER_DETAIL_SHORT_KEYS,
  createTestApp,
  keysOf,
  type TestApp,
} from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listIssue(year: number, volume: number, issue: number, page = 1, per_page = 5) {
  const res = await t.post('/archivePaperListing', { year, volume, issue, page, per_page });
  expect(res.statusCode).toBe(200);
  return res.json<ArchivePaperListingAnswer>();
}

describe('POST /archiveYearListing', () => {
  it('answers archives: years oldest first, one volume each, issues 1..3', async () => {
    const res = await t.post('/archiveYearListing', {});
    expect(res.statusCode).toBe(200);
    const body = res.json<ArchiveYearListingAnswer>();
    expect(keysOf(body)).toEqual(['archives']);
    expect(body.archives.map((y) => y.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    for (const year of body.archives) {
      expect(keysOf(year)).toEqual(['volumes', 'year']);
      expect(year.volumes).toEqual([{ volume: year.year - 2021, issue: [1, 2, 3] }]);
    }
  });

  it('accepts a call without any body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/archiveYearListing',
      headers: { authorization: 'Bearer test-token-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ArchiveYearListingAnswer>().archives).toHaveLength(5);
  });
});

describe('POST /archivePaperListing', () => {
  it('answers papersList with the long field names of a card and the pagination keys', async () => {
    const body = await listIssue(2024, 3, 2);
    expect(keysOf(body)).toEqual(['papersList', ...PAGINATION_KEYS].sort());
    expect(body.papersList).toHaveLength(5);
    for (const paper of body.papersList) {
      expect(keysOf(paper)).toEqual(ARCHIVE_PAPER_KEYS);
      expect(paper).toMatchObject({ year: 2024, volume: 3, issue: 2, paper_month: 'June' });
      expect(paper.paper_url).toBe(`/files/papers/${paper.paper_uniqueid}.pdf`);
      expect(paper.paper_doi.startsWith(`${journal.doiPrefix}/`)).toBe(true);
      expect(paper.paper_uniqueid).toMatch(/^IJCRI-2024-V3I2-\d{3}$/);
      expect(paper.author_1).not.toBe('');
    }
    expect(body).toMatchObject({ current_page: 1, per_page: 5 });
    expect(body.total_items).toBeGreaterThanOrEqual(10);
    expect(body.total_items).toBeLessThanOrEqual(15);
    expect(body.total_pages).toBe(Math.ceil(body.total_items / 5));
  });

  it('pages through the issue in paper order with continuous page ranges', async () => {
    const first = await listIssue(2023, 2, 1);
    const all: ArchivePaperSummary[] = [];
    for (let page = 1; page <= first.total_pages; page++) all.push(...(await listIssue(2023, 2, 1, page)).papersList);
    expect(all).toHaveLength(first.total_items);
    expect(new Set(all.map((p) => p.paper_id)).size).toBe(all.length);
    let next = 1;
    for (const paper of all) {
      const [from, to] = paper.paper_pages.split('-').map(Number);
      expect(from).toBe(next);
      expect(to).toBeGreaterThan(from ?? 0);
      next = (to ?? 0) + 1;
    }
  });

  it('gives the count of the issue on every page, the last partial one too', async () => {
    const { total_items } = await listIssue(2023, 2, 1);
    const perPage = [3, 4, 6, 7].find((size) => total_items % size !== 0) ?? 0;
    const pages = Math.ceil(total_items / perPage);
    for (let page = 1; page <= pages; page++) {
      const answer = await listIssue(2023, 2, 1, page, perPage);
      expect(answer.papersList).toHaveLength(page < pages ? perPage : total_items % perPage);
      expect(answer.total_items).toBe(total_items);
    }
  });

  it('answers an empty list for a page past the end or an issue that does not exist', async () => {
    const past = await listIssue(2024, 3, 1, 50);
    expect(past.papersList).toEqual([]);
    expect(past.current_page).toBe(50);
    const none = await listIssue(2030, 9, 1);
    expect(none).toEqual({ papersList: [], current_page: 1, per_page: 5, total_items: 0, total_pages: 0 });
  });

  it('defaults page to 1 and per_page to 5', async () => {
    const res = await t.post('/archivePaperListing', { year: 2022, volume: 1, issue: 1 });
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 5 });
  });
});

describe('POST /archivePaperNew', () => {
  it('answers paperdetails with the short keys of the specification, agreeing with the card', async () => {
    const [listed] = (await listIssue(2025, 4, 3)).papersList;
    const res = await t.post('/archivePaperNew', { paperid: listed?.paper_id });
    expect(res.statusCode).toBe(200);
    const { paperdetails } = res.json<ArchivePaperNewAnswer>();
    for (const key of PAPER_DETAIL_SHORT_KEYS) expect(paperdetails).toHaveProperty(key);
    expect(paperdetails).toMatchObject({
      id: listed?.paper_id,
      title: listed?.paper_title,
      month: listed?.paper_month,
      url: listed?.paper_url,
      doi: listed?.paper_doi,
      pages: listed?.paper_pages,
      uniqueid: listed?.paper_uniqueid,
      author_1: listed?.author_1,
      doi_Link: `https://doi.org/${listed?.paper_doi}`,
      year: 2025,
      volume: 4,
      issue: 3,
    });
    const { author_1, author_2, author_3, author_4, author_5, author_6 } = paperdetails;
    const names = [author_1, author_2, author_3, author_4, author_5, author_6].filter(Boolean);
    expect(paperdetails.author).toBe(names.join(', '));
    expect(paperdetails.abstract.split(/\s+/).length).toBeGreaterThanOrEqual(100);
    expect(paperdetails.articletype).toMatch(/^(Research Article|Review Article|Short Communication|Case Study)$/);
    expect(paperdetails.created_time).toMatch(/^2025-/);
    expect(paperdetails.keywords.length).toBeGreaterThanOrEqual(3);
    const references = paperdetails.references.split('\n');
    expect(references.length).toBeGreaterThanOrEqual(10);
    expect(references.length).toBeLessThanOrEqual(30);
    expect(paperdetails.citation).toContain(`${journal.name}, 4(3)`);
  });

  it('answers the full text, references, ORCID iDs, dates and funding of an imported JATS article', async () => {
    const db = await t.db();
    const fixture = fs.readFileSync(new URL('../jats/fixtures/edge-caching.xml', import.meta.url));
    const imported = await importJats(db, 'edge-caching.xml', fixture);
    expect(imported.error).toBeUndefined();
    const res = await t.post('/archivePaperNew', { paperid: imported.paper?.paperId });
    expect(res.statusCode).toBe(200);
    const { paperdetails } = res.json<ArchivePaperNewAnswer>();
    expect(paperdetails).toMatchObject({
      subtitle: 'An Evaluation on Regional Video Traffic',
      received_date: '2026-07-02',
      accepted_date: '2026-09-18',
      published_date: '2026-10-14',
      licence_url: journal.licence.url,
      funding: [{ source: 'National Foundation for Science and Technology Development', awardIds: ['102.01-2025.18'] }],
    });
    expect(paperdetails.authors?.[0]).toEqual({
      name: 'Thị Thu Hà Nguyễn',
      orcid: '0000-0002-1825-0097',
      affiliations: [expect.stringContaining('Hanoi University of Science and Technology')],
      corresponding: true,
    });
    expect(JSON.stringify(paperdetails)).not.toContain('ha.nguyen@hust.edu.vn');
    expect(paperdetails.reference_list?.[1]).toMatchObject({ label: expect.any(String), doi: '10.1145/3149371' });
    expect(paperdetails.body_html).toContain('<section id="sec2-1"><h3>2.1 Reuse distance</h3>');
    expect(paperdetails.toc).toContainEqual({ id: 'sec2-1', title: '2.1 Reuse distance', level: 1 });
  });

  it('answers empty full-text fields for a paper that was never imported', async () => {
    // The seed imports its papers too; a paper published before the journal imported JATS keeps the
    // defaults migration 12 gave the full-text columns.
    const [listed] = (await listIssue(2025, 4, 3)).papersList;
    const db = await t.db();
    await query(
      db,
      sql`UPDATE papers SET body_html = '', toc_json = '[]', sections_json = '[]', references_json = '[]',
       authors_json = '[]', funding_json = '[]', received_date = NULL, accepted_date = NULL,
       published_date = NULL WHERE paper_id = ${listed?.paper_id}`,
    ).run();
    const { paperdetails } = (
      await t.post('/archivePaperNew', { paperid: listed?.paper_id })
    ).json<ArchivePaperNewAnswer>();
    expect(paperdetails).toMatchObject({
      body_html: '',
      toc: [],
      reference_list: [],
      authors: [],
      received_date: null,
    });
  });

  it('answers 404 with a JSON message for an unknown paper', async () => {
    const res = await t.post('/archivePaperNew', { paperid: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Paper not found' });
  });
});

describe('POST /archiveSuggestions', () => {
  it('suggests at most 8 papers whose title or author words start with what was typed', async () => {
    const res = await t.post('/archiveSuggestions', { search: 'federat' });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json<ArchiveSuggestionsAnswer>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    for (const s of suggestions) {
      expect(keysOf(s)).toEqual(['issue', 'paper_id', 'paper_title', 'paper_uniqueid', 'volume', 'year']);
      expect(s.paper_title.toLowerCase()).toMatch(/\bfederat/);
    }
  });

  it('suggests by unique-id prefix', async () => {
    const res = await t.post('/archiveSuggestions', { search: 'ijcri-2024-v3i1' });
    const { suggestions } = res.json<ArchiveSuggestionsAnswer>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.paper_uniqueid.startsWith('IJCRI-2024-V3I1-'))).toBe(true);
  });

  it('answers an empty list when nothing matches or only punctuation was typed', async () => {
    for (const search of ['qqqzzz', '"*^-']) {
      const res = await t.post('/archiveSuggestions', { search });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ suggestions: [] });
    }
  });
});
