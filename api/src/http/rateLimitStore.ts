import type { Db } from '../db/database.ts';

/**
 * A store for @fastify/rate-limit kept in the database (SQLite or PostgreSQL), so that an allowance holds across the API's worker
 * processes and across restarts (the plugin's own store is per process memory: with N workers a client
 * had N allowances, and a restart gave everyone a fresh one). One row per route and client key (an
 * IPv4 address or an IPv6 /64): the window's start and the requests counted in it. The upsert is one
 * statement, so two workers counting the same client at once cannot both read the old count.
 * Expired rows are removed by the retention job (jobs/retention.ts).
 */
type RouteScoped = { routeInfo?: { url?: string; method?: string | string[] } };
type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

export function databaseRateLimitStore(db: Db) {
  const s = {
    /** Counts one request: a new window when the stored one has ended, else one more hit in it. */
    count: (route: string, client: string, now: number, window: number) =>
      db.kysely
        .insertInto('rate_limit_hits')
        .values({ route, client, window_start_ms: now, hits: 1 })
        .onConflict((conflict) =>
          conflict.columns(['route', 'client']).doUpdateSet((eb) => {
            const ended = eb(eb('rate_limit_hits.window_start_ms', '+', window), '<=', now);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(eb.lit(1))
                .else(eb('rate_limit_hits.hits', '+', 1))
                .end(),
              window_start_ms: eb.case().when(ended).then(now).else(eb.ref('rate_limit_hits.window_start_ms')).end(),
            };
          }),
        )
        .returning(['hits', 'window_start_ms as windowStart'])
        .executeTakeFirst(),
    peek: (route: string, client: string) =>
      db.kysely
        .selectFrom('rate_limit_hits')
        .select(['hits', 'window_start_ms as windowStart'])
        .where('route', '=', route)
        .where('client', '=', client)
        .executeTakeFirst(),
  };

  return class DatabaseRateLimitStore {
    private readonly route: string;

    /** The plugin passes its options, with `routeInfo` (the route) for a route's own store. */
    constructor(options: object = {}) {
      const route = (options as RouteScoped).routeInfo;
      this.route = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : '*';
    }

    incr(client: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      s.count(this.route, client, now, timeWindow).then(
        (row) =>
          callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, (row?.windowStart ?? now) + timeWindow - now) }),
        (error: unknown) => callback(error as Error, { current: 0, ttl: 0 }),
      );
    }

    read(client: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      s.peek(this.route, client).then(
        (row) => {
          if (!row || row.windowStart + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
          else callback(null, { current: row.hits, ttl: row.windowStart + timeWindow - now });
        },
        (error: unknown) => callback(error as Error, { current: 0, ttl: 0 }),
      );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
