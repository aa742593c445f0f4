import type { ContactRequest } from '../../../shared/src/api/types.ts';
import type { Db } from '../db/connection.ts';

/** What readers send us: contact messages and newsletter subscriptions. */
export function createInboxRepo(db: Db) {
  const insertMessage = db.prepare(
    'INSERT INTO contact_messages (name, email, subject, message, client_ip, created_at) VALUES (@name, @email, @subject, @message, @ip, @now)',
  );
  // INSERT OR IGNORE on the NOCASE-unique email makes subscribing idempotent without a read-then-write race.
  const subscribe = db.prepare('INSERT OR IGNORE INTO newsletter_subscribers (email, client_ip, created_at) VALUES (?, ?, ?)');

  return {
    saveMessage(message: ContactRequest, ip: string): number {
      const result = insertMessage.run({ ...message, ip, now: new Date().toISOString() });
      return Number(result.lastInsertRowid);
    },
    /** True when the address is new. */
    subscribe(email: string, ip: string): boolean {
      return subscribe.run(email, ip, new Date().toISOString()).changes === 1;
    },
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
