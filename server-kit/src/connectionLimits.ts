import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Limits that keep a server answering new readers while someone holds many connections open
 * (docs/reliability.md, "Connections"). The same on the API, the site server and the remotes:
 * - a socket that sends nothing for `idleTimeoutMs` is closed, and so is a keep-alive connection
 *   idle for `keepAliveTimeoutMs` after an answer; headers must arrive within `headersTimeoutMs`
 *   and a whole request within `requestTimeoutMs`, so slow senders cannot hold one either;
 * - Node checks those two deadlines every `checkIntervalMs` (its default, 30 s, let a slow sender
 *   keep a socket for up to 40 s);
 * - one address holds at most `perAddress` connections and all addresses `total`. A connection over
 *   a cap is made room for by closing the oldest idle one (one that never sent a request first, then
 *   the one idle the longest); only when none is idle is the newcomer refused. So a flood from many
 *   addresses cannot lock out the rest: its sockets are the oldest idle ones and go first.
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
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  total: 4096,
  perAddress: 64,
  idleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
};

interface Tracked {
  address: string;
  /** Requests answered or in flight on this socket. */
  requests: number;
  busy: boolean;
  /** When the socket was opened or last finished an answer. */
  idleSince: number;
}

/**
 * Applies the timeouts and the caps to a server (one Fastify created, or any node:http server). Set
 * here rather than as Fastify options so the API, built elsewhere, gets exactly the same.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleTimeoutMs;
  // Read when the server starts listening (node:http setupConnectionsTracking).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = limits.checkIntervalMs;
  const sockets = new Map<Socket, Tracked>();
  const perAddress = new Map<string, number>();

  // A socket quiet for `idleTimeoutMs` is closed unless its answer is being made (a PDF may take longer).
  server.on('timeout', (socket: Socket) => {
    if (!sockets.get(socket)?.busy) socket.destroy();
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = sockets.get(request.socket);
    if (!tracked) return;
    tracked.requests++;
    tracked.busy = true;
    response.once('close', () => {
      tracked.busy = false;
      tracked.idleSince = performance.now();
    });
  });

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if ((perAddress.get(address) ?? 0) >= limits.perAddress && !shedIdle(address)) {
      socket.destroy();
      return;
    }
    if (sockets.size >= limits.total && !shedIdle(undefined)) {
      socket.destroy();
      return;
    }
    sockets.set(socket, { address, requests: 0, busy: false, idleSince: performance.now() });
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => forget(socket));
  });

  function forget(socket: Socket) {
    const tracked = sockets.get(socket);
    if (!tracked) return;
    sockets.delete(socket);
    const left = (perAddress.get(tracked.address) ?? 1) - 1;
    if (left > 0) perAddress.set(tracked.address, left);
    else perAddress.delete(tracked.address);
  }

  /** Closes the best idle socket to shed (of `address`, or of anyone); false when every one is busy. */
  function shedIdle(address: string | undefined): boolean {
    let victim: Socket | undefined;
    let best: Tracked | undefined;
    for (const [socket, tracked] of sockets) {
      if (tracked.busy || (address !== undefined && tracked.address !== address)) continue;
      // The map is in opening order: the first idle socket that never sent a request is the oldest such.
      if (tracked.requests === 0) {
        victim = socket;
        best = tracked;
        break;
      }
      if (!best || tracked.idleSince < best.idleSince) {
        victim = socket;
        best = tracked;
      }
    }
    if (!victim) return false;
    forget(victim);
    victim.destroy();
    return true;
  }
}

/**
 * `<PREFIX>MAX_CONNECTIONS` and `<PREFIX>MAX_CONNECTIONS_PER_ADDRESS` over `defaults` (SITE_ for the
 * site server and the remotes, API_ for the API); a bad value names its variable.
 */
export function readConnectionLimits(
  env: NodeJS.ProcessEnv,
  prefix = 'SITE_',
  defaults: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
): ConnectionLimits {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value.trim() === '') return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < 1 || number > 1_000_000)
      throw new Error(`${name} must be a whole number from 1 to 1000000, got "${value}"`);
    return number;
  };
  const total = read(`${prefix}MAX_CONNECTIONS`, defaults.total);
  return {
    ...defaults,
    total,
    perAddress: Math.min(total, read(`${prefix}MAX_CONNECTIONS_PER_ADDRESS`, defaults.perAddress)),
  };
}
