import type { FastifyError, FastifyInstance } from 'fastify';

/** Headers every answer of the site server and the remote servers carries. */
export function registerBaseSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
}

/**
 * Error answers that never carry a stack trace: a 4xx keeps its message, anything else becomes a
 * plain 500 message (the details go to the log).
 */
export function registerSafeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'The server could not complete this request.' : error.message;
    void reply.status(status).type('application/json').send({ message });
  });
}
