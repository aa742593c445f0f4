import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { importJats, storeJats } from './importJats.ts';

const fixture = fs.readFileSync(new URL('./fixtures/edge-caching.xml', import.meta.url), 'utf8');
const bytes = (xml: string) => Buffer.from(xml, 'utf8');
const inIssue = (issue: number) => bytes(fixture.replace('<issue>3</issue>', `<issue>${issue}</issue>`));
const DOI = '10.59638/ijcri.2026.v5.i3.412';

describe('re-importing an article into another issue', () => {
  let dir: string;
  beforeAll(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-reimport-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps its id, moves its PDF to the new address and leaves no old file behind', async () => {
    const db = await openTestDatabase();
    const first = await importJats(db, 'a.xml', inIssue(3), { filesDir: dir });
    const second = await importJats(db, 'a.xml', inIssue(7), { filesDir: dir });
    expect(first.ok && second.ok).toBe(true);
    expect(second.paper).toMatchObject({
      paperId: first.paper!.paperId,
      created: false,
      movedFrom: first.paper!.uniqueId,
    });
    expect(second.paper!.uniqueId).toMatch(/-V5I7-/);
    expect(fs.readdirSync(path.join(dir, 'papers')).sort()).toEqual([`${second.paper!.uniqueId}.pdf`]);
    await db.close();
  });
});

describe('GET an old PDF address of a moved paper', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 301 to the new address, and the new address serves the PDF', async () => {
    const db = await t.db();
    const before = (await storeJats(db, 'a.xml', inIssue(3))).paper!;
    const after = (await storeJats(db, 'a.xml', inIssue(8))).paper!;
    expect(after.uniqueId).not.toBe(before.uniqueId);
    const old = await t.inject({ method: 'GET', url: `/files/papers/${before.uniqueId}.pdf` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/files/papers/${after.uniqueId}.pdf`);
    const details = await t.post('/archivePaperNew', { paperid: after.paperId });
    expect(details.json<{ paperdetails: { doi: string } }>().paperdetails.doi).toBe(DOI);
  });
});
