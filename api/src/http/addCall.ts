import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { apiCalls, type ApiPath, type CallAnswer, type CallRequest } from '@journal/shared/contract';

/** Error statuses a call may answer beyond those every call can give (400, 401, 413, 415). */
export type ExtraErrorStatus = 404 | 409 | 410 | 429;

const errorRef = { $ref: 'ErrorAnswer#' } as const;

/** Error answers every call can give, and those of `extra`, for the OpenAPI document. */
export function errorResponses(...extra: ExtraErrorStatus[]) {
  const responses: Record<number, unknown> = {
    400: {
      ...errorRef,
      description: 'Invalid payload (wrong type, out of range, missing or unknown field, malformed JSON).',
    },
    401: { ...errorRef, description: 'Missing or wrong Authorization header.' },
    413: { ...errorRef, description: 'Body larger than 64 KB.' },
    415: { ...errorRef, description: 'Content-Type is not application/json.' },
  };
  if (extra.includes(404)) responses[404] = { ...errorRef, description: 'No such record.' };
  if (extra.includes(409)) responses[409] = { ...errorRef, description: 'In conflict with what is stored.' };
  if (extra.includes(410)) responses[410] = { ...errorRef, description: 'The link has expired.' };
  if (extra.includes(429))
    responses[429] = { ...errorRef, description: 'Too many requests from this client; see Retry-After.' };
  return responses;
}

interface CallRouteOptions extends Omit<RouteShorthandOptions, 'schema'> {
  /** Behaviour that depends on this server's settings (limits, rates), added to the table's summary. */
  description?: string;
  errors?: ExtraErrorStatus[];
}

/** What a call's handler gets: the payload typed from the contract. */
export type CallRequestOf<Path extends ApiPath> = FastifyRequest<{ Body: CallRequest<Path> }>;

/** The answer; or the answer serialised already (a Buffer from the answer cache); or the reply, sent by the handler. */
type CallResult<Path extends ApiPath> = CallAnswer<Path> | Buffer | FastifyReply;

type CallHandler<Path extends ApiPath> = (
  request: CallRequestOf<Path>,
  reply: FastifyReply,
) => CallResult<Path> | Promise<CallResult<Path>>;

/**
 * Registers one call of the contract (`apiCalls`, @journal/shared/contract): its path, payload schema,
 * answer schema and success status, summary and tag all come from the table, so the API cannot answer
 * what the contract does not say. The handler returns the answer (serialised with the answer's schema)
 * (or the answer cache's serialised copy), or the reply it sent itself.
 */
export function addCall<Path extends ApiPath>(
  app: FastifyInstance,
  path: Path,
  { description, errors = [], ...options }: CallRouteOptions,
  handler: CallHandler<Path>,
): void {
  const call = apiCalls[path];
  app.post<{ Body: CallRequest<Path> }>(
    path,
    {
      ...options,
      schema: {
        tags: call.tags,
        summary: call.summary,
        ...(description ? { description } : {}),
        body: call.request,
        response: { [call.status]: call.answer, ...errorResponses(...errors) },
      },
    },
    async (request, reply) => {
      if (call.status !== 200) reply.status(call.status);
      return handler(request, reply);
    },
  );
}
