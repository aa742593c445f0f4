import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { failureMessages, type ApiFailure } from '../api/failure.ts';
import type { ApiPath, CallAnswer, CallRequest } from '../contract/api/calls.ts';

/**
 * The one test seam for the network: component and client tests fake the content API with MSW handlers
 * typed from the contract, so the real axios instance, retries and RTK Query run as in the site.
 * `network` is started for every browser package by the shared Vitest setup (setup.ts).
 */
export const network = setupServer();

type Resolution<Path extends ApiPath> = CallAnswer<Path> | Response;

/** Answer a call of the contract: the handler gets the typed payload and returns the typed answer (or any Response). */
export function onCall<Path extends ApiPath>(
  path: Path,
  resolve: (payload: CallRequest<Path>, request: Request) => Resolution<Path> | Promise<Resolution<Path>>,
) {
  return http.post(`*/api${path}`, async ({ request }) => {
    const text = await request.clone().text();
    const payload = (text ? JSON.parse(text) : {}) as CallRequest<Path>;
    const outcome = await resolve(payload, request);
    return outcome instanceof Response ? outcome : HttpResponse.json(outcome as JsonBodyType);
  });
}

/** An error answer as the API sends it: `{ statusCode, message }` with the status. */
export function errorAnswer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  const body = message === undefined ? undefined : { statusCode: status, message };
  return body ? HttpResponse.json(body, { status, headers }) : new HttpResponse('Bad gateway', { status, headers });
}

/** Fake the API with these handlers for the current test (reset after each test). */
export function fakeApi(...handlers: Array<ReturnType<typeof onCall>>): void {
  network.use(...handlers);
}

export { HttpResponse };

type Answerer<Path extends ApiPath> = (payload: CallRequest<Path>) => Resolution<Path> | Promise<Resolution<Path>>;
export type FakeAnswers = { [Path in ApiPath]?: Answerer<Path> };

/**
 * A fake content API for page tests: answers the given calls like the API (through MSW, so the page's
 * real RTK Query endpoints and axios instance run), records every payload, and lets a test make a call
 * fail with a 500 (`fail`/`recover`) or keep its answer waiting (`hold`).
 */
export function fakeContentApi(answers: FakeAnswers) {
  const calls: Array<{ path: ApiPath; payload: Record<string, unknown> }> = [];
  const failing = new Set<ApiPath>();
  const held = new Map<ApiPath, Promise<void>>();
  const handlers = (Object.keys(answers) as ApiPath[]).map((path) =>
    onCall(path, async (payload) => {
      calls.push({ path, payload });
      await held.get(path);
      if (failing.has(path)) return errorAnswer(500, 'The journal server had a problem.');
      return (answers[path] as Answerer<typeof path>)(payload);
    }),
  );
  network.use(...handlers);
  return {
    calls,
    callsTo: (path: ApiPath) => calls.filter((call) => call.path === path),
    fail: (path: ApiPath) => void failing.add(path),
    recover: (path: ApiPath) => void failing.delete(path),
    /** Keeps answers to a path waiting until the returned function is called. */
    hold(path: ApiPath): () => void {
      let release = () => {};
      held.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(path);
        release();
      };
    },
  };
}

export type FakeContentApi = ReturnType<typeof fakeContentApi>;

/** The ApiFailure a call rejects with for an error answer (for tests of code that awaits postCall directly). */
export function apiHttpError(
  _path: ApiPath,
  status: number,
  message?: string,
  headers: Record<string, string> = {},
): ApiFailure {
  const wait = headers['retry-after'] ?? headers['Retry-After'];
  return {
    status,
    message: message ?? failureMessages.http,
    explained: message !== undefined,
    ...(wait !== undefined ? { retryAfterSeconds: Number(wait) } : {}),
  };
}

/** The ApiFailure of a call that got no answer. */
export function noAnswer(): ApiFailure {
  return { status: null, message: failureMessages.network, explained: true };
}

/**
 * Answers every call of the content API with one function `(path, payload)`, usually a `vi.fn()`, so a
 * test can check what was asked with `toHaveBeenCalledWith`. A returned Response is sent as it is; a
 * rejection with an ApiFailure-like `{ status, message }` becomes that error answer, anything else a 500.
 */
export function answerCalls(answer: (path: ApiPath, payload: Record<string, unknown>) => unknown): void {
  network.use(
    http.post('*/api/:call', async ({ request, params }) => {
      const text = await request.clone().text();
      const path = `/${String(params.call)}` as ApiPath;
      try {
        const outcome = await answer(path, text ? (JSON.parse(text) as Record<string, unknown>) : {});
        return outcome instanceof Response ? outcome : HttpResponse.json(outcome as JsonBodyType);
      } catch (failure) {
        const { status, message, retryAfterSeconds } = (failure ?? {}) as Partial<ApiFailure>;
        if (typeof status === 'number') {
          const headers: Record<string, string> =
            retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
          return errorAnswer(status, (failure as ApiFailure).explained ? message : undefined, headers);
        }
        if (status === null) return HttpResponse.error();
        return errorAnswer(500, 'The journal server had a problem.');
      }
    }),
  );
}
