import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import type { Db } from '../db/database.ts';
import { createPostgresDatabase, onPostgres } from '../test/testDatabase.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import {
  CLAIM_MS,
  MAX_ATTEMPTS,
  claimNextMail,
  deliverDueMail,
  enqueueMail,
  forgetOldMail,
  listOutbox,
  retryDelayMs,
  retryFailedMail,
} from './outbox.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Two connections to one new database, as two API instances have: `close` removes it. */
async function twoInstances(): Promise<{ a: Db; b: Db; close: () => Promise<void> }> {
  if (onPostgres) {
    const created = await createPostgresDatabase();
    const a = await openDatabase(created.url);
    const b = await openDatabase(created.url);
    return { a, b, close: () => Promise.all([a.close(), b.close()]).then(created.drop) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-outbox-'));
  const a = await openDatabase(path.join(dir, 'journal.db'));
  const b = await openDatabase(path.join(dir, 'journal.db'));
  return {
    a,
    b,
    close: () => Promise.all([a.close(), b.close()]).then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** A mailer that records what it sent; `failing` makes it throw like an SMTP server that is away. */
function recordingMailer(options: { failing?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    destination: 'test',
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:465');
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

const mail = (n: number): OutgoingMail => ({
  to: `reader${n}@example.org`,
  subject: `Confirm ${n}`,
  text: `Open https://journal.example/confirm?token=t${n}`,
  headers: { 'List-Unsubscribe': `<https://journal.example/unsubscribe?token=u${n}>` },
});

/** A sent message without the key the outbox gives it, to compare with what was queued. */
const queued = ({ key: _key, ...rest }: OutgoingMail): OutgoingMail => rest;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('the outbox', () => {
  it('queues a mail with the write that causes it: none when that write rolls back', async () => {
    const { a, close } = await twoInstances();
    cleanup = close;
    await a
      .transaction(async (tx) => {
        await enqueueMail(tx, mail(1));
        throw new Error('the subscription failed');
      })
      .catch(() => {});
    expect(await listOutbox(a)).toEqual([]);
    await a.transaction((tx) => enqueueMail(tx, mail(2)));
    expect((await listOutbox(a)).map((row) => row.recipient)).toEqual(['reader2@example.org']);
  });

  it('delivers each message once with its headers, then keeps who, what and when but not the body', async () => {
    const { a, close } = await twoInstances();
    cleanup = close;
    for (const n of [1, 2, 3]) await a.transaction((tx) => enqueueMail(tx, mail(n)));
    const { mailer, sent } = recordingMailer();
    expect(await deliverDueMail(a, mailer, quiet)).toBe(3);
    expect(await deliverDueMail(a, mailer, quiet)).toBe(0);
    expect(sent.map(queued)).toEqual([mail(1), mail(2), mail(3)]);
    expect(new Set(sent.map((m) => m.key)).size).toBe(3);
    expect(await listOutbox(a)).toEqual([]);
    const delivered = await a.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(delivered.map((row) => [row.recipient, row.subject, row.body, row.attempts])).toEqual([
      ['reader1@example.org', 'Confirm 1', '', 1],
      ['reader2@example.org', 'Confirm 2', '', 1],
      ['reader3@example.org', 'Confirm 3', '', 1],
    ]);
    expect(delivered.every((row) => row.sent_at !== null)).toBe(true);
  });

  it('two instances delivering at once send every message exactly once', async () => {
    const { a, b, close } = await twoInstances();
    cleanup = close;
    for (let n = 1; n <= 24; n++) await a.transaction((tx) => enqueueMail(tx, mail(n)));
    const first = recordingMailer({ delayMs: 5 });
    const second = recordingMailer({ delayMs: 5 });
    const [fromA, fromB] = await Promise.all([
      deliverDueMail(a, first.mailer, quiet),
      deliverDueMail(b, second.mailer, quiet),
    ]);
    expect(fromA + fromB).toBe(24);
    const recipients = [...first.sent, ...second.sent].map((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: 24 }, (_, i) => `reader${i + 1}@example.org`).sort());
  });

  it('retries a failed delivery after its backoff, and not before', async () => {
    const { a, close } = await twoInstances();
    cleanup = close;
    const start = new Date('2026-11-28T10:00:00.000Z');
    await a.transaction((tx) => enqueueMail(tx, mail(1), start));
    const down = recordingMailer({ failing: true });
    expect(await deliverDueMail(a, down.mailer, quiet, () => start)).toBe(0);
    const [waiting] = await listOutbox(a);
    expect(waiting).toMatchObject({ attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:465', sent_at: null });
    expect(waiting?.next_attempt_at).toBe(new Date(start.getTime() + retryDelayMs(1)).toISOString());

    const up = recordingMailer();
    const early = new Date(start.getTime() + retryDelayMs(1) - 1000);
    expect(await deliverDueMail(a, up.mailer, quiet, () => early)).toBe(0);
    const due = new Date(start.getTime() + retryDelayMs(1));
    expect(await deliverDueMail(a, up.mailer, quiet, () => due)).toBe(1);
    expect(up.sent.map(queued)).toEqual([mail(1)]);
  });

  it('marks a message failed after the last attempt; the operator can make it due again', async () => {
    const { a, close } = await twoInstances();
    cleanup = close;
    let now = new Date('2026-11-28T10:00:00.000Z');
    await a.transaction((tx) => enqueueMail(tx, mail(1), now));
    const down = recordingMailer({ failing: true });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(a, down.mailer, quiet, () => now);
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    const [failed] = await listOutbox(a);
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(failed?.failed_at).not.toBeNull();
    expect(await deliverDueMail(a, recordingMailer().mailer, quiet, () => now)).toBe(0);

    expect(await retryFailedMail(a, failed!.id, now)).toBe(true);
    expect(await retryFailedMail(a, failed!.id, now)).toBe(false);
    const up = recordingMailer();
    expect(await deliverDueMail(a, up.mailer, quiet, () => now)).toBe(1);
  });

  it('a claim left by an instance that died is taken over once it expires', async () => {
    const { a, b, close } = await twoInstances();
    cleanup = close;
    const start = new Date('2026-11-28T10:00:00.000Z');
    await a.transaction((tx) => enqueueMail(tx, mail(1), start));
    expect(await claimNextMail(a, start)).toMatchObject({ recipient: 'reader1@example.org', attempts: 1 });
    const other = recordingMailer();
    expect(await deliverDueMail(b, other.mailer, quiet, () => new Date(start.getTime() + CLAIM_MS - 1))).toBe(0);
    expect(await deliverDueMail(b, other.mailer, quiet, () => new Date(start.getTime() + CLAIM_MS + 1))).toBe(1);
    expect(other.sent.map(queued)).toEqual([mail(1)]);
  });

  it('a shorter claim (MAIL_CLAIM_SECONDS) is taken over once it expires, and not before', async () => {
    const { a, b, close } = await twoInstances();
    cleanup = close;
    const start = new Date('2026-11-28T10:00:00.000Z');
    const claimMs = 30_000;
    await a.transaction((tx) => enqueueMail(tx, mail(1), start));
    expect(await claimNextMail(a, start, claimMs)).toMatchObject({ attempts: 1 });
    const other = recordingMailer();
    const at = (ms: number) => () => new Date(start.getTime() + ms);
    expect(await deliverDueMail(b, other.mailer, quiet, at(claimMs - 1), claimMs)).toBe(0);
    expect(await deliverDueMail(b, other.mailer, quiet, at(claimMs + 1), claimMs)).toBe(1);
    expect(other.sent.map(queued)).toEqual([mail(1)]);
  });

  it('a message sent again because its instance died before recording it keeps its key', async () => {
    const { a, b, close } = await twoInstances();
    cleanup = close;
    const start = new Date('2026-11-28T10:00:00.000Z');
    await a.transaction((tx) => enqueueMail(tx, mail(1), start));
    // Instance a sends the message and dies before it records the delivery: its send never returns.
    const sent: OutgoingMail[] = [];
    const dying: Mailer = {
      destination: 'test',
      send: (message) => {
        sent.push(message);
        return new Promise(() => {});
      },
    };
    void deliverDueMail(a, dying, quiet, () => start);
    await expect.poll(() => sent.length).toBe(1);
    const other = recordingMailer();
    expect(await deliverDueMail(b, other.mailer, quiet, () => new Date(start.getTime() + CLAIM_MS + 1))).toBe(1);
    expect(other.sent.map(queued)).toEqual([mail(1)]);
    expect(other.sent[0]!.key).toMatch(/^outbox-\d+-[0-9a-z]+$/);
    expect(other.sent[0]!.key).toBe(sent[0]!.key);
  });

  it('records a delivery through a database that is away right after sending, so it is not sent again', async () => {
    const { a, close } = await twoInstances();
    cleanup = close;
    const start = new Date('2026-11-28T10:00:00.000Z');
    await a.transaction((tx) => enqueueMail(tx, mail(1), start));
    // The next two writes after the message went out fail as statements on a dropped connection do.
    let failing = 0;
    const dropped: KyselyPlugin = {
      transformQuery: (args) => args.node,
      async transformResult(args) {
        if (failing > 0 && args.result.numAffectedRows !== undefined) {
          failing -= 1;
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        }
        return args.result;
      },
    };
    const flaky: Db = { ...a, kysely: a.kysely.withPlugin(dropped) };
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      destination: 'test',
      async send(message) {
        sent.push(message);
        failing = 2;
      },
    };
    expect(await deliverDueMail(flaky, mailer, quiet, () => start)).toBe(1);
    expect(failing).toBe(0);
    // Long after its claim would have expired, nothing is due: the message does not go out twice.
    const later = new Date(start.getTime() + CLAIM_MS + 1);
    expect(await deliverDueMail(a, mailer, quiet, () => later)).toBe(0);
    expect(sent.map(queued)).toEqual([mail(1)]);
    expect(await listOutbox(a)).toEqual([]);
  });

  it('forgets delivered messages older than the retention date, keeps waiting ones', async () => {
    const { a, close } = await twoInstances();
    cleanup = close;
    const start = new Date('2026-11-01T10:00:00.000Z');
    for (const n of [1, 2]) await a.transaction((tx) => enqueueMail(tx, mail(n), start));
    await claimNextMail(a, start).then((row) =>
      a.kysely.updateTable('mail_outbox').set({ sent_at: start.toISOString() }).where('id', '=', row!.id).execute(),
    );
    expect(await forgetOldMail(a, new Date('2026-11-28T00:00:00.000Z'))).toBe(1);
    expect((await listOutbox(a, { all: true })).map((row) => row.recipient)).toEqual(['reader2@example.org']);
  });
});
