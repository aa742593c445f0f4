import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { ApiPath, CallAnswer, CallRequest } from '../contract/api/calls.ts';
import { network, unanswered } from './network.ts';

/**
 * The fake content API of the tests (docs/contributing.md, "Testing a page"): answers calls of the
 * contract by name, through MSW, so the site's real axios instance (headers, time limits, retries) and
 * real RTK Query endpoints run as in the browser; only the server is a stand-in. Answers are typed from
 * the contract (`@journal/shared/contract`): an answer of the wrong shape does not compile.
 */

/** What a call is answered with: the contract's answer, or any Response (an error status, no answer at all). */
export type Reply<Call extends ApiPath> = CallAnswer<Call> | Response;

/** A fixed reply, or a function of the payload (and the request, for a test of headers) giving one. */
export type Answer<Call extends ApiPath> =
  Reply<Call> | ((payload: CallRequest<Call>, request: Request) => Reply<Call> | Promise<Reply<Call>>);

/** Answers by call name; a call without one gets no answer and fails the test (setup.ts). */
export type FakeAnswers = { [Call in ApiPath]?: Answer<Call> };

/** One request the page sent, in order (each try of a retried call is one). */
export type ApiCall = { [Call in ApiPath]: { call: Call; payload: CallRequest<Call> } }[ApiPath];

export interface FakeApi {
  /**
   * Every request the page sent for its content, in order, answered or not. The usage calls every
   * details page and list sends beside its content (USAGE_CALLS) are left out; `callsTo` shows them.
   */
  readonly calls: readonly ApiCall[];
  /** The payloads sent to one call, in order. */
  callsTo<Call extends ApiPath>(call: Call): Array<CallRequest<Call>>;
  /** Answers a call differently from now on (e.g. a failed call that works on Try again). */
  answer<Call extends ApiPath>(call: Call, answer: Answer<Call>): void;
  /** Keeps the answers of a call waiting until the returned function is called. */
  hold(call: ApiPath): () => void;
}

/** An error answer as the API sends it: `{ statusCode, message }` with the status; without a message, a bare proxy page. */
export function apiError(status: number, message?: string, headers: Record<string, string> = {}): Response {
  return message === undefined
    ? new HttpResponse('Bad gateway', { status, headers })
    : HttpResponse.json({ statusCode: status, message }, { status, headers });
}

/** No answer at all: the connection failed (what the reader gets offline or with the server down). */
export function noAnswer(): Response {
  return HttpResponse.error();
}

/**
 * The usage calls (views counted, totals for cards): answered by default with fixed figures (a page shows
 * 12 views and 3 downloads), so a test of a page's content need not answer them.
 */
const USAGE_CALLS: FakeAnswers = {
  '/countView': { counted: true, views: 12, downloads: 3 },
  '/usageTotals': ({ ids }) => ({ totals: ids.map((id) => ({ id, views: 12, downloads: 3 })) }),
};

/**
 * Fakes the content API for the current test (MSW handlers are reset after each test); the newest fake
 * of a test answers every call. `renderPage` calls it; code that uses the client without rendering (the
 * client's own tests) calls it directly.
 */
export function fakeApi(answers: FakeAnswers = {}): FakeApi {
  const current = new Map(Object.entries({ ...USAGE_CALLS, ...answers }) as Array<[ApiPath, Answer<ApiPath>]>);
  const held = new Map<ApiPath, Promise<void>>();
  const calls: ApiCall[] = [];
  const contentCalls: ApiCall[] = [];
  network.use(
    http.post('*/api/:call', async ({ request, params }) => {
      const call = `/${String(params.call)}` as ApiPath;
      const text = await request.clone().text();
      const payload: unknown = text ? JSON.parse(text) : {};
      calls.push({ call, payload } as ApiCall);
      if (!Object.hasOwn(USAGE_CALLS, call)) contentCalls.push({ call, payload } as ApiCall);
      const answer = current.get(call);
      // Not answered by the test: the page gets no answer and the shared setup fails the test, naming the call.
      if (answer === undefined) {
        unanswered.push(`${call} ${text || '{}'}`);
        return noAnswer();
      }
      await held.get(call);
      const reply = typeof answer === 'function' ? await answer(payload as never, request) : answer;
      // A Response can be read once; a fixed one answers every try, so each gets a copy.
      return reply instanceof Response ? reply.clone() : HttpResponse.json(reply as JsonBodyType);
    }),
  );
  return {
    calls: contentCalls,
    callsTo: <Call extends ApiPath>(call: Call) =>
      calls.filter((entry) => entry.call === call).map((entry) => entry.payload as CallRequest<Call>),
    answer: (call, answer) => void current.set(call, answer),
    hold(call) {
      let release = () => {};
      held.set(call, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(call);
        release();
      };
    },
  };
}
