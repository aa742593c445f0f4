import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryFileStore, UnsafeFileName } from '../files/fileStore.ts';
import { PdfCache } from '../files/pdfCache.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { fileLocks, LockUnavailable, redisLocks, type Locks } from './locks.ts';

/**
 * What several API instances share (docs/deployment.md, "State shared across instances"), with two
 * instances in one process: each has its own database, so only Redis or the shared folder can make
 * them agree. Redis at REDIS_URL, default redis://127.0.0.1:6379 (.ci/run starts it).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ijcri-test-${randomUUID()}:`;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (${(error as Error).message}): ` +
        'start it with `redis-server --daemonize yes --port 6379 --save ""` (apt-get install -y redis-server)',
    );
  }
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const message = {
  name: 'Amara Okafor',
  email: 'amara.okafor@example.org',
  subject: 'Special issue on federated learning',
  message: 'Could you tell me whether the special issue on federated learning still takes submissions?',
};

describe('rate limits with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const options = {
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
      rateLimit: { contact: { max: 3, timeWindowMs: 60_000 } },
    };
    [first, second] = await Promise.all([createTestApp(options), createTestApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('gives one client one allowance across two instances with separate databases', async () => {
    const client = { 'x-forwarded-for': '198.51.100.23' };
    const answers: number[] = [];
    for (const [index, instance] of [first, second, first, second, first].entries()) {
      const res = await instance.post('/contactUs', { ...message, message: `${message.message} (${index})` }, client);
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    const blocked = await second.post('/contactUs', message, client);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Too many requests') });
    // Another client has its own allowance on either instance.
    expect((await second.post('/contactUs', message, { 'x-forwarded-for': '198.51.100.24' })).statusCode).toBe(201);
  });

  it('keeps the counts in Redis under the configured prefix', async () => {
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((key) => key.includes('/contactUs') && key.endsWith('198.51.100.23'))).toBe(true);
  });
});

/** A PDF builder that takes a moment, as typesetting does, and counts its runs. */
function slowBuilder() {
  const counter = { runs: 0 };
  const build = async () => {
    counter.runs++;
    await sleep(150);
    return new TextEncoder().encode('%PDF-1.7 Proceedings of the IJCRI workshop on edge computing');
  };
  return { counter, build };
}

async function typesetOnce(locksFor: (instance: number) => Locks) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-shared-files-'));
  try {
    // Four instances, each with its own in-process queue, asked for the same missing file at once.
    const instances = [0, 1, 2, 3].map((i) => new PdfCache(directoryFileStore(dir), locksFor(i)));
    const { counter, build } = slowBuilder();
    const answers = await Promise.all(instances.map((cache) => cache.get('papers', 'ijcri-2024-3-7', build)));
    for (const answer of answers) expect(answer.toString()).toContain('IJCRI workshop on edge computing');
    expect(counter.runs).toBe(1);
    expect(fs.readdirSync(path.join(dir, 'papers'))).toEqual(['ijcri-2024-3-7.pdf']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a missing PDF asked of several instances at once', () => {
  it('is typeset once under a Redis lock', async () => {
    const clients = [0, 1, 2, 3].map(() => new Redis(REDIS_URL));
    try {
      await typesetOnce((i) => redisLocks(clients[i]!, prefix));
    } finally {
      await Promise.all(clients.map((client) => client.quit()));
    }
  });

  it('is typeset once under a lock file in the shared folder', async () => {
    const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-locks-'));
    try {
      await typesetOnce(() => fileLocks(lockDir));
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  });

  it('is still served when Redis is unreachable (typeset without the lock)', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    away.on('error', () => {});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-shared-files-'));
    const unavailable: LockUnavailable[] = [];
    try {
      const cache = new PdfCache(directoryFileStore(dir), redisLocks(away, prefix), (error) => unavailable.push(error));
      const { counter, build } = slowBuilder();
      expect((await cache.get('theses', 'ijcri-thesis-2023-12', build)).toString()).toMatch(/^%PDF-1\.7/);
      expect(counter.runs).toBe(1);
      expect(unavailable).toHaveLength(1);
    } finally {
      away.disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the shared file store', () => {
  it('replaces a file whole and leaves no temporary file behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-shared-files-'));
    try {
      const store = directoryFileStore(dir);
      await store.write('papers/a.pdf', Buffer.from('first'));
      await store.write('papers/a.pdf', Buffer.from('second version'));
      expect((await store.read('papers/a.pdf'))?.toString()).toBe('second version');
      expect(await store.read('papers/missing.pdf')).toBeUndefined();
      expect(fs.readdirSync(path.join(dir, 'papers'))).toEqual(['a.pdf']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a name outside its folder', async () => {
    const store = directoryFileStore(os.tmpdir());
    await expect(store.write('../escape.pdf', Buffer.from('x'))).rejects.toThrow(UnsafeFileName);
    await expect(store.read('papers/../../etc/passwd')).rejects.toThrow(UnsafeFileName);
  });
});
