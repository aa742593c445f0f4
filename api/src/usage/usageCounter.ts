import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import { isRobot } from './robots.ts';

export type UsageKind = 'paper' | 'thesis' | 'conference';
export type UsageMetric = 'view' | 'download';

/** COUNTER R5 double-click rule: the same reader using the same work within 30 seconds counts once. */
export const DOUBLE_CLICK_MS = 30_000;

export interface UsageTotals {
  views: number;
  downloads: number;
}

export interface UsageUse {
  kind: UsageKind;
  id: number;
  metric: UsageMetric;
  ip: string;
  userAgent: string | undefined;
  now?: number;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcMonth = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** Months from..until inclusive, YYYY-MM. */
function monthsBetween(from: string, until: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = until.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * Counts views and downloads (docs/discoverability.md, "Usage counts"). Everything is in the database, so
 * every API process applies the same double-click rule and the same day's salt. A count is one
 * transaction of a few indexed statements (bench/: "usage counting").
 */
export function createUsageCounter(db: Db) {
  const s = prepareAll(db, {
    paperExists: 'SELECT 1 FROM papers WHERE paper_id = ?',
    thesisExists: 'SELECT 1 FROM theses WHERE id = ?',
    conferenceExists: 'SELECT 1 FROM conference_papers WHERE id = ?',
    addSalt: 'INSERT INTO usage_salts (day, salt) VALUES (?, ?) ON CONFLICT DO NOTHING',
    salt: 'SELECT salt FROM usage_salts WHERE day = ?',
    dropSalts: 'DELETE FROM usage_salts WHERE day < ?',
    lastUse: 'SELECT at_ms FROM usage_last_use WHERE reader = ? AND kind = ? AND work_id = ? AND metric = ?',
    setLastUse: `INSERT INTO usage_last_use (reader, kind, work_id, metric, at_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (reader, kind, work_id, metric) DO UPDATE SET at_ms = excluded.at_ms`,
    forgetUses: 'DELETE FROM usage_last_use WHERE at_ms < ?',
    addView: `INSERT INTO usage_monthly (kind, work_id, month, views) VALUES (?, ?, ?, 1)
       ON CONFLICT (kind, work_id, month) DO UPDATE SET views = usage_monthly.views + 1`,
    addDownload: `INSERT INTO usage_monthly (kind, work_id, month, downloads) VALUES (?, ?, ?, 1)
       ON CONFLICT (kind, work_id, month) DO UPDATE SET downloads = usage_monthly.downloads + 1`,
    totals: `SELECT coalesce(sum(views), 0) AS views, coalesce(sum(downloads), 0) AS downloads
       FROM usage_monthly WHERE kind = ? AND work_id = ?`,
    months: `SELECT month, views, downloads FROM usage_monthly
       WHERE kind = ? AND work_id = ? AND month >= ? AND month <= ? ORDER BY month`,
  });
  const exists: Record<UsageKind, typeof s.paperExists> = {
    paper: s.paperExists,
    thesis: s.thesisExists,
    conference: s.conferenceExists,
  };
  let salt: { day: string; value: Buffer } | undefined;
  let lastSweep = 0;

  /** Today's salt, made by whichever process needs it first; older salts are deleted with it. */
  async function saltFor(tx: Db, now: number): Promise<Buffer> {
    const day = utcDay(now);
    if (salt?.day !== day) {
      await s.addSalt.in(tx).run([day, randomBytes(32)]);
      await s.dropSalts.in(tx).run([day]);
      salt = { day, value: (await s.salt.in(tx).value<Buffer>([day])) as Buffer };
    }
    return salt.value;
  }

  async function readerOf(tx: Db, ip: string, userAgent: string | undefined, now: number): Promise<Buffer> {
    return createHash('sha256')
      .update(await saltFor(tx, now))
      .update(ip)
      .update('\0')
      .update(userAgent ?? '')
      .digest();
  }

  const countInTransaction = (use: Required<UsageUse>): Promise<boolean> =>
    db.transaction(async (tx) => {
      const reader = await readerOf(tx, use.ip, use.userAgent, use.now);
      const last = await s.lastUse.in(tx).value<number>([reader, use.kind, use.id, use.metric]);
      await s.setLastUse.in(tx).run([reader, use.kind, use.id, use.metric, use.now]);
      // Once a minute, forget last uses older than the window: the table stays as small as the last 30 seconds.
      if (use.now - lastSweep > 60_000) {
        lastSweep = use.now;
        await s.forgetUses.in(tx).run([use.now - DOUBLE_CLICK_MS]);
      }
      if (last !== undefined && use.now - last < DOUBLE_CLICK_MS) return false;
      await (use.metric === 'view' ? s.addView : s.addDownload).in(tx).run([use.kind, use.id, utcMonth(use.now)]);
      return true;
    });

  return {
    exists: async (kind: UsageKind, id: number) => (await exists[kind].get([id])) !== undefined,

    /** Counts one use unless it is a robot's or a repeat within 30 s; true when it counted. */
    async count(use: UsageUse): Promise<boolean> {
      if (isRobot(use.userAgent)) return false;
      return countInTransaction({ ...use, now: use.now ?? Date.now() });
    },

    totals: async (kind: UsageKind, id: number) =>
      (await s.totals.get<UsageTotals>([kind, id])) ?? { views: 0, downloads: 0 },

    /** Every month of the range, zeros included; the range defaults to the first counted month to this one. */
    async report(kind: UsageKind, id: number, range: { from?: string; until?: string }, now = Date.now()) {
      const until = range.until ?? utcMonth(now);
      const rows = await s.months.all<{ month: string } & UsageTotals>([kind, id, range.from ?? '0000-00', until]);
      const from = range.from ?? rows[0]?.month ?? until;
      const byMonth = new Map(rows.map((row) => [row.month, row]));
      const months = from <= until ? monthsBetween(from, until) : [];
      return months.map((month) => ({
        month,
        views: byMonth.get(month)?.views ?? 0,
        downloads: byMonth.get(month)?.downloads ?? 0,
      }));
    },
  };
}

export type UsageCounter = ReturnType<typeof createUsageCounter>;
