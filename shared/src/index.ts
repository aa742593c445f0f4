/**
 * The browser entry of the shared package: one federation singleton for the whole page, holding
 * everything with module state (settings, API client, store) and what the shell needs on every page.
 * It is shared whole, so it carries nothing only some pages need: routing is `@journal/shared/router` and
 * the UI kit `@journal/shared/ui` (singletons of their own, see shared/build/federation.mjs); text
 * helpers, citation builders and page metadata are `@journal/shared/text`, `/citation` and `/metadata`
 * (stateless, bundled into each app that imports them, tree-shaken).
 * Node-only parts (servers, build helpers) are separate entries and never imported here.
 */
export { journal, issuePageTitle, type Journal } from './journal.ts';
export {
  sections,
  sectionNames,
  matchSiteRoute,
  type SectionName,
  type SectionMeta,
  type RouteMatch,
} from './routeTable.ts';
export {
  CONTRACT_VERSION,
  ContractError,
  assertRemoteModule,
  type RemoteModule,
  type SectionRoute,
} from './contract/remoteModule.ts';
export {
  defaultSettings,
  editorialSystemLink,
  siteSettings,
  setSiteSettings,
  type SiteSettings,
  type RemotesDocument,
} from './runtimeConfig.ts';
export {
  apiClient,
  configureApiClient,
  createApiClient,
  postCall,
  apiErrorMessage,
  apiErrorStatus,
  apiRetryAfterSeconds,
  clientDefaults,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
} from './api/client.ts';
export { ApiError, apiHttpError, type ApiFailureKind, type ApiErrorResponse } from './api/apiError.ts';
export { isIdempotentCall } from './api/retryPolicy.ts';
export type * from './api/types.ts';
export { rootReducer, mainLinkClicked, type LazyLoadedSlices, type RootState } from './store/rootReducer.ts';
export { makeStore, type AppStore, type AppDispatch } from './store/makeStore.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
export { loadingSlice, selectIsLoading } from './store/loadingSlice.ts';
export {
  currentIssuePath,
  type ArchiveIndexContract,
  type ArchiveIndexYear,
} from './store/currentIssue.ts';
// Redux Toolkit and react-redux reach the remotes through here, not as shared packages of their own:
// shared whole they cost 22 KB compressed, of which the site uses these few functions (about 10 KB).
export {
  createSlice,
  createAsyncThunk,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
export { Provider as StoreProvider } from 'react-redux';
