/**
 * The browser entry of the shared package: one federation singleton for the whole page, holding
 * everything with module state (settings, API client, store) and what the shell needs on every page.
 * It is shared whole, so it carries nothing only some pages need: routing is `@journal/shared/router` and
 * the UI kit `@journal/shared/ui` (singletons of their own, see shared/build/federation.mjs); text
 * helpers, citation builders and page metadata are `@journal/shared/text`, `/citation` and `/metadata`
 * (stateless, bundled into each app that imports them, tree-shaken).
 * Node-only parts (servers, build helpers) are separate entries and never imported here.
 */
export { journal, issuePageTitle, licenceOf, type Journal } from './journal.ts';
export {
  sections,
  sectionNames,
  matchSiteRoute,
  builtInRouteTable,
  type PublishedPage,
  type RouteTable,
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
export { SHARED_VERSION } from './contract/version.ts';
export { lazyPage } from './lazyPage.tsx';
export { checkRemoteManifest, type Verdict, type SiteVersions } from './contract/compatibility.ts';
export {
  defaultSettings,
  editorialSystemLink,
  siteSettings,
  setSiteSettings,
  type SiteSettings,
  type RemotesDocument,
} from './runtimeConfig.ts';
export {
  currentIssueHref,
  latestIssue,
  latestIssueOf,
  setLatestIssue,
  useCurrentIssueHref,
  type IssueRef,
} from './latestIssue.ts';
export { http, configureApiClient, createHttpClient, clientDefaults, type HttpClientOptions } from './api/http.ts';
export { apiErrorMessage, apiErrorStatus, isApiFailure, failureMessages, type ApiFailure } from './api/failure.ts';
export { postCall } from './api/postCall.ts';
export { journalApi, callQuery, callMutation, foundOnPage, type FoundOnPage } from './api/journalApi.ts';
export { siteSearchPayload } from './api/siteSearchPayload.ts';
export { useArchiveIndexQuery } from './api/archiveIndex.ts';
export { skipToken } from '@reduxjs/toolkit/query';
export { isIdempotentCall, PAGE_SIZE as PAGE_SIZES } from './contract/api/limits.ts';
export { loadArchiveSuggestions } from './api/suggestions.ts';
export type * from './api/types.ts';
export { rootReducer, mainLinkClicked, type LazyLoadedSlices, type RootState } from './store/rootReducer.ts';
export { makeStore, type AppStore, type AppDispatch } from './store/makeStore.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
export { loadingSlice, selectIsLoading } from './store/loadingSlice.ts';
// Kept on several lines (prettier-ignore): on one line the federation plugin's scan of this file loses
// its exports and every remote's build fails with MISSING_EXPORT (@module-federation/vite 1.23).
// prettier-ignore
export {
  ARCHIVE_INDEX_ENDPOINT,
  currentIssuePath,
  selectArchiveIndex,
  type ArchiveIndexYear,
} from './store/currentIssue.ts';
// react-redux's Provider reaches the shell through here, not as a shared package of its own (shared
// whole, Redux Toolkit and react-redux cost 22 KB compressed). Server state is RTK Query's (journalApi):
// apps write no slices or thunks of their own, so createSlice and createAsyncThunk are not re-exported.
export { Provider as StoreProvider } from 'react-redux';
