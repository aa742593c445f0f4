export { basicHead, absoluteUrl, feedLinks, FEEDS, type HeadTag, type PageHeadData, type BasicPage } from './head.ts';
export {
  scholarlyHead,
  scholarlyJsonLd,
  citationSourceOf,
  citationExportPath,
  recordPath,
  recordTitle,
  publicationDate,
} from './scholarly.ts';
export { blogPostHead, blogPostPath, type BlogPostForHead } from './blog.ts';
export {
  staticPages,
  staticPageMeta,
  homeIntroduction,
  issueListMeta,
  thesisListMeta,
  conferenceListMeta,
  blogListMeta,
  tagMeta,
  tagLabel,
  editorialMemberMeta,
  type StaticPageMeta,
} from './pages.ts';
export { escapeHtml, jsonLdText, serializeHead, serializeTag } from './serialize.ts';
export { matchKey, findTopicBySlug } from './matchTopic.ts';
export {
  RECORD_KINDS,
  referenceLines,
  recordFromPaperDetails,
  recordFromArchivePaper,
  recordFromThesis,
  recordFromConference,
  type RecordKind,
  type ScholarlyRecord,
  type LongNamedPaper,
  type MetadataRecordsRequest,
  type MetadataRecordsAnswer,
  type MetadataYear,
  type MetadataYearsAnswer,
} from './records.ts';
export { PageHead } from './PageHead.tsx';
export { CitationDownloads } from './CitationDownloads.tsx';
