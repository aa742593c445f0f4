export { basicHead, feedLinks, FEEDS, recordTitle, type PageHeadData } from './head.ts';
export { blogPostHead } from './blog.ts';
export {
  homeIntroduction,
  issueListMeta,
  issueContentsMeta,
  thesisListMeta,
  conferenceListMeta,
  conferenceListTitle,
  tagMeta,
  topicPageTitle,
  tagLabel,
  editorialMemberMeta,
  searchPageMeta,
  authorPageMeta,
} from './pages.ts';
export { escapeHtml, serializeHead } from './serialize.ts';
export { matchKey, findTopicBySlug } from './matchTopic.ts';
export {
  RECORD_KINDS,
  recordFromPaperDetails,
  recordFromArchivePaper,
  recordFromThesis,
  recordFromConference,
  recordPath,
  citationExportPath,
  type RecordKind,
} from './records.ts';
export type {
  ScholarlyRecord,
  MetadataRecordsRequest,
  MetadataRecordsAnswer,
  MetadataYear,
  MetadataYearsAnswer,
} from '../api/types.ts';
export { parseDatestamp, toDatestamp } from './datestamp.ts';
export { PageHead } from './PageHead.tsx';
export { DeferredHead } from './DeferredHead.tsx';
export { PageTitle } from './PageTitle.tsx';
export { PageMeta } from './PageMeta.tsx';
export {
  conferenceIndexMeta,
  collaborationGuideMeta,
  thesisIndexMeta,
  thesisPublicationMeta,
  contactMeta,
  editorialBoardMeta,
  topicsMeta,
  blogListMeta,
  type StaticPageMeta,
} from './sectionPages.ts';
export { staticPages, staticPageMeta } from './staticPages.ts';
