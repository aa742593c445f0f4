export {
  basicHead,
  absoluteUrl,
  feedLinks,
  headlineOf,
  shortHeadline,
  HEADLINE_MAX,
  FEEDS,
  type HeadTag,
  type PageHeadData,
  type BasicPage,
} from './head.ts';
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
  issueContentsMeta,
  thesisListMeta,
  conferenceListMeta,
  blogListMeta,
  tagMeta,
  tagLabel,
  editorialMemberMeta,
  searchPageMeta,
  authorPageMeta,
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
  type MetadataCalls,
} from './records.ts';
export { parseDatestamp, toDatestamp, type Datestamp } from './datestamp.ts';
export { SOCIAL_IMAGE, PUBLISHER_LOGO } from './socialImage.ts';
export { PageHead } from './PageHead.tsx';
export { CitationDownloads } from './CitationDownloads.tsx';
