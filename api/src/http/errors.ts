import { STATUS_CODES } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { EMAIL_PATTERN } from '@journal/shared/contract';
import { isTemporaryDatabaseError } from '../db/temporaryFailure.ts';

/**
 * Every error leaves the API as JSON `{ statusCode, error, message }` with a 4xx status and a message
 * a developer can act on; 5xx answers never carry internals (the log has them).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

interface VerboseValidationError extends FastifySchemaValidationError {
  parentSchema?: { properties?: Record<string, unknown> };
}

/** Ajv errors rewritten for people: "body/year must be integer", "body/colour is not an allowed field (allowed: ...)". */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const e: VerboseValidationError | undefined = errors[0];
  if (!e) return new Error(`${dataVar} is invalid`);
  const path = `${dataVar}${e.instancePath}`;
  const p = e.params;
  let message: string;
  switch (e.keyword) {
    case 'required':
      message = `${path}/${String(p.missingProperty)} is required`;
      break;
    case 'additionalProperties': {
      const allowed = Object.keys(e.parentSchema?.properties ?? {});
      message = `${path}/${String(p.additionalProperty)} is not an allowed field`;
      message += allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (this call takes no fields)';
      break;
    }
    case 'type':
      message = `${path} must be ${String(p.type)}`;
      break;
    case 'maximum':
      message = e.instancePath.endsWith('/per_page')
        ? `${path} must be <= ${String(p.limit)} (the page size cap of this call)`
        : `${path} must be <= ${String(p.limit)}`;
      break;
    case 'minimum':
      message = `${path} must be >= ${String(p.limit)}`;
      break;
    case 'minLength':
      message = `${path} must have at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'}`;
      break;
    case 'maxLength':
      message = `${path} must have at most ${String(p.limit)} characters`;
      break;
    case 'pattern':
      message =
        p.pattern === '\\S'
          ? `${path} must not be blank`
          : p.pattern === EMAIL_PATTERN
            ? `${path} must be a valid email address`
            : String(p.pattern).startsWith('^[a-z0-9]')
              ? `${path} must be a slug of lowercase letters, digits and hyphens`
              : `${path} has an invalid format`;
      break;
    case 'format':
      message = `${path} must be a valid ${String(p.format)}`;
      break;
    default:
      message = `${path} ${e.message ?? 'is invalid'}`;
  }
  return new Error(message);
}

const FRAMEWORK_MESSAGES: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'Request body is larger than the 64 KB limit',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    'Unsupported Content-Type: send the payload as JSON with Content-Type: application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'Malformed JSON in request body: the body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Content-Length does not match the body',
};

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL, a path segment
 * over the router's 100-character limit) get the API's JSON shape instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody(414, 'A part of the URL is longer than 100 characters'));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorBody(400, 'Malformed URL: it has an invalid percent-encoding'));
    return;
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorBody(status, STATUS_CODES[status] ?? 'Bad request'));
}

/** Seconds a caller is asked to wait after a temporary database failure: about a restart's length. */
export const DATABASE_RETRY_AFTER_S = 2;

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | { statusCode?: number; message?: string }, request: FastifyRequest, reply: FastifyReply) => {
      // A database that is briefly away is a temporary condition: 503, which the balancer tries on another
      // instance for a read, and which a caller may send again. Logged once per outage, not here
      // (db/databaseHealth.ts).
      if (isTemporaryDatabaseError(error))
        return reply
          .status(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
          .header('Cache-Control', 'no-store')
          .send(errorBody(503, 'The journal’s database is briefly unavailable. Please try again in a few seconds.'));
      const raw = (error as { statusCode?: unknown }).statusCode;
      const status = typeof raw === 'number' && raw >= 400 && raw <= 599 ? raw : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send(errorBody(status, 'Internal server error'));
      }
      const code = (error as FastifyError).code;
      const message =
        (code && FRAMEWORK_MESSAGES[code]?.(error as FastifyError)) || error.message || STATUS_CODES[status] || 'Error';
      return reply.status(status).send(errorBody(status, message));
    },
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send(errorBody(404, `Not found: ${request.method} ${path}`));
  });
}
