import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { redisReady } from './redis.ts';

type Store = InstanceType<typeof RedisStore>;
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A store for @fastify/rate-limit that counts in Redis, one counter per route and client for every
 * instance, and in the instance's own memory while Redis is away: a reader then has one allowance per
 * instance for the outage, never none and never an unlimited one, and no answer waits for Redis
 * (connectRedis fails a command at once while it is not connected). docs/deployment.md, "How it fails over".
 */
export function redisRateLimitStore(redis: Redis, nameSpace: string) {
  class RedisOrLocalStore {
    constructor(
      options: StoreOptions,
      private readonly shared: Store = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        nameSpace,
      ),
      private readonly local: Store = new LocalStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
      ),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.either('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.either('read', key, callback, timeWindow, max);
    }

    private either(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      const local = () => (this.local[method] ?? this.local.incr).call(this.local, key, callback, timeWindow, max);
      if (!redisReady(redis)) {
        local();
        return;
      }
      (this.shared[method] ?? this.shared.incr).call(
        this.shared,
        key,
        (error, result) => (error ? local() : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new RedisOrLocalStore({}, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return RedisOrLocalStore;
}
