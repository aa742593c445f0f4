import { Redis } from 'ioredis';

export interface RedisEvents {
  /** Redis stopped answering (or never did): once per outage. */
  down(error: Error): void;
  /** Redis answers again, `ms` after it went away. */
  up(ms: number): void;
}

/** The longest a command may take before it is given up on (a Redis that hangs rather than refuses). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The API's Redis connection (REDIS_URL), shared by the rate limits and the locks. Redis is kept out of
 * every answer's path while it is away: no offline queue (a command fails at once when not connected),
 * a short connect and command timeout, and the callers fall back to what each instance has on its own
 * (docs/deployment.md, "How it fails over"). ioredis reconnects by itself, at most a second apart; the
 * outage is reported once when it starts and once when Redis is back.
 */
export function connectRedis(url: string, events: RedisEvents): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    // Commands never wait for a connection (no offline queue), so this bounds only how long a Redis that
    // does not answer at all holds a connection attempt open.
    connectTimeout: 5_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let downSince: number | undefined;
  const wentDown = (error: Error) => {
    if (downSince !== undefined) return;
    downSince = Date.now();
    events.down(error);
  };
  // ioredis emits an error for every failed reconnection, and `close` when a connection ends.
  redis.on('error', wentDown);
  redis.on('close', () => wentDown(new Error('connection closed')));
  redis.on('ready', () => {
    if (downSince === undefined) return;
    const ms = Date.now() - downSince;
    downSince = undefined;
    events.up(ms);
  });
  return redis;
}

/** Whether a command sent now would reach Redis (false while it reconnects). */
export const redisReady = (redis: Redis): boolean => redis.status === 'ready';

/** Resolves once Redis is ready or `ms` have passed, whichever is first: the API starts without it if need be. */
export function redisReadyWithin(redis: Redis, ms: number): Promise<void> {
  if (redisReady(redis)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
    redis.once('ready', done);
  });
}
