import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import { directoryFileStore, type FileStore } from '../files/fileStore.ts';
import { advisoryLocks, fileLocks, redisOrFallbackLocks, type Locks } from './locks.ts';
import { connectRedis, redisReadyWithin, type RedisEvents } from './redis.ts';
import { redisRateLimitStore } from './redisRateLimitStore.ts';

/**
 * What API instances share besides the database (docs/deployment.md, "State shared across instances"):
 * the files directory every instance mounts, the locks that make one instance typeset a missing PDF,
 * and with REDIS_URL a Redis server for the rate limits and the locks, with the instance's own memory and
 * the database's locks standing in while it is away. Without REDIS_URL the embedded default needs nothing
 * more: the rate limits are counted in the database and the locks are files.
 */
export interface SharedState {
  files: FileStore;
  locks: Locks;
  /** Set when REDIS_URL is. */
  redis?: Redis;
  /** Prefix of every Redis key, so that several journals (or test runs) can share one server. */
  keyPrefix: string;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  filesDir: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** The database, whose locks stand in for Redis's while it is away (PostgreSQL; SQLite: the lock files). */
  db: Db;
  redisEvents: RedisEvents;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'ijcri:';

/** How long a starting API waits for Redis before it serves without it. */
const REDIS_START_WAIT_MS = 5_000;

export async function openSharedState(options: SharedStateOptions): Promise<SharedState> {
  const files = directoryFileStore(options.filesDir);
  const keyPrefix = options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  const lockFiles = fileLocks(path.join(options.filesDir, '.locks'));
  if (!options.redisUrl) return { files, locks: lockFiles, keyPrefix, close: async () => {} };
  const redis = connectRedis(options.redisUrl, options.redisEvents);
  await redisReadyWithin(redis, REDIS_START_WAIT_MS);
  const fallback = options.db.engine === 'postgres' ? advisoryLocks(options.db.kysely) : lockFiles;
  return {
    files,
    locks: redisOrFallbackLocks(redis, keyPrefix, fallback),
    redis,
    keyPrefix,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * @fastify/rate-limit's options for counting in Redis: one counter per route and client for every
 * instance, counted by each instance in its own memory while Redis is away (cluster/redisRateLimitStore.ts).
 */
export function redisRateLimitOptions(redis: Redis, keyPrefix: string) {
  return { store: redisRateLimitStore(redis, `${keyPrefix}rate-limit:`) };
}
