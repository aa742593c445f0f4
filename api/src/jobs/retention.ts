import type { Db } from '../db/database.ts';
import { forgetOldMail } from '../mail/outbox.ts';
import { CONFIRMATION_TTL_MS } from '../repos/inbox.ts';

/**
 * What the API forgets, and when (docs/reliability.md, privacy):
 * - the client IP of contact messages and newsletter subscriptions, after CLIENT_IP_RETENTION_DAYS
 *   (default 30): it only serves to trace abuse of the forms while it is fresh;
 * - addresses that never confirmed their subscription, after 7 days;
 * - delivered or failed mail in the outbox (its recipient and subject), after CLIENT_IP_RETENTION_DAYS;
 * - rate-limit counters whose window ended a day ago.
 * Every API process runs it at start and then hourly; the statements are idempotent, so several
 * processes running it at once do the same work once.
 */
export interface RetentionPolicy {
  clientIpDays: number;
}

export const DEFAULT_CLIENT_IP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createRetentionJob(db: Db, policy: RetentionPolicy) {
  return function runRetention(now = Date.now()) {
    const ipCutoff = new Date(now - policy.clientIpDays * DAY_MS).toISOString();
    return db.transaction(async (tx) => {
      const { kysely } = tx;
      const dropIps = async (table: 'contact_messages' | 'newsletter_subscribers') => {
        const { numUpdatedRows } = await kysely
          .updateTable(table)
          .set({ client_ip: null })
          .where('client_ip', 'is not', null)
          .where('created_at', '<', ipCutoff)
          .executeTakeFirst();
        return Number(numUpdatedRows);
      };
      const clientIpsDropped = (await dropIps('contact_messages')) + (await dropIps('newsletter_subscribers'));
      const unconfirmed = await kysely
        .deleteFrom('newsletter_subscribers')
        .where('confirmed_at', 'is', null)
        .where('created_at', '<', new Date(now - CONFIRMATION_TTL_MS).toISOString())
        .executeTakeFirst();
      const counters = await kysely
        .deleteFrom('rate_limit_hits')
        .where('window_start_ms', '<', now - DAY_MS)
        .executeTakeFirst();
      return {
        clientIpsDropped,
        unconfirmedForgotten: Number(unconfirmed.numDeletedRows),
        countersDropped: Number(counters.numDeletedRows),
        mailForgotten: await forgetOldMail(tx, new Date(ipCutoff)),
      };
    });
  };
}

/**
 * Runs the job soon after start (`firstAfterMs`, so the server is listening before it takes the write
 * lock: a restarted API answers sooner, docs/api.md) and every `everyMs`; the returned function stops it.
 */
export function scheduleRetention(
  run: () => unknown,
  onError: (error: unknown) => void,
  everyMs = 60 * 60 * 1000,
  firstAfterMs = 5_000,
): () => void {
  const tick = () => {
    // A busy database at this moment: the next hour tries again.
    Promise.resolve().then(run).catch(onError);
  };
  const first = setTimeout(tick, firstAfterMs);
  first.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
