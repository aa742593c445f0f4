import type { Server } from 'node:http';

/**
 * Limits that keep a server answering new readers while someone holds many connections open
 * (21,000 idle sockets from one host once used up the site server's file descriptors and nobody
 * else got a page until they closed):
 * - a socket that sends nothing for `idleTimeoutMs` is closed, and so is a keep-alive connection
 *   idle for `keepAliveTimeoutMs` after an answer; a request must arrive in full within
 *   `requestTimeoutMs` (headers within `headersTimeoutMs`), so slow senders cannot hold one either;
 * - one address holds at most `perAddress` connections (browsers open 6 per origin; a whole office
 *   behind one NAT stays far below 64); more are closed as they arrive;
 * - `total` caps all connections, below the process's file descriptor limit.
 * Behind a reverse proxy every connection comes from the proxy: raise `perAddress` to `total` there
 * and let the proxy limit per client (docs/reliability.md names its settings).
 */
export interface ConnectionLimits {
  total: number;
  perAddress: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  total: 4096,
  perAddress: 64,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/** The Fastify server options that carry the timeouts. */
export function fastifyTimeouts(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
  };
}

/** Applies the caps (and the headers timeout) to the server Fastify created. */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** SITE_MAX_CONNECTIONS and SITE_MAX_CONNECTIONS_PER_ADDRESS over the defaults; a bad value names its variable. */
export function readConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 1_000_000)
      throw new Error(`${name} must be an integer from 1 to 1000000, got "${value}"`);
    return number;
  };
  const total = read('SITE_MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.total);
  return {
    ...DEFAULT_CONNECTION_LIMITS,
    total,
    perAddress: Math.min(total, read('SITE_MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_CONNECTION_LIMITS.perAddress)),
  };
}
