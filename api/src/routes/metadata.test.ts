import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataRecordsAnswer, MetadataYearsAnswer } from '@journal/shared/metadata';
import type { ArchivePaperNewAnswer, ThesisDetailsAnswer } from '@journal/shared/contract';
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

    const first = (await t.post('/metadataRecords', { kind: 'paper', limit: 1 })).json<MetadataRecordsAnswer>()
      .records[0]!;
    const details = (await t.post('/archivePaperNew', { paperid: first.id })).json<ArchivePaperNewAnswer>()
      .paperdetails;
    expect(first).toMatchObject({
      kind: 'paper',
      title: details.title,
      year: details.year,
      volume: details.volume,
      issue: details.issue,
      doi: details.doi,
      pdf_url: details.url,
    });
    expect(first.authors).toEqual(
      [
        details.author_1,
        details.author_2,
        details.author_3,
        details.author_4,
        details.author_5,
        details.author_6,
      ].filter(Boolean),
    );
    expect(first.references.length).toBe(details.references.split('\n').filter((l) => l.trim()).length);
  });

  it('filters theses by year and carries institution and degree', async () => {
    const body = (await t.post('/metadataRecords', { kind: 'thesis', year: 2024 })).json<MetadataRecordsAnswer>();
    expect(body.records.length).toBeGreaterThan(0);
    for (const record of body.records) expect(record.year).toBe(2024);
    const details = (await t.post('/thesisDetails', { paperid: body.records[0]!.id })).json<ThesisDetailsAnswer>()
      .thesis;
    expect(body.records[0]).toMatchObject({ institution: details.institution, degree: details.degree, issue: null });
  });

  it('names the conference of a conference paper and filters on updated_at', async () => {
    const all = (await t.post('/metadataRecords', { kind: 'conference', limit: 100 })).json<MetadataRecordsAnswer>();
    expect(all.records[0]!.conference_name).toBeTruthy();
    const none = (
      await t.post('/metadataRecords', { kind: 'conference', until: '2001-01-01' })
    ).json<MetadataRecordsAnswer>();
    expect(none).toEqual({ records: [], total: 0, next_after_id: null });
  });

  it('includes a record stamped exactly at from and until, whatever the stored milliseconds', async () => {
    const [record] = (await t.post('/metadataRecords', { kind: 'paper', limit: 1 })).json<MetadataRecordsAnswer>()
      .records;
    expect(record!.updated_at).toMatch(/\.\d{3}Z$/);
    const stamp = record!.updated_at.replace(/\.\d{3}Z$/, 'Z');
    const exact = (
      await t.post('/metadataRecords', { kind: 'paper', from: stamp, until: stamp, limit: 100 })
    ).json<MetadataRecordsAnswer>();
    expect(exact.records.map((r) => r.id)).toContain(record!.id);
    const day = (
      await t.post('/metadataRecords', {
        kind: 'paper',
        from: stamp.slice(0, 10),
        until: stamp.slice(0, 10),
        limit: 100,
      })
    ).json<MetadataRecordsAnswer>();
    expect(day.records.map((r) => r.id)).toContain(record!.id);
    const after = (
      await t.post('/metadataRecords', {
        kind: 'paper',
        from: new Date(Date.parse(stamp) + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        limit: 100,
      })
    ).json<MetadataRecordsAnswer>();
    expect(after.records.every((r) => r.updated_at > record!.updated_at)).toBe(true);
  });

  it('rejects impossible dates instead of rolling them over', async () => {
    for (const from of ['2022-13-45', '2022-02-30', '2022-02-03T25:00:00Z', '2022-02-03T15:60:00Z']) {
      const res = await t.post('/metadataRecords', { kind: 'paper', from });
      expect(res.statusCode, from).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('not a real date');
    }
  });

  it('lists the newest papers first', async () => {
    const body = (
      await t.post('/metadataRecords', { kind: 'paper', order: 'newest', limit: 5 })
    ).json<MetadataRecordsAnswer>();
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
