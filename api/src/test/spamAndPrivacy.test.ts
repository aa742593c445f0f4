import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { createRetentionJob } from '../jobs/retention.ts';
import { createTestApp, TEST_TOKEN, type TestApp } from './testApp.ts';

/** Spam controls on the contact form, privacy of the newsletter. */
const message = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  subject: 'Reviewer application',
  message: 'I would like to review for the systems track.',
};
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
/** The test's own connection to the API's database. */
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = await t.db();
});
afterAll(() => t.close());

const send = (url: string, payload: unknown, client: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: TEST_TOKEN, 'content-type': 'application/json', 'x-forwarded-for': client },
    payload: JSON.stringify(payload),
  });

const countMessages = (email: string) =>
  query(db, sql`SELECT count(*) FROM contact_messages WHERE email = ${email}`).value<number>();

describe('contact form spam controls', () => {
  it('accepts a filled honeypot like any message, and stores nothing', async () => {
    const res = await send(
      '/contactUs',
      { ...message, email: 'bot@example.net', website: 'https://cheap-pills.example' },
      '192.0.2.10',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Thank you'), id: expect.any(Number) });
    expect(await countMessages('bot@example.net')).toBe(0);
  });

  it("stores the same sender's same text once within 24 hours, answered as accepted with the same id", async () => {
    const first = await send('/contactUs', message, '192.0.2.11');
    const again = await send(
      '/contactUs',
      { ...message, email: 'MEERA@example.org', message: `  ${message.message.toUpperCase().replace(/ /g, '   ')} ` },
      '192.0.2.12',
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countMessages('meera@example.org')).toBe(1);
    // Another text from the same sender is a new message.
    expect(
      (
        await send('/contactUs', { ...message, message: 'A second, different question about the track.' }, '192.0.2.11')
      ).json().id,
    ).not.toBe(first.json().id);
    // A day later the same text is stored again.
    await query(
      db,
      sql`UPDATE contact_messages SET created_at = ${new Date(Date.now() - DAY_MS - 1000).toISOString()} WHERE email = ${message.email}`,
    ).run();
    expect((await send('/contactUs', message, '192.0.2.13')).json().id).not.toBe(first.json().id);
    expect(await countMessages('meera@example.org')).toBe(3);
  });

  it('stores a long text sent from rotating addresses and clients once within an hour', async () => {
    const campaign = 'Boost your citation count today: guaranteed indexing in every database, write now.';
    const answers = [];
    for (let i = 1; i <= 8; i++)
      answers.push(
        await send('/contactUs', { ...message, email: `seller${i}@example.net`, message: campaign }, `198.51.100.${i}`),
      );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const stored = await query(db, sql`SELECT count(*) FROM contact_messages WHERE message = ${campaign}`).value();
    expect(stored).toBe(1);
  });

  it('stores the same short text from two senders twice', async () => {
    const first = await send(
      '/contactUs',
      { ...message, email: 'a@example.org', message: 'Thank you!' },
      '198.51.100.20',
    );
    const second = await send(
      '/contactUs',
      { ...message, email: 'b@example.org', message: 'Thank you!' },
      '198.51.100.21',
    );
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('refuses JSON in a charset other than UTF-8 with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contactUs',
      headers: {
        authorization: TEST_TOKEN,
        'content-type': 'application/json; charset=utf-16',
        'x-forwarded-for': '198.51.100.30',
      },
      payload: Buffer.from(JSON.stringify({ ...message, email: 'wide@example.org' }), 'utf16le'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only UTF-8 JSON is accepted, not charset=utf-16');
    expect(await countMessages('wide@example.org')).toBe(0);
  });

  it('gives an IPv6 /64 one allowance, whichever of its addresses it sends from', async () => {
    for (let i = 1; i <= 5; i++) {
      expect(
        (
          await send(
            '/contactUs',
            { ...message, message: `IPv6 message ${i} from the same network.` },
            `2001:db8:aa:bb::${i}`,
          )
        ).statusCode,
      ).toBe(201);
    }
    const refused = await send(
      '/contactUs',
      { ...message, message: 'IPv6 message 6 from a new address.' },
      '2001:db8:aa:bb:ffff:1:2:3',
    );
    expect(refused.statusCode).toBe(429);
    // The next /64 is another client.
    expect(
      (await send('/contactUs', { ...message, message: 'From the neighbouring network.' }, '2001:db8:aa:bc::1'))
        .statusCode,
    ).toBe(201);
  });

  it('keeps an allowance in the database: a second API process and a restart see it used up', async () => {
    const client = '192.0.2.50';
    for (let i = 0; i < 5; i++)
      expect(
        (await send('/contactUs', { ...message, message: `Allowance message number ${i}.` }, client)).statusCode,
      ).toBe(201);
    // Another process on the same database (what a second worker is), then the same after a restart.
    const second = buildApp({
      dbPath: path.join(t.dir, 'journal.db'),
      ...(t.location.startsWith('postgres') ? { databaseUrl: t.location } : {}),
      token: TEST_TOKEN,
    });
    try {
      expect(
        (await send('/contactUs', { ...message, message: 'Through the second process.' }, client, second)).statusCode,
      ).toBe(429);
      expect((await send('/newsletterSubscribe', { email: 'other@example.org' }, client, second)).statusCode).toBe(202);
    } finally {
      await second.close();
    }
  });

  it('drops client IPs after the retention period, keeping the messages', async () => {
    const old = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await query(
      db,
      sql`INSERT INTO contact_messages (name, email, subject, message, client_ip, created_at)
        VALUES ('Old Sender', 'old@example.org', 'Old', 'An old message body.', '192.0.2.99', ${old})`,
    ).run();
    const result = await createRetentionJob(db, { clientIpDays: 30 })();
    expect(result.clientIpsDropped).toBeGreaterThanOrEqual(1);
    const rows = await query(
      db,
      sql`SELECT email, client_ip AS ip FROM contact_messages WHERE email IN (${'old@example.org'}, ${message.email})`,
    ).all<{
      email: string;
      ip: string | null;
    }>();
    expect(rows.find((r) => r.email === 'old@example.org')).toEqual({ email: 'old@example.org', ip: null });
    expect(rows.filter((r) => r.email === message.email).every((r) => r.ip !== null)).toBe(true);
  });
});

/** The outbox (default: beside the database) as the mails it holds, folded header lines unfolded. */
function outbox(): string[] {
  const folder = path.join(t.dir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((name) => fs.readFileSync(path.join(folder, name), 'utf8').replace(/\r?\n[ \t]+/g, ' '));
}
/** The messages to `to` whose subject starts with `subject`, once there are `count` of them. */
async function mailsTo(to: string, subject: string, count = 1): Promise<string[]> {
  const matching = () =>
    outbox().filter((mail) => mail.includes(`To: ${to}\n`) && mail.includes(`Subject: ${subject}`));
  for (let i = 0; i < 200 && matching().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return matching();
}
/** A link of the message, with quoted-printable soft line breaks undone. */
function linkIn(mail: string, kind: 'confirm' | 'unsubscribe'): URL {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`http://localhost:8080/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${mail}`);
  return new URL(match[0]);
}

describe('newsletter double opt-in', () => {
  const address = 'optin.reader@example.org';
  const status = () =>
    query(db, sql`SELECT confirmed_at AS "confirmedAt" FROM newsletter_subscribers WHERE email = ${address}`).get<{
      confirmedAt: string | null;
    }>();

  it('mails a single-use confirmation link; only the confirmed address is subscribed; unsubscribing needs no login', async () => {
    const asked = await send('/newsletterSubscribe', { email: address }, '192.0.2.60');
    expect(asked.statusCode).toBe(202);
    const [confirmation] = await mailsTo(address, 'Confirm your subscription to the IJCRI newsletter');
    expect(confirmation, 'a confirmation message').toBeDefined();
    expect(confirmation!).toMatch(/List-Unsubscribe: <http:\/\/localhost:8080\/newsletter\/unsubscribe\?token=/);
    expect(confirmation!).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await status()).toEqual({ confirmedAt: null });

    const token = linkIn(confirmation!, 'confirm').searchParams.get('token')!;
    const confirmed = await send('/newsletterConfirm', { token }, '192.0.2.61');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toContain(`${address} is subscribed`);
    expect((await status())?.confirmedAt).toEqual(expect.any(String));
    // Single use.
    expect((await send('/newsletterConfirm', { token }, '192.0.2.61')).statusCode).toBe(404);

    // The welcome message carries the unsubscribe link too.
    const [welcome] = await mailsTo(address, 'You are subscribed to the IJCRI newsletter');
    expect(welcome, 'a welcome message').toBeDefined();
    expect(welcome!).toContain('Subject: You are subscribed to the IJCRI newsletter');
    const unsubscribe = linkIn(welcome!, 'unsubscribe').searchParams.get('token')!;
    expect(welcome!).toContain(`List-Unsubscribe: <http://localhost:8080/newsletter/unsubscribe?token=${unsubscribe}>`);

    // Asking again for a subscribed address: the same answer, and no mail to it.
    const known = await send('/newsletterSubscribe', { email: address }, '192.0.2.62');
    expect(known.statusCode).toBe(asked.statusCode);
    expect(known.json()).toEqual(asked.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outbox().filter((mail) => mail.includes(`To: ${address}\n`))).toHaveLength(2);

    const gone = await send('/newsletterUnsubscribe', { token: unsubscribe }, '192.0.2.63');
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toContain('You are unsubscribed');
    expect(await status()).toBeUndefined();
    expect((await send('/newsletterUnsubscribe', { token: unsubscribe }, '192.0.2.63')).json().message).toContain(
      'not on the newsletter list',
    );
  });

  it('answers an expired link with 410, and forgets unconfirmed addresses after 7 days', async () => {
    const late = 'late.reader@example.org';
    await send('/newsletterSubscribe', { email: late }, '192.0.2.70');
    const token = linkIn((await mailsTo(late, 'Confirm your subscription'))[0]!, 'confirm').searchParams.get('token')!;
    await query(
      db,
      sql`UPDATE newsletter_subscribers SET created_at = ${new Date(Date.now() - 8 * DAY_MS).toISOString()} WHERE email = ${late}`,
    ).run();
    const expired = await send('/newsletterConfirm', { token }, '192.0.2.71');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('expired');
    const result = await createRetentionJob(db, { clientIpDays: 30 })();
    expect(result.unconfirmedForgotten).toBe(1);
    expect(await query(db, sql`SELECT count(*) FROM newsletter_subscribers WHERE email = ${late}`).value()).toBe(0);
  });
});
