import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import { isRobot } from './robots.ts';
import { createUsageCounter, type UsageCounter } from './usageCounter.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const NOON = Date.parse('2026-04-10T12:00:00Z');

let db: Db;
let usage: UsageCounter;
beforeEach(async () => {
  db = await openTestDatabase();
  usage = createUsageCounter(db);
});
afterEach(() => db.close());

const view = (at: number, ip = '203.0.113.9', userAgent = BROWSER) =>
  usage.count({ kind: 'paper', id: 7, metric: 'view', ip, userAgent, now: at });

describe('usage counter', () => {
  it('counts a repeat by the same reader once within 30 seconds, and again after', async () => {
    expect(await view(NOON)).toBe(true);
    expect(await view(NOON + 10_000)).toBe(false);
    // Each repeat restarts the window (COUNTER compares each use with the one before).
    expect(await view(NOON + 35_000)).toBe(false);
    expect(await view(NOON + 66_000)).toBe(true);
    expect(await usage.totals('paper', 7)).toEqual({ views: 2, downloads: 0 });
  });

  it('tells readers apart by address and user agent, and views from downloads', async () => {
    expect(await view(NOON)).toBe(true);
    expect(await view(NOON, '198.51.100.4')).toBe(true);
    expect(await view(NOON, '203.0.113.9', `${BROWSER} Edg/128.0`)).toBe(true);
    expect(
      await usage.count({ kind: 'paper', id: 7, metric: 'download', ip: '203.0.113.9', userAgent: BROWSER, now: NOON }),
    ).toBe(true);
    expect(await usage.totals('paper', 7)).toEqual({ views: 3, downloads: 1 });
  });

  it('never counts robots or a request without a user agent', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'python-requests/2.31.0',
      'curl/8.5.0',
      '',
    ]) {
      expect(isRobot(agent), agent).toBe(true);
      expect(await view(NOON, '203.0.113.9', agent), agent).toBe(false);
    }
    expect(isRobot(BROWSER)).toBe(false);
    expect(await usage.totals('paper', 7)).toEqual({ views: 0, downloads: 0 });
  });

  it('keeps no address: readers are salted hashes, and a new day brings a new salt', async () => {
    await view(NOON);
    const stored = JSON.stringify(await query(db, sql`SELECT * FROM usage_last_use`).all(), (_key, value: unknown) =>
      Buffer.isBuffer(value) ? value.toString('latin1') : value,
    );
    expect(stored).not.toContain('203.0.113.9');
    const [reader] = await query(db, sql`SELECT reader FROM usage_last_use`).column<Buffer>();
    expect(reader).toHaveLength(32);
    // The next day the same reader is a different hash, and the old salt is gone.
    await view(NOON + 24 * 3600_000);
    expect(await query(db, sql`SELECT count(*) FROM usage_salts`).value()).toBe(1);
    expect(await query(db, sql`SELECT count(DISTINCT reader) FROM usage_last_use`).value()).toBe(1);
  });

  it('reports every month of the range with zeros', async () => {
    await view(Date.parse('2026-01-15T00:00:00Z'));
    await view(Date.parse('2026-03-02T00:00:00Z'));
    await view(Date.parse('2026-03-02T00:00:00Z'), '198.51.100.4');
    expect(await usage.report('paper', 7, {}, Date.parse('2026-04-01T00:00:00Z'))).toEqual([
      { month: '2026-01', views: 1, downloads: 0 },
      { month: '2026-02', views: 0, downloads: 0 },
      { month: '2026-03', views: 2, downloads: 0 },
      { month: '2026-04', views: 0, downloads: 0 },
    ]);
    expect(await usage.report('paper', 7, { from: '2025-12', until: '2026-01' })).toEqual([
      { month: '2025-12', views: 0, downloads: 0 },
      { month: '2026-01', views: 1, downloads: 0 },
    ]);
  });
});
