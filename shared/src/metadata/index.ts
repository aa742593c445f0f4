export { basicHead, feedLinks, FEEDS, type PageHeadData } from './head.ts';
export { scholarlyHead, citationSourceOf, citationExportPath, recordPath } from './scholarly.ts';
export { blogPostHead, blogPostPath } from './blog.ts';
export {
  staticPages,
  staticPageMeta,
  homeIntroduction,
  issueListMeta,
  issueContentsMeta,
  thesisListMeta,
  conferenceListMeta,
  conferenceListTitle,
  blogListMeta,
  tagMeta,
  topicPageTitle,
  tagLabel,
  editorialMemberMeta,
  searchPageMeta,
  authorPageMeta,
  type StaticPageMeta,
} from './pages.ts';
export { escapeHtml, serializeHead } from './serialize.ts';
export { matchKey, findTopicBySlug } from './matchTopic.ts';
export {
  RECORD_KINDS,
  recordFromPaperDetails,
  recordFromArchivePaper,
  recordFromThesis,
  recordFromConference,
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
export { PageTitle } from './PageTitle.tsx';
