import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataRecordsAnswer, MetadataYearsAnswer } from '../../../shared/src/metadata/records.ts';
import type { ArchivePaperNewAnswer, ThesisDetailsAnswer } from '../../../shared/src/api/types.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /metadataRecords', () => {
  it('walks every paper once with keyset paging, matching the details answers', async () => {
    const years = (await t.post('/metadataYears', {})).json<MetadataYearsAnswer>();
    const expected = years.years.filter((y) => y.kind === 'paper').reduce((sum, y) => sum + y.count, 0);
    const seen: number[] = [];
    let after = 0;
    for (;;) {
      const res = await t.post('/metadataRecords', { kind: 'paper', after_id: after, limit: 100 });
      expect(res.statusCode).toBe(200);
      const body = res.json<MetadataRecordsAnswer>();
      expect(body.total).toBe(expected);
      seen.push(...body.records.map((r) => r.id));
      if (body.next_after_id === null) break;
      after = body.next_after_id;
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const first = (await t.post('/metadataRecords', { kind: 'paper', limit: 1 })).json<MetadataRecordsAnswer>().records[0]!;
    const details = (await t.post('/archivePaperNew', { paperid: first.id })).json<ArchivePaperNewAnswer>().paperdetails;
    expect(first).toMatchObject({ kind: 'paper', title: details.title, year: details.year, volume: details.volume, issue: details.issue, doi: details.doi, pdf_url: details.url });
    expect(first.authors).toEqual([details.author_1, details.author_2, details.author_3, details.author_4, details.author_5, details.author_6].filter(Boolean));
    expect(first.references.length).toBe(details.references.split('\n').filter((l) => l.trim()).length);
  });

  it('filters theses by year and carries institution and degree', async () => {
    const body = (await t.post('/metadataRecords', { kind: 'thesis', year: 2024 })).json<MetadataRecordsAnswer>();
    expect(body.records.length).toBeGreaterThan(0);
    for (const record of body.records) expect(record.year).toBe(2024);
    const details = (await t.post('/thesisDetails', { paperid: body.records[0]!.id })).json<ThesisDetailsAnswer>().thesis;
    expect(body.records[0]).toMatchObject({ institution: details.institution, degree: details.degree, issue: null });
  });

  it('names the conference of a conference paper and filters on updated_at', async () => {
    const all = (await t.post('/metadataRecords', { kind: 'conference', limit: 100 })).json<MetadataRecordsAnswer>();
    expect(all.records[0]!.conference_name).toBeTruthy();
    const none = (await t.post('/metadataRecords', { kind: 'conference', until: '2001-01-01' })).json<MetadataRecordsAnswer>();
    expect(none).toEqual({ records: [], total: 0, next_after_id: null });
  });

  it('lists the newest papers first', async () => {
    const body = (await t.post('/metadataRecords', { kind: 'paper', order: 'newest', limit: 5 })).json<MetadataRecordsAnswer>();
    const dates = body.records.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('rejects an unknown kind, a bad date and an oversized page', async () => {
    expect((await t.post('/metadataRecords', { kind: 'book' })).statusCode).toBe(400);
    expect((await t.post('/metadataRecords', { kind: 'paper', from: '2024-13' })).statusCode).toBe(400);
    expect((await t.post('/metadataRecords', { kind: 'paper', limit: 101 })).statusCode).toBe(400);
  });
});

describe('POST /metadataYears', () => {
  it('counts each kind per year and gives the date range', async () => {
    const body = (await t.post('/metadataYears', {})).json<MetadataYearsAnswer>();
    expect(body.years.some((y) => y.kind === 'paper')).toBe(true);
    expect(body.years.some((y) => y.kind === 'thesis')).toBe(true);
    expect(body.years.some((y) => y.kind === 'conference')).toBe(true);
    expect(body.volumes.some((v) => v.kind === 'paper')).toBe(true);
    expect(body.earliest! <= body.lastmod!).toBe(true);
  });
});
