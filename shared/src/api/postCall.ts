import type { ApiPath, CallAnswer, CallRequest } from '../contract/api/calls.ts';
import { toApiFailure } from './failure.ts';
import { http } from './http.ts';

/**
 * One call outside RTK Query, on the same axios instance (for code not yet moved to endpoints).
 * Rejects with an ApiFailure.
 */
export async function postCall<Path extends ApiPath>(
  path: Path,
  payload?: CallRequest<Path>,
  options: { signal?: AbortSignal } = {},
): Promise<CallAnswer<Path>> {
  try {
    return (await http.post<CallAnswer<Path>>(path, payload ?? {}, { signal: options.signal })).data;
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- callers read the same plain ApiFailure as RTK Query's `error`
    throw toApiFailure(error);
  }
}
