import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';

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
  const s = prepareAll(db, {
    count: `
    INSERT INTO rate_limit_hits (route, client, window_start_ms, hits) VALUES (@route, @client, @now, 1)
    ON CONFLICT (route, client) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.window_start_ms + @window <= @now THEN 1 ELSE rate_limit_hits.hits + 1 END,
      window_start_ms = CASE WHEN rate_limit_hits.window_start_ms + @window <= @now THEN @now
        ELSE rate_limit_hits.window_start_ms END
    RETURNING hits, window_start_ms AS "windowStart"`,
    peek: 'SELECT hits, window_start_ms AS "windowStart" FROM rate_limit_hits WHERE route = ? AND client = ?',
  });
  type Row = { hits: number; windowStart: number };

  return class DatabaseRateLimitStore {
    private readonly route: string;

    /** The plugin passes its options, with `routeInfo` (the route) for a route's own store. */
    constructor(options: object = {}) {
      const route = (options as RouteScoped).routeInfo;
      this.route = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : '*';
    }

    incr(client: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      s.count.get<Row>({ route: this.route, client, now, window: timeWindow }).then(
        (row) =>
          callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, (row?.windowStart ?? now) + timeWindow - now) }),
        (error: unknown) => callback(error as Error, { current: 0, ttl: 0 }),
      );
    }

    read(client: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      s.peek.get<Row>([this.route, client]).then(
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
