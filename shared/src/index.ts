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
export {
  PaperCard,
  Pagination,
  paginationWindow,
  scrollToTarget,
  SearchBox,
  LoadingScreen,
  NoPaperFound,
  SelectorStrip,
  Accordion,
  GoogleSearchLink,
  googleSearchUrl,
  PlumXBadge,
  type PaperCardProps,
  type PaginationProps,
  type SearchBoxProps,
  type LoadingScreenProps,
  type NoPaperFoundProps,
  type SelectorStripProps,
  type SelectorStripItem,
  type AccordionProps,
  type AccordionItem,
  type GoogleSearchLinkProps,
} from './ui/index.ts';
export {
  slugify,
  authorsOf,
  monthYear,
  monthNumber,
  MONTH_NAMES,
  readPositiveInt,
  metaDescription,
  type AuthorFields,
} from './text/index.ts';
export { toApa, toIeee, toBibtex, toRis, bibtexKey, escapeBibtex, splitName, initials, type CitationSource } from './citation/index.ts';
export {
  CopyButton,
  CitationBlock,
  RetryNotice,
  ReferenceList,
  Fact,
  FactList,
  FactRows,
  DoiLink,
  PdfLink,
  AbstractSection,
  ReferencesSection,
  type CopyButtonProps,
  type CitationBlockProps,
  type RetryNoticeProps,
  type ReferenceListProps,
} from './ui/index.ts';
export * from './metadata/index.ts';
export { useCanonicalTitleSlug } from './routing/useCanonicalTitleSlug.ts';
