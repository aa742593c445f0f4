import type { FastifyInstance } from 'fastify';

/**
 * What every server of the site does to be run by a supervisor (concurrently under `npm start`,
 * systemd or a container runtime in production, docs/architecture.md "Running in production"):
 * answer a health check, and on SIGTERM or SIGINT stop taking connections, finish the requests in
 * flight, and exit 0.
 */

/** `GET /health` (and HEAD): `{ "status": "ok" }` while the server serves; never cached. */
export function registerHealthCheck(app: FastifyInstance): void {
  app.get('/health', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
}

/**
 * Closes the server on SIGTERM or SIGINT: Fastify's close stops listening, answers requests already
 * received, then closes idle connections. A server still busy after `graceMs` exits 1, so a stuck
 * request cannot hold a restart forever.
 */
export function closeOnSignals(app: FastifyInstance, name: string, graceMs = 10_000): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    // Later signals are ignored rather than left to end the process: Ctrl-C reaches the whole process group
    // and concurrently passes it on once more (docs/architecture.md, "Ports and processes").
    if (closing) return;
    closing = true;
    console.log(`${name}: ${signal}, finishing the requests in flight`);
    setTimeout(() => {
      console.error(`${name}: still busy after ${graceMs} ms, exiting`);
      process.exit(1);
    }, graceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name}: closing failed`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
