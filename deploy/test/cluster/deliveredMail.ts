import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mail the cluster delivered, as a reader's mail program would count it. Without SMTP_URL every API
 * instance writes each message it delivers as an .eml file into the shared outbox folder (api/src/mail/mailer.ts),
 * so a message sent twice is two files, whichever instances sent it.
 */
export function deliveredPerRecipient(outboxDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  let names: string[] = [];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return counts;
  }
  for (const name of names) {
    const to = /^To: (.+)$/m.exec(readFileSync(path.join(outboxDir, name), 'utf8'))?.[1]?.trim();
    if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}
