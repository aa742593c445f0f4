import { sql } from 'kysely';
import type { Migration } from './migration.ts';
import { columnTypes } from './columnTypes.ts';

/**
 * Mail to send, written in the transaction of the write that causes it and delivered by whichever API
 * instance claims it first (mail/outbox.ts; docs/reliability.md, "One outbox").
 */
export const mailOutbox: Migration = {
  version: 25,
  name: 'mail outbox',
  async up(db, engine) {
    const t = columnTypes(engine);
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', t.integer, (c) =>
        engine === 'sqlite' ? c.primaryKey() : c.generatedByDefaultAsIdentity().primaryKey(),
      )
      .addColumn('recipient', t.email, (c) => c.notNull())
      .addColumn('subject', t.text, (c) => c.notNull())
      .addColumn('body', t.text, (c) => c.notNull())
      .addColumn('headers_json', t.text, (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', t.text, (c) => c.notNull())
      .addColumn('attempts', t.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.text, (c) => c.notNull())
      .addColumn('claimed_until', t.text)
      .addColumn('sent_at', t.text)
      .addColumn('failed_at', t.text)
      .addColumn('last_error', t.text)
      .execute();
    // The delivery rounds' claim reads the due rows only.
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .column('next_attempt_at')
      .where(sql<boolean>`sent_at IS NULL AND failed_at IS NULL`)
      .execute();
  },
};
