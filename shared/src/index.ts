/**
 * The browser entry of the shared package: one federation singleton for the whole page.
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
  type SiteSettings,
  type RemotesDocument,
} from './runtimeConfig.ts';
export { apiClient, configureApiClient, createApiClient, postCall, apiErrorMessage } from './api/client.ts';
export { rootReducer, mainLinkClicked, type LazyLoadedSlices, type RootState } from './store/rootReducer.ts';
export { makeStore, type AppStore, type AppDispatch } from './store/makeStore.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
export { loadingSlice, selectIsLoading } from './store/loadingSlice.ts';
export {
  currentIssuePath,
  type ArchiveIndexContract,
  type ArchiveIndexYear,
} from './store/currentIssue.ts';
