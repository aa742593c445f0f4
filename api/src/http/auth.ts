import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without the Authorization header (files, the OpenAPI document, health). */
    public?: boolean;
  }
}

function sameSecret(given: string, expected: Buffer): boolean {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * Every call needs the fixed Authorization header the site sends (docs/api.md). It is not a user
 * secret (the browser holds it) but it keeps casual scrapers and misconfigured clients out.
 * Unknown paths are answered 404 before authentication, so a typo is reported as a typo.
 */
export function registerAuth(app: FastifyInstance, token: string): void {
  const expected = Buffer.from(token);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public || request.is404) return;
    const given = request.headers.authorization;
    if (typeof given === 'string' && sameSecret(given, expected)) return;
    reply.header('WWW-Authenticate', 'Bearer realm="journal-api"');
    throw new HttpError(401, given ? 'Invalid Authorization header' : 'Missing Authorization header');
  });
}
