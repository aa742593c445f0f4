/**
 * The browser entry of the shared package: one federation singleton for the whole page, holding
 * everything with module state (settings, API client, store) and what the shell needs on every page.
 * It is shared whole, so it carries nothing only some pages need: routing is `@journal/shared/router` and
 * the UI kit `@journal/shared/ui` (singletons of their own, see build-kit/federation.mjs); text
 * helpers, citation builders and page metadata are `@journal/shared/text`, `/citation` and `/metadata`
 * (stateless, bundled into each app that imports them, tree-shaken).
 * Node-only parts (the servers' helpers) are separate entries and never imported here; the build helpers
 * are a package of their own, `@journal/build-kit` (docs/architecture.md).
 */
export { journal, journalDescriptor, issuePageTitle, siteTitle, type Journal } from './journal.ts';
export { licenceOf } from './licence.ts';
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
  type RoutePattern,
  type PagePath,
  type PageAddress,
} from './routing/routeTable.ts';
export {
  CONTRACT_VERSION,
  ContractError,
  assertRemoteModule,
  type RemoteModule,
  type SectionRoute,
} from './contract/remoteModule.ts';
export { SHARED_VERSION } from './contract/version.ts';
export { lazyPage } from './lazyPage.tsx';
export { checkRemoteManifest, type Verdict, type SiteVersions } from './contract/compatibility.mjs';
export {
  defaultSettings,
  editorialSystemLink,
  siteSettings,
  setSiteSettings,
  type SiteSettings,
  type RemotesDocument,
} from './runtimeConfig.ts';
export { latestIssue, latestIssueOf, setLatestIssue, useCurrentIssueHref } from './latestIssue.ts';
export type { IssueRef } from './routing/links.ts';
export { http, configureApiClient, createHttpClient, clientDefaults, type HttpClientOptions } from './api/http.ts';
export { apiErrorMessage, apiErrorStatus, isApiFailure, failureMessages, type ApiFailure } from './api/failure.ts';
export { journalApi, callQuery, listSearchQuery, type FoundOnPage } from './api/journalApi.ts';
export { useContactUsMutation, useNewsletterSubscribeMutation } from './api/writes.ts';
export { siteSearchPayload } from './api/siteSearchPayload.ts';
export { useArchiveIndexQuery, type ArchiveIndexYear } from './api/archiveIndex.ts';
export { skipToken } from '@reduxjs/toolkit/query';
export {
  isIdempotentCall,
  CONTACT_LIMITS,
  isEmailAddress,
  SEARCH_TEXT_MAX,
  MAX_ID,
  MAX_NUMBER,
  MAX_PAGE,
  MAX_YEAR,
  MIN_YEAR,
  PAGE_SIZE as PAGE_SIZES,
  BLOG_PAGE_SIZE,
} from './contract/api/limits.ts';
export { useArchiveSuggestions } from './api/suggestions.ts';
export { useViewCount, useUsageTotals, type UsageFigures } from './api/usage.ts';
export { useStyledReference } from './api/citationStyles.ts';
export { useWorkCards } from './api/workCards.ts';
export { useHeldAnswer, type HeldAnswer, type ListQueryState } from './api/heldAnswer.ts';
export type * from './api/types.ts';
export { rootReducer, type RootState } from './store/rootReducer.ts';
export { makeStore, type AppStore, type AppDispatch } from './store/makeStore.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
// react-redux's Provider reaches the shell through here, not as a shared package of its own (shared
// whole, Redux Toolkit and react-redux cost 22 KB compressed). Server state is RTK Query's (journalApi):
// apps write no slices or thunks of their own, so createSlice and createAsyncThunk are not re-exported.
export { Provider as StoreProvider } from 'react-redux';
