/**
 * How a call of the content API failed. Callers read it through `apiErrorMessage`, `apiErrorStatus`
 * and `apiRetryAfterSeconds` (client.ts), never through the class, so a test can reject with any
 * object of the same shape.
 *
 * - `network`: no answer at all (server down, connection refused or reset, offline);
 * - `timeout`: no complete answer within the client's per-attempt time limit;
 * - `http`: an answer with a status outside 2xx (`response` holds it);
 * - `malformed`: a 2xx answer whose body is not JSON.
 */
export type ApiFailureKind = 'network' | 'timeout' | 'http' | 'malformed';

export interface ApiErrorResponse {
  status: number;
  /** The answer's JSON body (the API sends `{ statusCode, error, message }`), or undefined if it was not JSON. */
  data: unknown;
  /** Header names in lower case, as `Headers` gives them. */
  headers: Record<string, string>;
}

/** What the reader is told for each kind when the server did not explain itself. */
export const failureMessages: Record<Exclude<ApiFailureKind, 'http'>, string> = {
  network: 'The journal server could not be reached. Please check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  malformed: 'The journal server sent an answer that could not be read. Please try again.',
};

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    /** The call's path, e.g. "/archivePaperListing". */
    readonly path: string,
    readonly response?: ApiErrorResponse,
    options?: { cause?: unknown },
  ) {
    super(kind === 'http' ? `${path} answered ${response?.status ?? 'an error'}` : `${path}: ${failureMessages[kind]}`, options);
    this.name = 'ApiError';
  }
}

/** An error answer as the API sends it, for tests of callers (`postCall` rejects with this). */
export function apiHttpError(path: string, status: number, message?: string, headers: Record<string, string> = {}): ApiError {
  const data = message === undefined ? undefined : { statusCode: status, message };
  return new ApiError('http', path, { status, data, headers });
}
