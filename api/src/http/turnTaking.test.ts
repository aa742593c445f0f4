import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, TEST_TOKEN, type TestApp } from '../test/testApp.ts';

/** Connections kept busy: each asks again as soon as it is answered. */
const BUSY = 30;
/** Connections opened while they are. */
const ARRIVING = 10;

describe('a busy API on SQLite serves new connections in turn', () => {
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ port, ...server } = await createListeningTestApp());
  });
  afterAll(() => server.close());

  /** One call on the agent's single keep-alive connection. */
  const ask = (agent: http.Agent) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/archiveYearListing',
          agent,
          headers: { authorization: TEST_TOKEN, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end('{}');
    });

  it('answers each connection opened under load before the open ones are answered a few times over', async () => {
    const agents: http.Agent[] = [];
    const connection = () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      return agent;
    };
    let answered = 0;
    let stopped = false;
    const busy = Array.from({ length: BUSY }, async () => {
      const agent = connection();
      while (!stopped) {
        expect(await ask(agent)).toBe(200);
        answered += 1;
      }
    });
    try {
      // Every busy connection open and asking.
      while (answered < 2 * BUSY) await new Promise((resolve) => setTimeout(resolve, 5));
      const before = answered;
      // How many answers the open connections had while each new one waited for its first.
      const waits = await Promise.all(
        Array.from({ length: ARRIVING }, async () => {
          expect(await ask(connection())).toBe(200);
          return answered - before;
        }),
      );
      // First come, first served: a new connection waits for the requests ahead of it, about one
      // round of the busy ones. Accepted one per round instead, the last would wait ARRIVING rounds.
      expect(Math.max(...waits)).toBeLessThan(3 * BUSY);
    } finally {
      stopped = true;
      await Promise.all(busy);
      for (const agent of agents) agent.destroy();
    }
  });
});
