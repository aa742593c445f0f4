import { createHash, randomBytes } from 'node:crypto';
import { sql, type NotNull } from 'kysely';
import type { ContactRequest } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
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
 * Every subscriber has an unsubscribe token: it is written with the row, and the migration that added
 * the column gave the rows before it one. The column is nullable only because SQLite's ALTER TABLE
 * could not add it NOT NULL.
 */
type EveryRowHasItsToken = { unsubscribe_token: NotNull };

/** What readers send us: contact messages and newsletter subscriptions. */
export function createInboxRepo(db: Db) {
  /**
   * A contact message's sender compares without case. On PostgreSQL the column is citext, which does so
   * itself; SQLite's column is plain TEXT, so the comparison names COLLATE NOCASE, the collation of the
   * index contact_messages_by_sender (docs/api.md, "Database engines": text order and case).
   * Subscribers' addresses need nothing: SQLite's column is declared COLLATE NOCASE, PostgreSQL's citext.
   */
  const sender = db.engine === 'sqlite' ? sql<string>`${sql.ref('email')} COLLATE NOCASE` : sql.ref<string>('email');

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
        const earlier = await tx.kysely
          .selectFrom('contact_messages')
          .select('id')
          .where(sender, '=', message.email)
          .where('text_hash', '=', hash)
          .where('created_at', '>', since(DUPLICATE_WINDOW_MS))
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (earlier) return earlier.id;
        if (normalised(message.message).length >= SAME_TEXT_MIN_LENGTH) {
          const campaign = await tx.kysely
            .selectFrom('contact_messages')
            .select('id')
            .where('text_hash', '=', hash)
            .where('created_at', '>', since(SAME_TEXT_WINDOW_MS))
            .orderBy('id')
            .limit(1)
            .executeTakeFirst();
          if (campaign) return campaign.id;
        }
        const stored = await tx.kysely
          .insertInto('contact_messages')
          .values({
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
            client_ip: ip,
            created_at: now.toISOString(),
            text_hash: hash,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return stored.id;
      }),

    /** An id like a stored message's, for an answer that stores nothing (the honeypot). */
    async plausibleMessageId(): Promise<number> {
      const { last } = await db.kysely
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
        .executeTakeFirstOrThrow();
      return last + 1;
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
        const known = await tx.kysely
          .selectFrom('newsletter_subscribers')
          .select(['id', 'confirmed_at', 'unsubscribe_token'])
          .where('email', '=', email)
          .$narrowType<EveryRowHasItsToken>()
          .executeTakeFirst();
        if (known?.confirmed_at) return { kind: 'already-subscribed' };
        if (known) {
          await tx.kysely
            .updateTable('newsletter_subscribers')
            .set({ confirm_token_hash: sha256(confirmToken), created_at: now, client_ip: ip })
            .where('id', '=', known.id)
            .execute();
          await enqueueMail(tx, mailFor({ confirmToken, unsubscribeToken: known.unsubscribe_token }));
          return { kind: 'confirm', confirmToken, unsubscribeToken: known.unsubscribe_token };
        }
        const unsubscribeToken = newToken();
        await tx.kysely
          .insertInto('newsletter_subscribers')
          .values({
            email,
            client_ip: ip,
            created_at: now,
            confirm_token_hash: sha256(confirmToken),
            unsubscribe_token: unsubscribeToken,
          })
          .execute();
        await enqueueMail(tx, mailFor({ confirmToken, unsubscribeToken }));
        return { kind: 'confirm', confirmToken, unsubscribeToken };
      }),

    /**
     * Double opt-in, step two: the token from the confirmation message, used once, within 7 days. The
     * welcome message is queued with the confirmation.
     */
    confirm: (token: string, mailFor: MailFor<{ email: string; unsubscribeToken: string }>): Promise<ConfirmOutcome> =>
      db.transaction(async (tx) => {
        const row = await tx.kysely
          .selectFrom('newsletter_subscribers')
          .select(['id', 'email', 'created_at', 'unsubscribe_token'])
          .where('confirm_token_hash', '=', sha256(token))
          .$narrowType<EveryRowHasItsToken>()
          .executeTakeFirst();
        if (!row) return { kind: 'unknown' };
        if (Date.parse(row.created_at) + CONFIRMATION_TTL_MS < Date.now()) return { kind: 'expired' };
        await tx.kysely
          .updateTable('newsletter_subscribers')
          .set({ confirmed_at: new Date().toISOString(), confirm_token_hash: null })
          .where('id', '=', row.id)
          .execute();
        await enqueueMail(tx, mailFor({ email: row.email, unsubscribeToken: row.unsubscribe_token }));
        return { kind: 'confirmed', email: row.email, unsubscribeToken: row.unsubscribe_token };
      }),

    /** Forgets the address of an unsubscribe link; false when the link is unknown (already used). */
    async unsubscribe(token: string): Promise<boolean> {
      const { numDeletedRows } = await db.kysely
        .deleteFrom('newsletter_subscribers')
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      return numDeletedRows === 1n;
    },
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
