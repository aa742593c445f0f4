import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const BODY_LIMIT = 64 * 1024;

/**
 * UTF-8 JSON is the only accepted body type (anything else, another charset too, is a 415). Fastify's own parser rejects an empty
 * body; calls without a payload (docs/api.md: /topics "no body") must accept one, so an empty body becomes
 * `{}` here and the route schema decides whether that is enough.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as mangled UTF-8.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
      done(new HttpError(415, `Only UTF-8 JSON is accepted, not charset=${charset}`), undefined);
      return;
    }
    if (typeof body !== 'string' || body.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, body, (error, parsed) => {
      if (error && isWellFormedJson(body)) {
        // Fastify's parser reports a poisoned body as malformed; it is not, so say what is wrong.
        done(
          new HttpError(
            400,
            'Forbidden key in JSON body: "__proto__" and "constructor": { "prototype" } are not accepted',
          ),
          undefined,
        );
        return;
      }
      done(error, parsed);
    });
  });
  // A POST without any body and without Content-Type skips parsing: give it the same empty payload.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method === 'POST') request.body = {};
  });
}

function isWellFormedJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
