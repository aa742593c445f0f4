import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAnswer } from '@journal/shared/contract';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const as = (ip: string, userAgent = BROWSER) => ({ remoteAddress: ip, headers: { 'user-agent': userAgent } });

const countView = async (kind: string, id: number, ip: string, userAgent = BROWSER) => {
  const res = await t.inject({
    method: 'POST',
    url: '/countView',
    ...as(ip, userAgent),
    headers: {
      ...as(ip, userAgent).headers,
      authorization: 'Bearer test-token-123',
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ kind, id }),
  });
  return res;
};

describe('POST /countView', () => {
  it('counts a reader once within 30 seconds, another reader too, never a robot, and sets no cookie', async () => {
    const first = await countView('paper', 3, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.json()).toEqual({ counted: true, views: 1, downloads: 0 });
    expect((await countView('paper', 3, '198.51.100.1')).json()).toEqual({ counted: false, views: 1, downloads: 0 });
    expect((await countView('paper', 3, '198.51.100.2')).json()).toEqual({ counted: true, views: 2, downloads: 0 });
    const robot = await countView('paper', 3, '198.51.100.3', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(robot.json()).toEqual({ counted: false, views: 2, downloads: 0 });
  });

  it('answers 404 for a work that does not exist and 400 for a bad kind', async () => {
    const missing = await countView('thesis', 999_999, '198.51.100.1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No thesis with id 999999.' });
    expect((await countView('book', 1, '198.51.100.1')).statusCode).toBe(400);
  });
});

describe('PDF downloads', () => {
  it('counts a GET of the PDF as a download, but not a HEAD or a robot', async () => {
    const list = (await t.post('/archivePaperListing', { year: 2022, volume: 1, issue: 1 })).json<
      CallAnswer<'/archivePaperListing'>
    >();
    const paper = list.papersList[1]!;
    const url = paper.paper_url;
    expect((await t.inject({ method: 'GET', url, ...as('192.0.2.1') })).statusCode).toBe(200);
    await t.inject({ method: 'GET', url, ...as('192.0.2.1') });
    await t.inject({ method: 'HEAD', url, ...as('192.0.2.2') });
    await t.inject({ method: 'GET', url, ...as('192.0.2.3', 'Wget/1.21') });
    await t.inject({ method: 'GET', url, ...as('192.0.2.4') });
    const totals = await t.post('/usageTotals', { kind: 'paper', ids: [paper.paper_id, list.papersList[0]!.paper_id] });
    expect(totals.json()).toEqual({
      totals: [
        { id: paper.paper_id, views: 0, downloads: 2 },
        { id: list.papersList[0]!.paper_id, views: 0, downloads: 0 },
      ],
    });
  });
});

describe('POST /usageTotals and /usageReport', () => {
  it('leaves out ids that do not exist and refuses more than 100', async () => {
    expect((await t.post('/usageTotals', { kind: 'paper', ids: [3, 999_999] })).json()).toEqual({
      totals: [{ id: 3, views: 2, downloads: 0 }],
    });
    const tooMany = await t.post('/usageTotals', { kind: 'paper', ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
  });

  it("reports this month's views with the totals, and refuses a range that ends before it starts", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const report = await t.post('/usageReport', { kind: 'paper', id: 3 });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ months: [{ month, views: 2, downloads: 0 }], views: 2, downloads: 0 });
    const backwards = await t.post('/usageReport', { kind: 'paper', id: 3, from: '2026-05', until: '2026-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: 'from (2026-05) is after until (2026-01).' });
    expect((await t.post('/usageReport', { kind: 'paper', id: 3, from: '2026-13' })).statusCode).toBe(400);
  });
});
