import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One message as sent: its recipient and Message-ID. */
export interface SentMail {
  to: string;
  messageId: string;
}

/**
 * Every message the cluster sent. Without SMTP_URL every API instance writes each message it sends as an
 * .eml file into the shared outbox folder (api/src/mail/mailer.ts), so a message sent twice is two files,
 * whichever instances sent it; both carry the Message-ID the outbox gives its row.
 */
export function sentMail(outboxDir: string): SentMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const text = readFileSync(path.join(outboxDir, name), 'utf8');
    const to = /^To: (.+)$/m.exec(text)?.[1]?.trim();
    const messageId = /^Message-ID: (.+)$/m.exec(text)?.[1]?.trim();
    return to && messageId ? [{ to, messageId }] : [];
  });
}

/** The messages each recipient received as a mail program counts them: one per Message-ID. */
export function deliveredPerRecipient(sent: SentMail[]): Map<string, number> {
  const ids = new Map<string, Set<string>>();
  for (const { to, messageId } of sent) ids.set(to, (ids.get(to) ?? new Set()).add(messageId));
  return new Map([...ids].map(([to, set]) => [to, set.size]));
}
