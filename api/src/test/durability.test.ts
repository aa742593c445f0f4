import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { callApi, killAllApis, startApi as startRealApi } from './realApi.ts';
import { createPostgresDatabase, onPostgres, type TestPostgres } from './testDatabase.ts';

/**
 * Nothing a reader was told we kept is lost when the API process dies. The real
 * API (node + tsx, as `npm start` runs it) takes concurrent contact messages and newsletter
 * subscriptions, is killed with SIGKILL in the middle, restarts on the same database, and every write
 * it acknowledged (2xx) must be there. Each request comes from its own address in X-Forwarded-For (the
 * test connects over loopback, the trusted proxy), so the rate limits stay as they are in production.
 */

const TOTAL_WRITES = 2400;
const CONCURRENCY = 48;
const KILL_AFTER_ACKS = 400;

let dir: string;
let postgres: TestPostgres | undefined;
const startApi = () => startRealApi(dir, postgres ? { DATABASE_URL: postgres.url } : {});
const call = callApi;

/** A connection of the test's own to the API's database (a SQLite file, or on PostgreSQL its database). */
const db = () => openDatabase(postgres?.url ?? path.join(dir, 'journal.db'));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-api-durability-'));
  postgres = onPostgres ? await createPostgresDatabase() : undefined;
});

afterAll(async () => {
  killAllApis();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a kill -9 under load', () => {
  it(
    'loses no acknowledged contact message or subscription, and re-subscribing stays harmless',
    { timeout: 180_000 },
    async () => {
      const api = await startApi();
      const ackedMessages: Array<{ id: number; email: string; subject: string }> = [];
      const ackedSubscriptions: string[] = [];
      let failed = 0;
      let next = 0;
      let killed = false;

      const write = async (n: number) => {
        // 10.x.y.z: one address per request, so no client ever reaches its allowance of 5.
        const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const email = `reader-${n}@example.org`;
        try {
          if (n % 2 === 0) {
            const subject = `Durability check ${n}`;
            const res = await call(
              api,
              '/contactUs',
              { name: `Reader ${n}`, email, subject, message: `Message number ${n}, sent under load.` },
              client,
            );
            if (res.status !== 201) throw new Error(`contactUs answered ${res.status}: ${await res.text()}`);
            ackedMessages.push({ id: ((await res.json()) as { id: number }).id, email, subject });
          } else {
            const res = await call(api, '/newsletterSubscribe', { email }, client);
            if (res.status !== 202) throw new Error(`newsletterSubscribe answered ${res.status}: ${await res.text()}`);
            await res.json();
            ackedSubscriptions.push(email);
          }
        } catch (error) {
          // Before the kill every write must succeed; after it, failures are the point.
          if (!killed) throw error;
          failed++;
        }
        if (!killed && ackedMessages.length + ackedSubscriptions.length >= KILL_AFTER_ACKS) {
          killed = true;
          api.child.kill('SIGKILL');
        }
      };
      const worker = async () => {
        while (next < TOTAL_WRITES) await write(next++);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await api.exited;

      const acked = ackedMessages.length + ackedSubscriptions.length;
      // The kill came mid-load: some writes were acknowledged, the rest failed.
      expect(killed).toBe(true);
      expect(acked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(failed).toBeGreaterThan(0);
      expect(acked + failed).toBe(TOTAL_WRITES);

      // The database opens cleanly (WAL recovery) and the API starts on it again.
      const restarted = await startApi();
      try {
        const check = await db();
        try {
          if (check.sqlite) {
            expect(check.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
            expect(check.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
          }
          const message = (id: number) =>
            query(check, sql`SELECT email, subject FROM contact_messages WHERE id = ${id}`).get();
          for (const { id, email, subject } of ackedMessages)
            expect(await message(id), `contact message ${id}`).toEqual({ email, subject });
          const subscribed = new Set(
            (await query(check, sql`SELECT email FROM newsletter_subscribers`).all<{ email: string }>()).map(
              (row) => row.email,
            ),
          );
          const lost = ackedSubscriptions.filter((email) => !subscribed.has(email));
          expect(lost, 'acknowledged subscriptions missing after the kill').toEqual([]);
          // Rows can exceed acknowledgements (written, then killed before the answer left), never the reverse.
          const messages = (await query(check, sql`SELECT count(*) FROM contact_messages`).value<number>()) ?? 0;
          expect(messages).toBeGreaterThanOrEqual(ackedMessages.length);
          expect(subscribed.size).toBeGreaterThanOrEqual(ackedSubscriptions.length);
        } finally {
          await check.close();
        }

        // Asking again for an acknowledged address, even in another case: the same answer (202), one row.
        const email = ackedSubscriptions[0]!;
        const again = await call(restarted, '/newsletterSubscribe', { email: email.toUpperCase() }, '10.255.0.1');
        expect(again.status).toBe(202);
        expect(await again.json()).toEqual({
          message: expect.stringContaining('sent a confirmation link'),
          subscribed: true,
        });
        const after = await db();
        try {
          expect(
            await query(
              after,
              sql`SELECT count(*) FROM newsletter_subscribers WHERE lower(email) = lower(${email})`,
            ).value(),
          ).toBe(1);
        } finally {
          await after.close();
        }
        // The restarted API takes new writes, with ids after the ones it acknowledged before.
        const res = await call(
          restarted,
          '/contactUs',
          {
            name: 'After restart',
            email: 'after@example.org',
            subject: 'Still here',
            message: 'Written after the restart.',
          },
          '10.255.0.2',
        );
        expect(res.status).toBe(201);
        expect(((await res.json()) as { id: number }).id).toBeGreaterThan(Math.max(...ackedMessages.map((m) => m.id)));
      } finally {
        restarted.child.kill('SIGTERM');
        await restarted.exited;
      }
    },
  );
});
