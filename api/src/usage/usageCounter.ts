import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
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
  const exists: Record<UsageKind, (id: number) => Promise<unknown>> = {
    paper: (id) => db.kysely.selectFrom('papers').select('paper_id').where('paper_id', '=', id).executeTakeFirst(),
    thesis: (id) => db.kysely.selectFrom('theses').select('id').where('id', '=', id).executeTakeFirst(),
    conference: (id) => db.kysely.selectFrom('conference_papers').select('id').where('id', '=', id).executeTakeFirst(),
  };
  let salt: { day: string; value: Buffer } | undefined;
  let lastSweep = 0;

  /** Today's salt, made by whichever process needs it first; older salts are deleted with it. */
  async function saltFor(tx: Db, now: number): Promise<Buffer> {
    const day = utcDay(now);
    if (salt?.day !== day) {
      await tx.kysely
        .insertInto('usage_salts')
        .values({ day, salt: randomBytes(32) })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await tx.kysely.deleteFrom('usage_salts').where('day', '<', day).execute();
      const stored = await tx.kysely
        .selectFrom('usage_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      salt = { day, value: stored.salt };
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
      const last = await tx.kysely
        .selectFrom('usage_last_use')
        .select('at_ms')
        .where('reader', '=', reader)
        .where('kind', '=', use.kind)
        .where('work_id', '=', use.id)
        .where('metric', '=', use.metric)
        .executeTakeFirst();
      await tx.kysely
        .insertInto('usage_last_use')
        .values({ reader, kind: use.kind, work_id: use.id, metric: use.metric, at_ms: use.now })
        .onConflict((conflict) =>
          conflict
            .columns(['reader', 'kind', 'work_id', 'metric'])
            .doUpdateSet((eb) => ({ at_ms: eb.ref('excluded.at_ms') })),
        )
        .execute();
      // Once a minute, forget last uses older than the window: the table stays as small as the last 30 seconds.
      if (use.now - lastSweep > 60_000) {
        lastSweep = use.now;
        await tx.kysely
          .deleteFrom('usage_last_use')
          .where('at_ms', '<', use.now - DOUBLE_CLICK_MS)
          .execute();
      }
      if (last !== undefined && use.now - last.at_ms < DOUBLE_CLICK_MS) return false;
      const isView = use.metric === 'view';
      await tx.kysely
        .insertInto('usage_monthly')
        .values({
          kind: use.kind,
          work_id: use.id,
          month: utcMonth(use.now),
          ...(isView ? { views: 1 } : { downloads: 1 }),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['kind', 'work_id', 'month'])
            .doUpdateSet((eb) =>
              isView
                ? { views: eb('usage_monthly.views', '+', 1) }
                : { downloads: eb('usage_monthly.downloads', '+', 1) },
            ),
        )
        .execute();
      return true;
    });

  return {
    exists: async (kind: UsageKind, id: number) => (await exists[kind](id)) !== undefined,

    /** Counts one use unless it is a robot's or a repeat within 30 s; true when it counted. */
    async count(use: UsageUse): Promise<boolean> {
      if (isRobot(use.userAgent)) return false;
      return countInTransaction({ ...use, now: use.now ?? Date.now() });
    },

    totals: (kind: UsageKind, id: number): Promise<UsageTotals> =>
      db.kysely
        .selectFrom('usage_monthly')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('views'),
          eb.fn.coalesce(eb.fn.sum<number>('downloads'), eb.lit(0)).as('downloads'),
        ])
        .where('kind', '=', kind)
        .where('work_id', '=', id)
        .executeTakeFirstOrThrow(),

    /** Every month of the range, zeros included; the range defaults to the first counted month to this one. */
    async report(kind: UsageKind, id: number, range: { from?: string; until?: string }, now = Date.now()) {
      const until = range.until ?? utcMonth(now);
      const rows = await db.kysely
        .selectFrom('usage_monthly')
        .select(['month', 'views', 'downloads'])
        .where('kind', '=', kind)
        .where('work_id', '=', id)
        .where('month', '>=', range.from ?? '0000-00')
        .where('month', '<=', until)
        .orderBy('month')
        .execute();
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
