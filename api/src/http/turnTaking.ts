import type { FastifyInstance } from 'fastify';

/**
 * How long one turn of the event loop may spend starting requests before the rest wait for the next
 * turn. Requests that finish in microseconds (answers from the cache) share a turn; a SQLite search,
 * which takes longer than this, has a turn of its own.
 */
export const TURN_BUDGET_MS = 2;

/**
 * Starts requests first come, first served, in turns of the event loop of at most TURN_BUDGET_MS (and at
 * least one request).
 *
 * Node's event loop (libuv) accepts one new connection per turn, and a turn ran every request whose
 * bytes had arrived to the end before the next turn began. On SQLite, whose statements run synchronously
 * on the loop, a busy process with 50 requests waiting made turns of a second or more, and so did any
 * process answering many requests from its cache: a connection opened then waited one such turn for each
 * connection ahead of it to be accepted, and readers on new connections waited past ten seconds while
 * those on open ones were answered in half a second. With turns of bounded length, a new connection is
 * accepted after at most the budget and one request, and every request waits only for those that came
 * before it (docs/reliability.md, "Answering in turn").
 */
export function registerTurnTaking(app: FastifyInstance): void {
  const waiting: Array<() => void> = [];
  /** When the first request of this turn was started; null between turns. */
  let turnStarted: number | null = null;
  const endTurn = () => {
    turnStarted = null;
  };
  // One call per waiting request, each in the loop's check phase. Node runs every callback queued before
  // the phase began, each followed by the microtasks it set off (a SQLite request runs to its answer
  // there), and a callback queued during the phase in the next turn: that is where a request past the
  // budget goes, and where `endTurn`, queued by the turn's first start, marks the next turn's beginning.
  const startNext = () => {
    const now = performance.now();
    if (turnStarted === null) {
      turnStarted = now;
      setImmediate(endTurn);
    } else if (now - turnStarted >= TURN_BUDGET_MS) {
      setImmediate(startNext);
      return;
    }
    waiting.shift()?.();
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    setImmediate(startNext);
  });
}
