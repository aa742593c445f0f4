import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAnswer } from '@journal/shared/contract';
import { SCHEMA_FILES, xmllintErrors } from '../deposit/schemaCheck.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import type { PaperRow } from '../db/rows.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { generatedJats } from './jatsOut.ts';

let t: TestApp;
let imported: { paper_id: number; paper_uniqueid: string; jats_source: string };
let generated: { paper_id: number; paper_uniqueid: string; paper_title: string };
beforeAll(async () => {
  t = await createTestApp();
  const db = await t.db();
  // A paper stored before sources were kept (or written by the large benchmark seed) has none: its JATS is generated.
  await query(
    db,
    sql`UPDATE papers SET jats_source = NULL WHERE paper_id = (SELECT min(paper_id) FROM papers WHERE paper_references != '')`,
  ).run();
  imported = (await query(
    db,
    sql`SELECT paper_id, paper_uniqueid, jats_source FROM papers WHERE jats_source IS NOT NULL LIMIT 1`,
  ).get()) as typeof imported;
  generated = (await query(
    db,
    sql`SELECT paper_id, paper_uniqueid, paper_title FROM papers WHERE jats_source IS NULL AND paper_references != '' LIMIT 1`,
  ).get()) as typeof generated;
});
afterAll(() => t.close());

function validate(xml: string, name: string): string[] {
  const file = path.join(t.dir, name);
  fs.writeFileSync(file, xml);
  return xmllintErrors(file, SCHEMA_FILES.jats);
}

describe('JATS out', () => {
  it('generates valid JATS without <issue> for a paper published continuously, its article number as elocation-id', async () => {
    const row = (await query(
      await t.db(),
      sql`SELECT * FROM papers WHERE paper_id = ${generated.paper_id}`,
    ).get()) as PaperRow;
    const xml = generatedJats({ ...row, issue: 0, paper_pages: '', paper_elocation: '1655' }, 'https://ijcri.org');
    expect(xml).toMatch(/<volume>\d+<\/volume>\s*<elocation-id>1655<\/elocation-id>/);
    expect(xml).not.toContain('<issue>');
    expect(xml).not.toContain('<fpage>');
    expect(validate(xml, 'continuous.xml')).toEqual([]);
  });

  it('generates valid JATS 1.3 for a paper that was not imported', async () => {
    const res = await t.inject({ method: 'GET', url: `/files/jats/${generated.paper_uniqueid}.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/jats+xml; charset=utf-8');
    expect(res.headers['x-jats-source']).toBe('generated');
    expect(res.body).toContain(
      '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN"',
    );
    expect(res.body).toContain(`<article-title>${generated.paper_title.replace(/&/g, '&amp;')}</article-title>`);
    expect(res.body).toMatch(/<ref id="r1">/);
    expect(validate(res.body, 'generated.xml')).toEqual([]);
  });

  it('serves an imported paper as the file it came from, which is valid JATS 1.3', async () => {
    expect(imported).toBeDefined();
    const res = await t.inject({ method: 'GET', url: `/files/jats/${imported.paper_uniqueid}.xml` });
    expect(res.headers['x-jats-source']).toBe('imported');
    expect(res.body).toBe(imported.jats_source);
    expect(validate(res.body, 'imported.xml')).toEqual([]);
  });

  it('finds a broken document invalid (the check is real)', async () => {
    const res = await t.inject({ method: 'GET', url: `/files/jats/${generated.paper_uniqueid}.xml` });
    expect(
      validate(res.body.replace(/<journal-meta>[\s\S]*<\/journal-meta>/, ''), 'broken.xml').length,
    ).toBeGreaterThan(0);
  });

  it('answers several papers at once for harvesters, leaving out unknown ids, and 404 for an unknown file', async () => {
    const res = await t.post('/jatsRecords', { paperids: [generated.paper_id, 99_999_999, imported.paper_id] });
    expect(res.statusCode).toBe(200);
    const { records } = res.json<CallAnswer<'/jatsRecords'>>();
    expect(records.map((record) => [record.paper_id, record.source])).toEqual([
      [generated.paper_id, 'generated'],
      [imported.paper_id, 'imported'],
    ]);
    expect((await t.inject({ method: 'GET', url: '/files/jats/NO-SUCH-PAPER.xml' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/files/jats/../x.xml' })).statusCode).toBe(404);
  });
});
