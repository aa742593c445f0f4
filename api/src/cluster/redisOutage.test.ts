import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryFileStore } from '../files/fileStore.ts';
import { PdfCache } from '../files/pdfCache.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { advisoryLocks, fileLocks, redisOrFallbackLocks } from './locks.ts';
import { connectRedis } from './redis.ts';

/**
 * Redis going away under the API and coming back (docs/deployment.md, "How it fails over"): a Redis
 * server of the test's own, on a free port, stopped and started again. Debian's redis-server
 * (apt-get install -y redis-server).
 */
let port: number;
let server: ChildProcess | undefined;
const url = () => `redis://127.0.0.1:${port}`;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

async function startRedis(): Promise<void> {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(url(), { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch (error) {
      if (attempt > 50) throw new Error(`redis-server did not start on ${port}: ${(error as Error).message}`);
      await sleep(100);
    }
  }
}

async function stopRedis(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await ended;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
});
afterAll(stopRedis);

const message = (tag: string) => ({
  name: 'Lukas Novak',
  email: `lukas.novak+${tag}@example.org`,
  subject: 'Open access licence',
  message: `Under which licence are the articles published, and may figures be reused? Reference ${tag}.`,
});

describe('the rate limits while Redis is away', () => {
  let t: TestApp;
  const logged: string[] = [];
  const prefix = `faults-test-${randomUUID()}:`;
  beforeAll(async () => {
    t = await createTestApp({
      redisUrl: url(),
      redisKeyPrefix: prefix,
      rateLimit: { contact: { max: 3, timeWindowMs: 60_000 } },
    });
    // What the API logs about Redis (app.ts): one line when it goes, one when it is back.
    t.app.log.error = (text: string) => logged.push(text);
    t.app.log.warn = (text: string) => logged.push(text);
  });
  afterAll(() => t.close());

  /** `count` messages from one reader; their statuses and the slowest answer's time. */
  async function send(client: string, count: number) {
    const statuses: number[] = [];
    let slowest = 0;
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const res = await t.post('/contactUs', message(`${client}-${i}`), { 'x-forwarded-for': client });
      slowest = Math.max(slowest, performance.now() - started);
      statuses.push(res.statusCode);
    }
    return { statuses, slowest };
  }

  it('are counted by the instance alone, as fast as with Redis, and shared again once it is back', async () => {
    const withRedis = await send('198.51.100.61', 4);
    expect(withRedis.statuses).toEqual([201, 201, 201, 429]);

    await stopRedis();
    await sleep(100);
    const without = await send('198.51.100.62', 4);
    // Limited all the same (not let through), and no answer waits for Redis.
    expect(without.statuses).toEqual([201, 201, 201, 429]);
    expect(without.slowest).toBeLessThan(withRedis.slowest + 100);
    expect(logged.filter((line) => line.startsWith('Redis unreachable'))).toHaveLength(1);

    await startRedis();
    await expect
      .poll(() => logged.some((line) => line.startsWith('Redis answering again')), { timeout: 5_000 })
      .toBe(true);
    expect(logged.filter((line) => line.startsWith('Redis'))).toHaveLength(2);
    expect((await send('198.51.100.63', 4)).statuses).toEqual([201, 201, 201, 429]);
    const probe = new Redis(url());
    try {
      expect(await probe.keys(`${prefix}rate-limit:*198.51.100.63`)).toHaveLength(1);
      expect(await probe.keys(`${prefix}rate-limit:*198.51.100.62`)).toEqual([]);
    } finally {
      probe.disconnect();
    }
  });
});

describe('the connection to Redis', () => {
  it('fails a command at once while Redis is away, and reports the outage once each way', async () => {
    const events: string[] = [];
    const redis = connectRedis(url(), { down: () => events.push('down'), up: () => events.push('up') });
    try {
      await expect.poll(() => redis.status).toBe('ready');
      await stopRedis();
      await sleep(50);
      const started = performance.now();
      await expect(redis.get('faults:any')).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(50);
      await sleep(1_500);
      expect(events).toEqual(['down']);
      await startRedis();
      await expect.poll(() => redis.status, { timeout: 5_000 }).toBe('ready');
      expect(events).toEqual(['down', 'up']);
    } finally {
      redis.disconnect();
    }
  });
});

describe('a missing PDF asked of several instances while Redis is away', () => {
  it('is typeset once under the database’s lock', async () => {
    await stopRedis();
    const t = await createTestApp();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-shared-files-'));
    const clients = [0, 1, 2, 3].map(() => connectRedis(url(), { down: () => {}, up: () => {} }));
    try {
      const instances = await Promise.all(
        clients.map(async (redis) => {
          const db = await t.db();
          const fallback = db.engine === 'postgres' ? advisoryLocks(db.kysely) : fileLocks(path.join(dir, '.locks'));
          return new PdfCache(directoryFileStore(dir), redisOrFallbackLocks(redis, 'faults-test:', fallback));
        }),
      );
      let runs = 0;
      const build = async () => {
        runs++;
        await sleep(150);
        return new TextEncoder().encode('%PDF-1.7 Proceedings of the IJCRI workshop on stream processing');
      };
      const answers = await Promise.all(instances.map((cache) => cache.get('papers', 'ijcri-2024-4-2', build)));
      for (const answer of answers) expect(answer.toString()).toContain('workshop on stream processing');
      expect(runs).toBe(1);
    } finally {
      for (const redis of clients) redis.disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
      await t.close();
      await startRedis();
    }
  });
});
