import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTurnTaking, TURN_BUDGET_MS } from './turnTaking.ts';

/** Connections kept busy: each asks again as soon as it is answered. */
const BUSY = 30;
/** Connections opened while they are. */
const ARRIVING = 10;

describe('requests taking turns on the event loop', () => {
  let app: FastifyInstance;
  let port: number;
  /**
   * Which turn of the event loop this is, counted from the first call in each: a callback queued then runs
   * at the start of the next turn's check phase and ends the count's turn (Node runs callbacks queued
   * during that phase in the next turn).
   */
  let turn = 0;
  let inTurn = false;
  const currentTurn = () => {
    if (!inTurn) {
      turn += 1;
      inTurn = true;
      setImmediate(() => (inTurn = false));
    }
    return turn;
  };
  /** The turn each request began in. */
  const startedIn: number[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerTurnTaking(app);
    // Holds the event loop for `ms`, as a SQLite statement does.
    app.post<{ Body: { ms: number } }>('/work', async (request) => {
      startedIn.push(currentTurn());
      const until = performance.now() + request.body.ms;
      while (performance.now() < until);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** One call on the agent's single keep-alive connection. */
  const ask = (agent: http.Agent, ms: number) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/work',
          agent,
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ ms }));
    });

  /**
   * Keeps BUSY connections asking for `ms` of work each and returns what `meanwhile` gives; `answered` tells
   * it how many answers the busy connections have received since it began.
   */
  async function underLoad<T>(ms: number, meanwhile: (answered: () => number) => Promise<T>) {
    const agents = Array.from({ length: BUSY }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    let answered = 0;
    let stopped = false;
    const busy = agents.map(async (agent) => {
      while (!stopped) {
        expect(await ask(agent, ms)).toBe(200);
        answered += 1;
      }
    });
    try {
      // Every busy connection open and asking.
      while (answered < 2 * BUSY) await new Promise((resolve) => setTimeout(resolve, 5));
      startedIn.length = 0;
      const before = answered;
      return await meanwhile(() => answered - before);
    } finally {
      stopped = true;
      await Promise.all(busy);
      for (const agent of agents) agent.destroy();
    }
  }

  it('answers connections opened under load after about one round of the busy ones', async () => {
    const waits = await underLoad(2 * TURN_BUDGET_MS, (answered) =>
      Promise.all(
        Array.from({ length: ARRIVING }, async () => {
          const agent = new http.Agent({ keepAlive: false });
          expect(await ask(agent, 2 * TURN_BUDGET_MS)).toBe(200);
          agent.destroy();
          return answered();
        }),
      ),
    );
    // First come, first served: a new connection waits for the requests ahead of it, about one round of
    // the busy ones. Accepted one per round instead, the last would wait ARRIVING rounds.
    expect(Math.max(...waits)).toBeLessThan(3 * BUSY);
    // A request longer than the budget has its turn to itself.
    expect(new Set(startedIn).size).toBe(startedIn.length);
  });

  it('lets requests shorter than the budget share a turn', async () => {
    await underLoad(0, () => new Promise((resolve) => setTimeout(resolve, 100)));
    const perTurn = new Map<number, number>();
    for (const started of startedIn) perTurn.set(started, (perTurn.get(started) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeGreaterThan(1);
  });
});
