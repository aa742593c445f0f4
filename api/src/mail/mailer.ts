import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Outgoing mail (newsletter confirmations and welcomes), through nodemailer. With SMTP_URL set
 * (`smtps://user:password@mail.example.org:465`) messages go to that server; without it each message
 * is written as an .eml file to the outbox folder (default `api/data/outbox`), which a developer can
 * open in any mail program and the tests read. The outbox is private (0700, files 0600): it holds
 * addresses and working links.
 */
export interface MailSettings {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /**
   * The message's lasting identity, made its Message-ID (`<key@sender's domain>`): a message sent again
   * keeps it, and mail programs show messages with one Message-ID once (docs/reliability.md, "One outbox").
   */
  key?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where messages go, for the start-up log. */
  readonly destination: string;
}

/** What nodemailer sends for `settings`: the mail with its sender, and its Message-ID when it has a key. */
function messagesFrom(settings: MailSettings) {
  const domain = /@([^\s>]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  return ({ key, ...mail }: OutgoingMail) => ({
    from: settings.from,
    ...mail,
    ...(key ? { messageId: `<${key}@${domain}>` } : {}),
  });
}

export function createMailer(settings: MailSettings): Mailer {
  const messageOf = messagesFrom(settings);
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      destination: `SMTP ${new URL(settings.smtpUrl).host}`,
      async send(mail) {
        await transport.sendMail(messageOf(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `outbox folder ${settings.outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail));
      fs.mkdirSync(settings.outboxDir, { recursive: true, mode: 0o700 });
      // Sortable by time, unique across worker processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      fs.writeFileSync(path.join(settings.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
