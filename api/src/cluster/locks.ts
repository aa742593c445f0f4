import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import lockfile from 'proper-lockfile';
import type { JournalTables } from '../db/database.ts';
import { redisReady } from './redis.ts';

/**
 * A lock held across every API instance, so that work all of them may be asked for at the same
 * moment (typesetting a missing PDF) is done by one. In Redis when REDIS_URL is set (instances on
 * several machines), and while Redis is away in the database (PostgreSQL's advisory locks; on SQLite
 * the lock file); otherwise a lock file in the shared files directory (instances on one machine, or
 * machines that mount the same directory). docs/deployment.md, "State shared across instances".
 */
export interface Locks {
  /** Runs `task` holding the lock `name`, after waiting for it while another instance holds it. */
  hold<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** The lock could not be taken in time (held too long elsewhere, or its store unreachable). */
export class LockUnavailable extends Error {}

/** Redis did not answer: nothing was run, and another store may be asked. */
class RedisAway extends LockUnavailable {}

export interface LockTimings {
  /** How long a holder that died keeps the lock (Redis: its expiry; file: its staleness). */
  expireMs: number;
  /** How long a caller waits for a lock another instance holds. */
  waitMs: number;
}

export const DEFAULT_LOCK_TIMINGS: LockTimings = { expireMs: 60_000, waitMs: 60_000 };
const POLL_MS = 50;

/** Deletes the key only while it still holds our token, so an expired lock taken over by another is left alone. */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * Redis's single-instance lock: SET key token NX PX expiry, released by a script that compares the token.
 * Written here rather than taken from a package because it is these two commands (the maintained Redlock
 * packages target several independent Redis servers, which the journal does not run).
 */
export function redisLocks(redis: Redis, prefix: string, timings: LockTimings = DEFAULT_LOCK_TIMINGS): Locks {
  return {
    async hold(name, task) {
      const key = `${prefix}lock:${name}`;
      const token = randomUUID();
      const deadline = Date.now() + timings.waitMs;
      for (;;) {
        let taken: string | null;
        try {
          taken = await redis.set(key, token, 'PX', timings.expireMs, 'NX');
        } catch (error) {
          throw new RedisAway(`Redis lock ${name}: ${(error as Error).message}`);
        }
        if (taken) break;
        if (Date.now() >= deadline)
          throw new LockUnavailable(`Redis lock ${name} still held after ${timings.waitMs} ms`);
        await sleep(POLL_MS);
      }
      try {
        return await task();
      } finally {
        // An unreachable Redis lets the lock expire on its own.
        await redis.eval(RELEASE_SCRIPT, 1, key, token).catch(() => undefined);
      }
    },
  };
}

/**
 * Lock files in `dir` (proper-lockfile: an atomic mkdir, refreshed while held, taken over once stale), so
 * it works on a directory several machines mount as well as on one machine's disk.
 */
export function fileLocks(dir: string, timings: LockTimings = DEFAULT_LOCK_TIMINGS): Locks {
  // proper-lockfile refreshes a held lock every `update` ms; one not refreshed for `stale` ms is taken over.
  const stale = Math.max(2_000, Math.min(timings.expireMs, 30_000));
  return {
    async hold(name, task) {
      const target = path.join(dir, name.replace(/[^a-zA-Z0-9._-]+/g, '_'));
      await fs.mkdir(dir, { recursive: true });
      let release: () => Promise<void>;
      try {
        release = await lockfile.lock(target, {
          realpath: false,
          stale,
          update: stale / 2,
          retries: {
            retries: Math.ceil(timings.waitMs / POLL_MS),
            factor: 1,
            minTimeout: POLL_MS,
            maxTimeout: POLL_MS,
          },
          // Taken over after a stall longer than `stale`: the other holder's work is then done twice, which
          // the callers allow for (their writes are atomic), so nothing to stop here.
          onCompromised: () => {},
        });
      } catch (error) {
        throw new LockUnavailable(`lock file for ${name}: ${(error as Error).message}`);
      }
      try {
        return await task();
      } finally {
        await release().catch(() => undefined);
      }
    },
  };
}

/**
 * Redis's locks while Redis answers, `fallback` (the database's) while it is away: asked at once, without
 * waiting for a command to time out, so a lock costs what it costs with Redis. The two are never both
 * held for one name by instances that agree on whether Redis is up; in the seconds they disagree a PDF
 * may be typeset twice, which the file store allows for (its writes replace a file whole).
 */
export function redisOrFallbackLocks(
  redis: Redis,
  prefix: string,
  fallback: Locks,
  timings = DEFAULT_LOCK_TIMINGS,
): Locks {
  const shared = redisLocks(redis, prefix, timings);
  return {
    async hold(name, task) {
      if (!redisReady(redis)) return fallback.hold(name, task);
      const started = { task: false };
      try {
        return await shared.hold(name, () => {
          started.task = true;
          return task();
        });
      } catch (error) {
        if (started.task || !(error instanceof RedisAway)) throw error;
        return fallback.hold(name, task);
      }
    },
  };
}

/** The advisory-lock key space of these locks (two 32-bit keys, apart from the write and migration locks' one 64-bit key). */
const ADVISORY_LOCK_CLASS = 0x4c4f434b; // "LOCK"

/**
 * PostgreSQL's session advisory locks, on one connection held while the task runs (a connection the
 * server drops releases its locks, as an expired Redis key does).
 */
export function advisoryLocks(kysely: Kysely<JournalTables>, timings = DEFAULT_LOCK_TIMINGS): Locks {
  return {
    hold(name, task) {
      return kysely.connection().execute(async (connection) => {
        const deadline = Date.now() + timings.waitMs;
        for (;;) {
          let taken: boolean | undefined;
          try {
            const result = await sql<{
              taken: boolean;
            }>`SELECT pg_try_advisory_lock(${ADVISORY_LOCK_CLASS}, hashtext(${name})) AS taken`.execute(connection);
            taken = result.rows[0]?.taken;
          } catch (error) {
            throw new LockUnavailable(`database lock ${name}: ${(error as Error).message}`);
          }
          if (taken) break;
          if (Date.now() >= deadline)
            throw new LockUnavailable(`database lock ${name} still held after ${timings.waitMs} ms`);
          await sleep(POLL_MS);
        }
        try {
          return await task();
        } finally {
          await sql`SELECT pg_advisory_unlock(${ADVISORY_LOCK_CLASS}, hashtext(${name}))`
            .execute(connection)
            .catch(() => undefined);
        }
      });
    },
  };
}
