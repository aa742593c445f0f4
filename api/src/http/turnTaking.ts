import type { FastifyInstance } from 'fastify';

/**
 * Starts at most one request per turn of the event loop, in the order the requests came. Registered on
 * SQLite only (app.ts).
 *
 * Node's event loop (libuv) accepts one new connection per turn, and a turn runs every request whose
 * bytes arrived in it to the end before the next turn begins. SQLite's statements run synchronously, on
 * the loop, so a busy process with 50 requests waiting made turns of a second or more: a connection
 * opened then waited one such turn for each connection ahead of it to be accepted, and readers on new
 * connections waited past ten seconds while those on open ones were answered in half a second. Taking
 * turns makes each turn one request long, so a new connection is accepted after the request in hand and
 * the requests are answered first come, first served. On PostgreSQL the loop is free while a statement
 * runs and its turns stay short; taking turns there would start fewer requests than the pool can run
 * (docs/reliability.md, "Answering in turn").
 */
export function registerTurnTaking(app: FastifyInstance): void {
  const waiting: Array<() => void> = [];
  let turnScheduled = false;
  // A setImmediate runs in the loop's check phase, and one made there runs in the next turn, after the
  // next poll for connections and requests.
  const startNext = () => {
    turnScheduled = false;
    const start = waiting.shift();
    // The next turn is booked first, so that a request that fails as it starts cannot stall the others.
    if (waiting.length > 0) scheduleTurn();
    start?.();
  };
  const scheduleTurn = () => {
    turnScheduled = true;
    setImmediate(startNext);
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    if (!turnScheduled) scheduleTurn();
  });
}
