import path from 'node:path';
import type { Redis } from 'ioredis';
import { directoryFileStore, type FileStore } from '../files/fileStore.ts';
import { fileLocks, redisLocks, type Locks } from './locks.ts';
import { connectRedis } from './redis.ts';

/**
 * What API instances share besides the database (docs/deployment.md, "State shared across instances"):
 * the files directory every instance mounts, the locks that make one instance typeset a missing PDF,
 * and with REDIS_URL a Redis server for the rate limits and the locks. Without REDIS_URL the embedded
 * default needs nothing more: the rate limits are counted in the database and the locks are files.
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
  onRedisError: (error: Error) => void;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'ijcri:';

export function openSharedState(options: SharedStateOptions): SharedState {
  const files = directoryFileStore(options.filesDir);
  const keyPrefix = options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  if (!options.redisUrl)
    return { files, locks: fileLocks(path.join(options.filesDir, '.locks')), keyPrefix, close: async () => {} };
  const redis = connectRedis(options.redisUrl, options.onRedisError);
  return {
    files,
    locks: redisLocks(redis, keyPrefix),
    redis,
    keyPrefix,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * @fastify/rate-limit's options for counting in Redis: one counter per route and client for every
 * instance. A check that fails because Redis is away lets the request through (the limit is a spam
 * brake, and a reader's message matters more than a count), and is logged once per outage.
 */
export function redisRateLimitOptions(redis: Redis, keyPrefix: string) {
  return { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true };
}
