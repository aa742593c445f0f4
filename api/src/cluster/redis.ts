import { Redis } from 'ioredis';

/**
 * The API's Redis connection (REDIS_URL), shared by the rate limits and the locks. Commands fail fast
 * while Redis is away instead of queueing: a rate-limit check that fails is skipped and a lock that
 * cannot be taken is done without (docs/deployment.md, "How it fails over"), so readers are never held
 * up by it. ioredis reconnects on its own.
 */
export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
    // Reconnect at most every second while Redis is down.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Reported once per outage: ioredis emits an error for every failed reconnection.
    if (!reported) onError(error);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
