import type { Selectable } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database.ts';
import { isTemporaryDatabaseError } from '../db/temporaryFailure.ts';
import type { MailOutbox } from '../db/schema.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * The one outbox (docs/reliability.md, "One outbox"): a message to send is a row of `mail_outbox`,
 * written in the transaction of the write that causes it, so a subscription that commits has its mail
 * queued and one that rolls back has none. Whichever API instance claims a row first delivers it;
 * a failed delivery is retried with a growing delay, and a delivered message keeps only who, what and
 * when (its body held a single-use link).
 */
export type OutboxRow = Selectable<MailOutbox>;

/** Deliveries tried before a message is marked failed (about 34 hours of retries with BACKOFF). */
export const MAX_ATTEMPTS = 10;
/**
 * How long a claim holds a row by default: a delivery that has not ended by then (a killed instance) is claimed
 * again. MAIL_CLAIM_SECONDS sets it (docs/reliability.md, "Never twice").
 */
export const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min ... at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** Queues `mail` on `tx`: call it inside the transaction of the write the mail is about. */
export async function enqueueMail(tx: Db, mail: OutgoingMail, now = new Date()): Promise<number> {
  const row = await tx.kysely
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      headers_json: JSON.stringify(mail.headers ?? {}),
      created_at: now.toISOString(),
      next_attempt_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the next due message for this instance: one statement that marks it claimed for `claimMs` and
 * counts the attempt. On PostgreSQL the candidate row is locked with SKIP LOCKED, so two instances
 * claiming at the same moment take different rows instead of both taking one; on SQLite the statement
 * holds the database's write lock, which does the same.
 */
export async function claimNextMail(db: Db, now = new Date(), claimMs = CLAIM_MS): Promise<OutboxRow | undefined> {
  const at = now.toISOString();
  const due = db.kysely
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(1);
  return db.kysely
    .updateTable('mail_outbox')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', db.engine === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Pauses between tries of recording a delivery. The message is already out, so the record must follow
 * it through a database that is briefly away (a restart, dropped connections): left claimed, the row
 * would be sent a second time once its claim expired. All of them (20 s) fit well within the shortest claim
 * MAIL_CLAIM_SECONDS allows (30 s).
 */
const RECORD_SENT_PAUSES_MS = [250, 1_000, 4_000, 15_000];

async function markSent(db: Db, id: number, clock: () => Date): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.kysely
        .updateTable('mail_outbox')
        .set({ sent_at: clock().toISOString(), claimed_until: null, body: '', headers_json: '{}', last_error: null })
        .where('id', '=', id)
        .execute();
      return;
    } catch (error) {
      // Setting sent_at again is harmless, so the statement can be repeated whether or not it was applied.
      const pause = RECORD_SENT_PAUSES_MS[attempt];
      if (pause === undefined || !isTemporaryDatabaseError(error)) throw error;
      await sleep(pause);
    }
  }
}

/** After a failed attempt: due again after the backoff, or failed for good after MAX_ATTEMPTS. */
async function markFailedAttempt(db: Db, row: OutboxRow, error: unknown, now: Date): Promise<'retry' | 'failed'> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const failed = row.attempts >= MAX_ATTEMPTS;
  await db.kysely
    .updateTable('mail_outbox')
    .set({
      claimed_until: null,
      last_error: lastError,
      ...(failed
        ? { failed_at: now.toISOString() }
        : { next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString() }),
    })
    .where('id', '=', row.id)
    .execute();
  return failed ? 'failed' : 'retry';
}

/**
 * The message of a row. Its key, made the Message-ID, is the row's own and so the same on every attempt:
 * a message sent again after an instance died between sending and recording it is one message to the
 * reader's mail program. The queueing time keeps keys apart across databases that reuse ids.
 */
function mailOf(row: OutboxRow): OutgoingMail {
  return {
    key: `outbox-${row.id}-${Date.parse(row.created_at).toString(36)}`,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    headers: JSON.parse(row.headers_json) as Record<string, string>,
  };
}

export interface OutboxLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Delivers every due message, one claim at a time, until none is due; returns how many went out. A
 * delivery that throws leaves its row for a later attempt; a database error ends the round (the next
 * round tries again).
 */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  log: OutboxLog,
  clock = () => new Date(),
  claimMs = CLAIM_MS,
) {
  let sent = 0;
  const claim = () => claimNextMail(db, clock(), claimMs);
  for (let row = await claim(); row; row = await claim()) {
    try {
      await mailer.send(mailOf(row));
    } catch (error) {
      const outcome = await markFailedAttempt(db, row, error, clock());
      const fields = { mailId: row.id, attempts: row.attempts, err: error };
      if (outcome === 'failed') log.error(fields, 'mail not delivered after every attempt: see npm run outbox -- list');
      else log.warn({ ...fields, retryInMs: retryDelayMs(row.attempts) }, 'mail not delivered; will retry');
      continue;
    }
    await markSent(db, row.id, clock);
    log.info({ mailId: row.id, attempts: row.attempts }, 'mail delivered');
    sent += 1;
  }
  return sent;
}

/**
 * Runs delivery rounds every `everyMs` and, at once, after this instance queued mail (`nudge`), one
 * round at a time. Every instance runs one; the claims share the work. The returned `stop` ends it.
 */
export function startMailDelivery(
  db: Db,
  mailer: Mailer,
  log: OutboxLog,
  { everyMs = 5_000, claimMs = CLAIM_MS }: { everyMs?: number; claimMs?: number } = {},
) {
  let round: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (round) {
      again = true;
      return;
    }
    round = deliverDueMail(db, mailer, log, () => new Date(), claimMs)
      .then(
        () => {},
        (error: unknown) => log.warn({ err: error }, 'mail delivery round failed; the next round retries'),
      )
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    nudge: () => setImmediate(run),
    /** Stops the rounds and waits for the one under way. */
    async stop() {
      clearInterval(timer);
      again = false;
      await round;
    },
  };
}

export type MailDelivery = ReturnType<typeof startMailDelivery>;

/** The outbox for an operator: what is waiting or failed, and with `all` the delivered ones too, newest first. */
export function listOutbox(db: Db, { all = false, limit = 200 } = {}) {
  return db.kysely
    .selectFrom('mail_outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'created_at',
      'attempts',
      'next_attempt_at',
      'sent_at',
      'failed_at',
      'last_error',
    ])
    .$if(!all, (query) => query.where('sent_at', 'is', null))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Makes a failed message due again (the operator fixed what made it fail); false when it is not failed. */
export async function retryFailedMail(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db.kysely
    .updateTable('mail_outbox')
    .set({ failed_at: null, attempts: 0, next_attempt_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .where('failed_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets delivered and failed messages older than `before` (the retention job). */
export async function forgetOldMail(db: Db, before: Date): Promise<number> {
  const at = before.toISOString();
  const result = await db.kysely
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('sent_at', '<', at), eb('failed_at', '<', at)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
