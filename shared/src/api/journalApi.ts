import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  QueryStatus,
  createApi,
  type EndpointBuilder,
  type MutationDefinition,
  type QueryDefinition,
} from '@reduxjs/toolkit/query/react';
import type { ApiPath, CallAnswer, CallRequest } from '../contract/api/calls.ts';
import { PAGE_SIZE } from '../contract/api/limits.ts';
import { axiosBaseQuery, type ApiRequest } from './baseQuery.ts';

export { skipToken } from '@reduxjs/toolkit/query/react';
import { nextTask } from '../nextTask.ts';

// RTK Query's set-up is the costliest step of the page's start: a task of its own (nextTask.ts).
await nextTask();

/**
 * The page's one RTK Query API. It starts with no endpoints: each remote adds its own calls with
 * `journalApi.injectEndpoints` when its routes load, so a remote ships only its endpoints. The shared
 * entry is a federation singleton, so the shell's store middleware and every remote's hooks work on
 * this one instance. Cache lifetimes are chosen per call (docs/architecture.md, "The data layer").
 */
export const journalApi = createApi({
  reducerPath: 'journalApi',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
  // A reader who comes back to a page after a minute gets a fresh copy; shorter lifetimes are set per call.
  keepUnusedDataFor: 60,
});

type JournalBuild = EndpointBuilder<typeof axiosBaseQuery, never, 'journalApi'>;

interface CallOptions<Path extends ApiPath, Arg, Result> {
  /** The payload for an argument; the compiler checks it against the call's schema. Absent: `{}` (calls without fields). */
  payload?: (arg: Arg) => CallRequest<Path>;
  /** Reshape the answer for the page (e.g. newest year first). */
  select?: (answer: CallAnswer<Path>, arg: NoInfer<Arg>) => Result;
  /** Seconds an answer nobody shows is kept (RTK Query's keepUnusedDataFor). */
  keepFor: number;
  /** Logged with the failure on the console when the call fails (the page shows its own message). */
  logFailureAs?: string;
}

/**
 * A query endpoint for one call of the contract: the answer type comes from the contract, so a wrong
 * call name, payload field or answer field does not compile.
 */
export function callQuery<Path extends ApiPath, Arg = void, Result = CallAnswer<Path>>(
  build: JournalBuild,
  path: Path,
  { payload, select, keepFor, logFailureAs }: CallOptions<Path, Arg, Result>,
): QueryDefinition<NoInfer<Arg>, typeof axiosBaseQuery, never, NoInfer<Result>, 'journalApi'> {
  return build.query<Result, Arg>({
    query: (arg) => ({ path, body: payload ? payload(arg) : {} }) as ApiRequest,
    transformResponse: (answer: unknown, _meta, arg) =>
      select ? select(answer as CallAnswer<Path>, arg) : (answer as Result),
    keepUnusedDataFor: keepFor,
    ...(logFailureAs && {
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // An unknown id (404) is an answer the page explains; a query aborted because the reader left is no failure.
          const error = (failure as { error?: { status?: unknown; name?: unknown } }).error;
          if (error?.status !== 404 && error?.name !== 'AbortError') console.error(logFailureAs, error);
        }
      },
    }),
  });
}

/** A list search's first page (a list's search shows 100) and how many matched in all (SearchCount). */
export interface FoundOnPage<T> {
  papers: T[];
  total: number;
  /** More matched than `total` says: the count stopped at the cap (docs/api.md, "Search counts"). */
  totalIsLowerBound?: boolean;
}

type ListSearchPath = '/searchArchive' | '/searchThesis' | '/searchConference';
type FoundBy<Path extends ListSearchPath> = FoundOnPage<CallAnswer<Path>['papersList'][number]>;

/**
 * A list's search (`/searchArchive`, `/searchThesis`, `/searchConference`) by the words typed: the first
 * page's results and how many matched in all (a common word matches thousands), kept a minute.
 */
export function listSearchQuery<Path extends ListSearchPath>(
  build: JournalBuild,
  path: Path,
  logFailureAs?: string,
): QueryDefinition<string, typeof axiosBaseQuery, never, FoundBy<Path>, 'journalApi'> {
  return callQuery<Path, string, FoundBy<Path>>(build, path, {
    payload: (search) => ({ search, page: 1, per_page: PAGE_SIZE.search }),
    select: ({ papersList, total_items, total_is_lower_bound = false }) => ({
      papers: papersList,
      total: total_items,
      totalIsLowerBound: total_is_lower_bound,
    }),
    keepFor: 60,
    ...(logFailureAs && { logFailureAs }),
  });
}

/** A mutation endpoint for a write of the contract (sent once, never retried by itself). */
export function callMutation<Path extends ApiPath>(
  build: JournalBuild,
  path: Path,
): MutationDefinition<CallRequest<Path>, typeof axiosBaseQuery, never, CallAnswer<Path>, 'journalApi'> {
  return build.mutation<CallAnswer<Path>, CallRequest<Path>>({
    query: (body) => ({ path, body }) as ApiRequest,
  });
}

/**
 * Cancels a query's request once no page shows it any more (the reader navigated away or moved to
 * another page of a list), which RTK Query alone does only when it drops the cached entry, a minute later.
 * Checked a tick later, so a component that unmounts and mounts again at once (React's StrictMode, a
 * re-render with the same call) keeps its request. The query is found in this store's own running queries
 * (as RTK Query does when it drops an entry), so another store (a test's) is never touched. It must come
 * before `journalApi.middleware` in the store (makeStore.ts): that one does not pass unsubscribe actions on.
 */
export const cancelUnwatchedQueries: Middleware<object, unknown, ThunkDispatch<unknown, unknown, UnknownAction>> =
  (store) => (next) => (action) => {
    const result = next(action);
    if (journalApi.internalActions.unsubscribeQueryResult.match(action)) {
      const { queryCacheKey } = action.payload;
      setTimeout(() => {
        const subscriptions = store.dispatch(journalApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
          getSubscriptionCount: (key: string) => number;
        };
        if (subscriptions.getSubscriptionCount(queryCacheKey) > 0) return;
        const state = store.getState() as { [journalApi.reducerPath]: ReturnType<typeof journalApi.reducer> };
        const entry = state[journalApi.reducerPath].queries[queryCacheKey];
        if (entry?.status !== QueryStatus.pending) return;
        store.dispatch(journalApi.util.getRunningQueryThunk(entry.endpointName as never, entry.originalArgs))?.abort();
      }, 0);
    }
    return result;
  };
