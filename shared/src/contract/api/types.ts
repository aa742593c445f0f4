import type { CallAnswer, CallRequest } from './calls.ts';
import type { PaginationInfo } from './fields.ts';

/** Named types of the contract, derived from its schemas (never written by hand). Models' types sit beside their schemas. */

// Every model's type (models.ts declares each beside its schema); `export type *` keeps the schemas out.
export type * from './models.ts';
export type { PaginationInfo } from './fields.ts';

export type { ErrorAnswer as ApiErrorAnswer } from './models.ts';
export type PaginatedAnswer<T> = PaginationInfo & { papersList: T[] };
export interface PageRequest {
  page?: number;
  per_page?: number;
}

export type ArchiveYearListingAnswer = CallAnswer<'/archiveYearListing'>;
export type ArchiveYear = ArchiveYearListingAnswer['archives'][number];
export type ArchiveVolume = ArchiveYear['volumes'][number];
export type ArchivePaperListingRequest = CallRequest<'/archivePaperListing'>;
export type ArchivePaperListingAnswer = CallAnswer<'/archivePaperListing'>;
export type ArchivePaperNewRequest = CallRequest<'/archivePaperNew'>;
export type ArchivePaperNewAnswer = CallAnswer<'/archivePaperNew'>;
export type ArchiveSuggestionsRequest = CallRequest<'/archiveSuggestions'>;
export type ArchiveSuggestionsAnswer = CallAnswer<'/archiveSuggestions'>;
export type SearchRequest = CallRequest<'/searchArchive'>;
export type SearchArchiveRequest = CallRequest<'/searchArchive'>;
export type SearchArchiveAnswer = CallAnswer<'/searchArchive'>;

export type ConferenceCategoriesAnswer = CallAnswer<'/conferenceCategoriesFetch'>;
export type ConferenceFetchRequest = CallRequest<'/conferenceFetch'>;
export type ConferenceFetchAnswer = CallAnswer<'/conferenceFetch'>;
export type SearchConferenceRequest = CallRequest<'/searchConference'>;
export type SearchConferenceAnswer = CallAnswer<'/searchConference'>;
export type ConferenceDetailsRequest = CallRequest<'/conferenceDetails'>;
export type ConferenceDetailsAnswer = CallAnswer<'/conferenceDetails'>;

export type ThesisYearListingAnswer = CallAnswer<'/thesisYearListing'>;
export type ThesisYear = ThesisYearListingAnswer['thesis'][number];
export type ThesisVolume = ThesisYear['volumes'][number];
export type ThesisDataListingRequest = CallRequest<'/thesisDataListing'>;
export type ThesisDataListingAnswer = CallAnswer<'/thesisDataListing'>;
export type ThesisDetailsRequest = CallRequest<'/thesisDetails'>;
export type ThesisDetailsAnswer = CallAnswer<'/thesisDetails'>;
export type SearchThesisRequest = CallRequest<'/searchThesis'>;
export type SearchThesisAnswer = CallAnswer<'/searchThesis'>;

export type TopicsAnswer = CallAnswer<'/topics'>;
export type TopicsByCategory = TopicsAnswer['data']['data'];

export type BlogListingRequest = CallRequest<'/blogListing'>;
export type BlogListingAnswer = CallAnswer<'/blogListing'>;
export type BlogDetailsRequest = CallRequest<'/blogDetails'>;
export type BlogDetailsAnswer = CallAnswer<'/blogDetails'>;
export type BlogsByTagRequest = CallRequest<'/blogsByTag'>;
export type BlogsByTagAnswer = CallAnswer<'/blogsByTag'>;

export type EditorialBoardAnswer = CallAnswer<'/editorialBoard'>;
export type EditorialMemberRequest = CallRequest<'/editorialMember'>;
export type EditorialMemberAnswer = CallAnswer<'/editorialMember'>;

export type ContactRequest = CallRequest<'/contactUs'>;
export type ContactAnswer = CallAnswer<'/contactUs'>;
export type NewsletterSubscribeRequest = CallRequest<'/newsletterSubscribe'>;
export type NewsletterSubscribeAnswer = CallAnswer<'/newsletterSubscribe'>;

export type SiteSearchRequest = CallRequest<'/siteSearch'>;
export type SiteSearchAnswer = CallAnswer<'/siteSearch'>;
export type FacetCount<T> = { value: T; count: number };
export type AuthorProfileRequest = CallRequest<'/authorProfile'>;
export type AuthorProfileAnswer = CallAnswer<'/authorProfile'>;
export type RelatedPapersRequest = CallRequest<'/relatedPapers'>;
export type RelatedPapersAnswer = CallAnswer<'/relatedPapers'>;

export type MetadataRecordsRequest = CallRequest<'/metadataRecords'>;
export type MetadataRecordsAnswer = CallAnswer<'/metadataRecords'>;
export type MetadataYearsAnswer = CallAnswer<'/metadataYears'>;
export type NewsletterTokenRequest = CallRequest<'/newsletterConfirm'>;
