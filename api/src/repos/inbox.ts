import { createHash, randomBytes } from 'node:crypto';
import type { ContactRequest } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** How long the same sender's same text counts as a repeat (stored once, answered as accepted). */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The same text from any sender within this time is a campaign (one message, rotating addresses):
 * stored once. Only for texts of at least SAME_TEXT_MIN_LENGTH characters, since two readers may well
 * both write a short "Thank you" within an hour.
 */
export const SAME_TEXT_WINDOW_MS = 60 * 60 * 1000;
export const SAME_TEXT_MIN_LENGTH = 40;
/** An address that does not confirm within this time is forgotten (jobs/retention.ts). */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Same text whatever the spacing and case: bots vary those to get past a plain comparison. */
export function textHash(message: string): string {
  return createHash('sha256').update(normalised(message)).digest('hex');
}

function normalised(message: string): string {
  return message.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** What the newsletter step did, for the route to decide which message (if any) to mail. */
export type SubscribeOutcome =
  { kind: 'confirm'; confirmToken: string; unsubscribeToken: string } | { kind: 'already-subscribed' };

export type ConfirmOutcome =
  { kind: 'confirmed'; email: string; unsubscribeToken: string } | { kind: 'unknown' } | { kind: 'expired' };

/** The message a newsletter step sends, composed by the caller from the tokens it needs. */
type MailFor<T> = (details: T) => OutgoingMail;

/**
 * Statements of the inbox. E-mail addresses compare without case: SQLite's COLLATE NOCASE, PostgreSQL's
 * citext column (migrations.postgres.ts).
 */
const inboxSql = {
  insertMessage:
    'INSERT INTO contact_messages (name, email, subject, message, client_ip, created_at, text_hash) ' +
    'VALUES (@name, @email, @subject, @message, @ip, @now, @hash) RETURNING id',
  recentSame:
    'SELECT id FROM contact_messages WHERE email = ? COLLATE NOCASE AND text_hash = ? AND created_at > ? ORDER BY id LIMIT 1',
  recentSameText: 'SELECT id FROM contact_messages WHERE text_hash = ? AND created_at > ? ORDER BY id LIMIT 1',
  lastMessageId: 'SELECT coalesce(max(id), 0) FROM contact_messages',
  findSubscriber:
    'SELECT id, confirmed_at AS "confirmedAt", unsubscribe_token AS "unsubscribeToken" FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE',
  insertSubscriber:
    'INSERT INTO newsletter_subscribers (email, client_ip, created_at, confirm_token_hash, unsubscribe_token) VALUES (?, ?, ?, ?, ?)',
  renewConfirmation:
    'UPDATE newsletter_subscribers SET confirm_token_hash = ?, created_at = ?, client_ip = ? WHERE id = ?',
  byConfirmToken:
    'SELECT id, email, created_at AS "createdAt", unsubscribe_token AS "unsubscribeToken" FROM newsletter_subscribers WHERE confirm_token_hash = ?',
  confirm: 'UPDATE newsletter_subscribers SET confirmed_at = ?, confirm_token_hash = NULL WHERE id = ?',
  unsubscribe: 'DELETE FROM newsletter_subscribers WHERE unsubscribe_token = ?',
};

const inboxPostgres = {
  recentSame: inboxSql.recentSame.replace(' COLLATE NOCASE', ''),
  findSubscriber: inboxSql.findSubscriber.replace(' COLLATE NOCASE', ''),
};

/** What readers send us: contact messages and newsletter subscriptions. */
export function createInboxRepo(db: Db) {
  const s = prepareAll(db, inboxSql, inboxPostgres);

  return {
    /**
     * Stores a message and returns its id. The same sender's same text within 24 hours is not stored
     * again, nor the same long text from anyone within an hour: the first copy's id is returned, so a
     * resend (or a bot's hundred, with or without rotating addresses) costs one row. The check
     * and the insert share a write transaction, so two API processes cannot both store it.
     */
    saveMessage: (message: ContactRequest, ip: string): Promise<number> =>
      db.transaction(async (tx) => {
        const now = new Date();
        const hash = textHash(message.message);
        const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
        const earlier = await s.recentSame.in(tx).value<number>([message.email, hash, since(DUPLICATE_WINDOW_MS)]);
        if (earlier !== undefined) return earlier;
        if (normalised(message.message).length >= SAME_TEXT_MIN_LENGTH) {
          const campaign = await s.recentSameText.in(tx).value<number>([hash, since(SAME_TEXT_WINDOW_MS)]);
          if (campaign !== undefined) return campaign;
        }
        const id = await s.insertMessage.in(tx).value<number>({ ...message, ip, now: now.toISOString(), hash });
        return Number(id);
      }),

    /** An id like a stored message's, for an answer that stores nothing (the honeypot). */
    async plausibleMessageId(): Promise<number> {
      return ((await s.lastMessageId.value<number>()) ?? 0) + 1;
    },

    /**
     * Double opt-in, step one. A new address is kept unconfirmed with a fresh single-use token; an
     * unconfirmed one gets a new token (the old link stops working); a subscribed one is left alone.
     * The caller answers the same in every case, so the answer never tells whether an address is known.
     * The confirmation message is queued in the outbox in the same transaction (mail/outbox.ts).
     */
    subscribe: (
      email: string,
      ip: string,
      mailFor: MailFor<{ confirmToken: string; unsubscribeToken: string }>,
    ): Promise<SubscribeOutcome> =>
      db.transaction(async (tx) => {
        const now = new Date().toISOString();
        const confirmToken = newToken();
        const known = await s.findSubscriber
          .in(tx)
          .get<{ id: number; confirmedAt: string | null; unsubscribeToken: string }>([email]);
        if (known?.confirmedAt) return { kind: 'already-subscribed' };
        if (known) {
          await s.renewConfirmation.in(tx).run([sha256(confirmToken), now, ip, known.id]);
          await enqueueMail(tx, mailFor({ confirmToken, unsubscribeToken: known.unsubscribeToken }));
          return { kind: 'confirm', confirmToken, unsubscribeToken: known.unsubscribeToken };
        }
        const unsubscribeToken = newToken();
        await s.insertSubscriber.in(tx).run([email, ip, now, sha256(confirmToken), unsubscribeToken]);
        await enqueueMail(tx, mailFor({ confirmToken, unsubscribeToken }));
        return { kind: 'confirm', confirmToken, unsubscribeToken };
      }),

    /**
     * Double opt-in, step two: the token from the confirmation message, used once, within 7 days. The
     * welcome message is queued with the confirmation.
     */
    confirm: (token: string, mailFor: MailFor<{ email: string; unsubscribeToken: string }>): Promise<ConfirmOutcome> =>
      db.transaction(async (tx) => {
        const row = await s.byConfirmToken
          .in(tx)
          .get<{ id: number; email: string; createdAt: string; unsubscribeToken: string }>([sha256(token)]);
        if (!row) return { kind: 'unknown' };
        if (Date.parse(row.createdAt) + CONFIRMATION_TTL_MS < Date.now()) return { kind: 'expired' };
        await s.confirm.in(tx).run([new Date().toISOString(), row.id]);
        await enqueueMail(tx, mailFor({ email: row.email, unsubscribeToken: row.unsubscribeToken }));
        return { kind: 'confirmed', email: row.email, unsubscribeToken: row.unsubscribeToken };
      }),

    /** Forgets the address of an unsubscribe link; false when the link is unknown (already used). */
    async unsubscribe(token: string): Promise<boolean> {
      return (await s.unsubscribe.run([token])) === 1;
    },
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
