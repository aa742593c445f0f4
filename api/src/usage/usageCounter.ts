import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
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

const WORK_TABLES: Record<UsageKind, string> = {
  paper: 'SELECT 1 FROM papers WHERE paper_id = ?',
  thesis: 'SELECT 1 FROM theses WHERE id = ?',
  conference: 'SELECT 1 FROM conference_papers WHERE id = ?',
};

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
  const s = {
    exists: Object.fromEntries(
      Object.entries(WORK_TABLES).map(([kind, sql]) => [kind, db.prepare(sql).pluck()]),
    ) as Record<UsageKind, ReturnType<Db['prepare']>>,
    addSalt: db.prepare('INSERT OR IGNORE INTO usage_salts (day, salt) VALUES (?, ?)'),
    salt: db.prepare('SELECT salt FROM usage_salts WHERE day = ?').pluck(),
    dropSalts: db.prepare('DELETE FROM usage_salts WHERE day < ?'),
    lastUse: db
      .prepare('SELECT at_ms FROM usage_last_use WHERE reader = ? AND kind = ? AND work_id = ? AND metric = ?')
      .pluck(),
    setLastUse: db.prepare(
      `INSERT INTO usage_last_use (reader, kind, work_id, metric, at_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms`,
    ),
    forgetUses: db.prepare('DELETE FROM usage_last_use WHERE at_ms < ?'),
    addView: db.prepare(
      `INSERT INTO usage_monthly (kind, work_id, month, views) VALUES (?, ?, ?, 1)
       ON CONFLICT DO UPDATE SET views = views + 1`,
    ),
    addDownload: db.prepare(
      `INSERT INTO usage_monthly (kind, work_id, month, downloads) VALUES (?, ?, ?, 1)
       ON CONFLICT DO UPDATE SET downloads = downloads + 1`,
    ),
    totals: db.prepare(
      `SELECT coalesce(sum(views), 0) AS views, coalesce(sum(downloads), 0) AS downloads
       FROM usage_monthly WHERE kind = ? AND work_id = ?`,
    ),
    months: db.prepare(
      `SELECT month, views, downloads FROM usage_monthly
       WHERE kind = ? AND work_id = ? AND month >= ? AND month <= ? ORDER BY month`,
    ),
  };
  let salt: { day: string; value: Buffer } | undefined;
  let lastSweep = 0;

  /** Today's salt, made by whichever process needs it first; older salts are deleted with it. */
  function saltFor(now: number): Buffer {
    const day = utcDay(now);
    if (salt?.day !== day) {
      s.addSalt.run(day, randomBytes(32));
      s.dropSalts.run(day);
      salt = { day, value: s.salt.get(day) as Buffer };
    }
    return salt.value;
  }

  function readerOf(ip: string, userAgent: string | undefined, now: number): Buffer {
    return createHash('sha256')
      .update(saltFor(now))
      .update(ip)
      .update('\0')
      .update(userAgent ?? '')
      .digest();
  }

  const countInTransaction = db.transaction((use: Required<UsageUse>): boolean => {
    const reader = readerOf(use.ip, use.userAgent, use.now);
    const last = s.lastUse.get(reader, use.kind, use.id, use.metric) as number | undefined;
    s.setLastUse.run(reader, use.kind, use.id, use.metric, use.now);
    // Once a minute, forget last uses older than the window: the table stays as small as the last 30 seconds.
    if (use.now - lastSweep > 60_000) {
      lastSweep = use.now;
      s.forgetUses.run(use.now - DOUBLE_CLICK_MS);
    }
    if (last !== undefined && use.now - last < DOUBLE_CLICK_MS) return false;
    (use.metric === 'view' ? s.addView : s.addDownload).run(use.kind, use.id, utcMonth(use.now));
    return true;
  });

  return {
    exists: (kind: UsageKind, id: number) => s.exists[kind].get(id) !== undefined,

    /** Counts one use unless it is a robot's or a repeat within 30 s; true when it counted. */
    count(use: UsageUse): boolean {
      if (isRobot(use.userAgent)) return false;
      return countInTransaction.immediate({ ...use, now: use.now ?? Date.now() });
    },

    totals: (kind: UsageKind, id: number) => s.totals.get(kind, id) as UsageTotals,

    /** Every month of the range, zeros included; the range defaults to the first counted month to this one. */
    report(kind: UsageKind, id: number, range: { from?: string; until?: string }, now = Date.now()) {
      const until = range.until ?? utcMonth(now);
      const rows = s.months.all(kind, id, range.from ?? '0000-00', until) as Array<{ month: string } & UsageTotals>;
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
