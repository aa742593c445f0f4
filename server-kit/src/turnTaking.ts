import type { FastifyInstance } from 'fastify';

/**
 * How long one turn of the event loop may spend on work started in turn before the rest waits for the
 * next turn. Requests that finish in microseconds (answers from the cache) share a turn; a SQLite search
 * or a page rendered with React, which take longer than this, have a turn of their own.
 */
export const TURN_BUDGET_MS = 2;

/** Runs `start` in its turn: first come, first served, after the work queued before it. */
export type TakeTurn = (start: () => void) => void;

/**
 * A queue of work that runs in turns of the event loop of at most TURN_BUDGET_MS (and at least one piece
 * of work per turn).
 *
 * Node's event loop (libuv) accepts one new connection per turn, and a turn ran everything that was ready
 * to the end before the next turn began. On SQLite, whose statements run synchronously on the loop, a busy
 * process with 50 requests waiting made turns of a second or more, and so did any process answering many
 * requests from its cache or rendering many pages: a connection opened then waited one such turn for each
 * connection ahead of it to be accepted, and readers on new connections waited past ten seconds while
 * those on open ones were answered in half a second. With turns of bounded length, a new connection is
 * accepted after at most the budget and one piece of work, and every request waits only for those that
 * came before it (docs/reliability.md, "Answering in turn").
 */
function createTurns(): TakeTurn {
  const waiting: Array<() => void> = [];
  /** When the first work of this turn was started; null between turns. */
  let turnStarted: number | null = null;
  const endTurn = () => {
    turnStarted = null;
  };
  // One call per waiting piece of work, each in the loop's check phase. Node runs every callback queued
  // before the phase began, each followed by the microtasks it set off (a SQLite request runs to its
  // answer there, a page to its HTML), and a callback queued during the phase in the next turn: that is
  // where work past the budget goes, and where `endTurn`, queued by the turn's first start, marks the next
  // turn's beginning.
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
  return (start) => {
    waiting.push(start);
    setImmediate(startNext);
  };
}

/** The turn of `turns` as a promise: `await nextTurn(turns)` before work that holds the loop. */
export function nextTurn(turns: TakeTurn): Promise<void> {
  return new Promise((resolve) => turns(resolve));
}

/** Starts the app's requests in turns (createTurns); returns the queue, for work a request does later. */
export function registerTurnTaking(app: FastifyInstance): TakeTurn {
  const turns = createTurns();
  app.addHook('onRequest', (_request, _reply, done) => turns(done));
  return turns;
}
