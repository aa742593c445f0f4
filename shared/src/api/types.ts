/**
 * Contract types of the journal content API (api/ in this repository, or the journal's existing backend).
 *
 * Every call is `POST {apiBase}{path}` with a JSON body and the fixed `Authorization` header; the paths,
 * payload names and answer keys follow SPEC.md section 7 exactly. Calls the specification leaves
 * "not shown" (details, suggestions, thesis lists, blog, editorial board, contact, newsletter) are
 * designed in the same style. docs/api.md and GET /openapi.json describe the same contract.
 *
 * Plain types only: no runtime code, no imports, so any app (browser or Node) can import them.
 *
 * Limits enforced by the API (an answer of 400 names the limit when a payload breaks it):
 * - page: integer 1..100000 (default 1).
 * - per_page: at most 5 for the archive, conference and thesis lists; at most 100 for the three
 *   searches; at most 10 for blog lists. Default: the cap. Over the cap is a 400, not a silent clamp.
 * - year / thesis_year: 2000..2100; volume, issue, thesis_volume: 1..1000; ids: 1..2147483647.
 * - search: 1..200 characters with at least one non-space character.
 * - Unknown payload fields are a 400; bodies over 64 KB are a 413.
 */

// ------------------------------------------------------------------ common

/** Every error answer (4xx, and the rare 500) has this shape. */
export interface ApiErrorAnswer {
  message: string;
  statusCode?: number;
  error?: string;
}

/** Page selection of every paginated call. */
export interface PageRequest {
  /** 1-based page number; default 1. */
  page?: number;
  /** Page size; default and cap depend on the call (see the header comment). */
  per_page?: number;
}

/** Pagination info returned beside every list (spec defaults on the client: 1, 10, 0, 0). */
export interface PaginationInfo {
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

/** A page of papers in the spec's `papersList` style. */
export type PaginatedAnswer<T> = PaginationInfo & { papersList: T[] };

/** Payload of the three searches. `search` matches an id exactly, or words of the title and authors (prefix match). */
export interface SearchRequest extends PageRequest {
  search: string;
}

/** Calls without a payload accept `{}` or no body at all. */
export type EmptyRequest = Record<string, never>;

// ------------------------------------------------------------------ archive (and current issue)

export interface ArchiveVolume {
  volume: number;
  /** Issue numbers of this volume, ascending. */
  issue: number[];
}

export interface ArchiveYear {
  year: number;
  volumes: ArchiveVolume[];
}

/** POST /archiveYearListing, no payload. Oldest year first (the client reverses it). */
export interface ArchiveYearListingAnswer {
  archives: ArchiveYear[];
}

/** A published paper with the long field names of SPEC section 3. */
export interface ArchivePaper {
  paper_id: number;
  paper_title: string;
  paper_abstract: string;
  issue: number;
  volume: number;
  /** Month of publication, e.g. "April". */
  paper_month: string;
  /** All authors, comma separated, in order. */
  paper_author: string;
  year: number;
  /** Site-relative PDF address, e.g. "/files/papers/IJCRI-2024-V3I2-007.pdf". */
  paper_url: string;
  /** e.g. "10.59638/ijcri.2024.v3.i2.007". */
  paper_doi: string;
  /** Always 0 in answers (deleted papers are never listed). */
  is_deleted: number;
  /** "Research Article" | "Review Article" | "Short Communication" | "Case Study". */
  paper_articletype: string;
  /** Page range inside the issue, e.g. "13-27". */
  paper_pages: string;
  /** e.g. "IJCRI-2024-V3I2-007". */
  paper_uniqueid: string;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
  /** Authors one by one; empty string when absent. */
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  /** IEEE-style references, one per line ("\n"), unnumbered and in citation order: number them [1], [2], ... */
  paper_references: string;
  /** Ready APA 7 citation of this paper. */
  paper_citation: string;
  /** Authors' designations and affiliations, one line per author in author order. */
  paper_designation: string;
  /** e.g. "https://doi.org/10.59638/ijcri.2024.v3.i2.007". */
  paper_doi_Link: string;
}

/** POST /archivePaperListing. */
export interface ArchivePaperListingRequest extends PageRequest {
  year: number;
  volume: number;
  issue: number;
}

/** Papers in order of appearance in the issue; per_page cap 5. */
export type ArchivePaperListingAnswer = PaginatedAnswer<ArchivePaper>;

/** POST /archivePaperNew: the details of one paper. */
export interface ArchivePaperNewRequest {
  paperid: number;
}

/**
 * The detail answer uses the short keys of SPEC section 3 (the client renames them to the long ones);
 * issue, volume, year, author_1..author_6 and keywords are added for convenience.
 */
export interface PaperDetails {
  id: number;
  title: string;
  abstract: string;
  month: string;
  author: string;
  url: string;
  doi: string;
  articletype: string;
  pages: string;
  uniqueid: string;
  created_time: string;
  /** Same format as ArchivePaper.paper_references: one reference per line, unnumbered. */
  references: string;
  citation: string;
  designation: string;
  doi_Link: string;
  issue: number;
  volume: number;
  year: number;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  keywords: string[];
  updated_at: string;
}

export interface ArchivePaperNewAnswer {
  paperdetails: PaperDetails;
}

/** POST /archiveSuggestions: search-as-you-type (prefix match on title and author words, or an id prefix). */
export interface ArchiveSuggestionsRequest {
  search: string;
}

export interface ArchiveSuggestion {
  paper_id: number;
  paper_title: string;
  year: number;
  volume: number;
  issue: number;
  paper_uniqueid: string;
}

/** At most 8 suggestions, best first. */
export interface ArchiveSuggestionsAnswer {
  suggestions: ArchiveSuggestion[];
}

/** POST /searchArchive; per_page cap 100. An exact paper_id / paper_uniqueid / DOI match comes first. */
export type SearchArchiveRequest = SearchRequest;
export type SearchArchiveAnswer = PaginatedAnswer<ArchivePaper>;

// ------------------------------------------------------------------ conference

export interface ConferenceCategory {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}

/** POST /conferenceCategoriesFetch, no payload. Oldest conference first. */
export interface ConferenceCategoriesAnswer {
  Conference_CategoriesList: ConferenceCategory[];
}

export interface ConferencePaper {
  id: number;
  title: string;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  year: number;
  month: string;
  /** ISO 8601 timestamp. */
  updated_at: string;
  pages: string;
  /** Site-relative PDF address, e.g. "/files/conference/12.pdf". */
  pdf_url: string;
  abstract: string;
  conference_id: number;
}

/** POST /conferenceFetch: the papers of one conference (404 for an unknown id); per_page cap 5. */
export interface ConferenceFetchRequest extends PageRequest {
  id: number;
}

export type ConferenceFetchAnswer = PaginationInfo & { ConferenceList: ConferencePaper[] };

/** POST /searchConference; per_page cap 100. */
export type SearchConferenceRequest = SearchRequest;
export type SearchConferenceAnswer = PaginatedAnswer<ConferencePaper>;

/** POST /conferenceDetails. */
export interface ConferenceDetailsRequest {
  paperid: number;
}

export interface ConferencePaperDetails extends ConferencePaper {
  /** e.g. "IJCRI-ICICC2023-007". */
  uniqueid: string;
  /** One reference per line, unnumbered (as ArchivePaper.paper_references). */
  references: string;
  doi: string;
  doi_Link: string;
  keywords: string[];
  /** Authors' designations and affiliations, one line per author. */
  designation: string;
  citation: string;
  conference: ConferenceCategory;
}

export interface ConferenceDetailsAnswer {
  ConferenceDetails: ConferencePaperDetails;
}

// ------------------------------------------------------------------ thesis

export interface ThesisVolume {
  volume: number;
}

export interface ThesisYear {
  year: number;
  volumes: ThesisVolume[];
}

/** POST /thesisYearListing, no payload. Oldest year first. */
export interface ThesisYearListingAnswer {
  thesis: ThesisYear[];
}

/** POST /thesisDataListing; per_page cap 5. */
export interface ThesisDataListingRequest extends PageRequest {
  thesis_year: number;
  thesis_volume: number;
}

export interface ThesisListItem {
  id: number;
  title: string;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  month: string;
  year: number;
  volume: number;
  pages: string;
  /** Site-relative PDF address, e.g. "/files/theses/4.pdf". */
  paper_url: string;
}

export type ThesisDataListingAnswer = PaginatedAnswer<ThesisListItem>;

/** POST /thesisDetails. */
export interface ThesisDetailsRequest {
  paperid: number;
}

export interface ThesisDetails extends ThesisListItem {
  /** e.g. "IJCRI-TH-2024-V3-004". */
  uniqueid: string;
  abstract: string;
  /** e.g. "M.Tech. in Computer Science and Engineering". */
  degree: string;
  institution: string;
  supervisor: string;
  /** One reference per line, unnumbered. */
  references: string;
  keywords: string[];
  created_at: string;
  updated_at: string;
}

export interface ThesisDetailsAnswer {
  thesis: ThesisDetails;
}

/** POST /searchThesis; per_page cap 100. */
export type SearchThesisRequest = SearchRequest;
export type SearchThesisAnswer = PaginatedAnswer<ThesisListItem>;

// ------------------------------------------------------------------ topics

export interface Topic {
  title: string;
  meta_title: string;
  meta_description: string;
  /** Trusted HTML written by the journal. */
  content: string;
  category: string;
  /** Lowercase hyphenated title, e.g. "natural-language-processing". */
  slug: string;
}

/** Category name to its topics, in the journal's order. */
export type TopicsByCategory = Record<string, Topic[]>;

/** POST /topics, no body needed. */
export interface TopicsAnswer {
  data: { data: TopicsByCategory };
}

// ------------------------------------------------------------------ blog

export interface BlogSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  published_at: string;
  /** Tag slugs (lowercase, hyphenated): /tag/{slug}. */
  tags: string[];
}

export interface BlogPost extends BlogSummary {
  /** Trusted HTML written by the journal. */
  content: string;
}

/** POST /blogListing; newest first; per_page cap 10 (default 10). */
export type BlogListingRequest = PageRequest;

export type BlogListingAnswer = PaginationInfo & { blogs: BlogSummary[] };

/** POST /blogDetails (404 for an unknown slug). */
export interface BlogDetailsRequest {
  slug: string;
}

/** `related`: up to 3 other posts sharing the most tags, newest first among equals. */
export interface BlogDetailsAnswer {
  blog: BlogPost;
  related: BlogSummary[];
}

/** POST /blogsByTag: an unknown tag gives an empty list, not a 404. */
export interface BlogsByTagRequest extends PageRequest {
  tag: string;
}

export type BlogsByTagAnswer = BlogListingAnswer & { tag: string };

// ------------------------------------------------------------------ editorial board

export type EditorialRole =
  | 'Editor-in-Chief'
  | 'Managing Editor'
  | 'Associate Editor'
  | 'Section Editor'
  | 'Editorial Board Member'
  | 'Advisory Board Member';

export interface EditorialMember {
  member_id: number;
  slug: string;
  name: string;
  role: EditorialRole;
  affiliation: string;
  country: string;
  expertise: string[];
  bio: string;
  /** ORCID iD (0000-0000-0000-0000) or null. */
  orcid: string | null;
}

/** POST /editorialBoard, no payload. Ordered by role (Editor-in-Chief first), then as the journal lists them. */
export interface EditorialBoardAnswer {
  members: EditorialMember[];
}

/** POST /editorialMember (404 for an unknown slug). */
export interface EditorialMemberRequest {
  slug: string;
}

export interface EditorialMemberAnswer {
  member: EditorialMember;
}

// ------------------------------------------------------------------ contact and newsletter

/** POST /contactUs: name 2..100, email, subject 3..150, message 10..5000 characters. Rate limited per client (429). */
export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Answered with HTTP 201. */
export interface ContactAnswer {
  message: string;
  id: number;
}

/** POST /newsletterSubscribe: 201 the first time, 200 when already subscribed (same answer). Rate limited (429). */
export interface NewsletterSubscribeRequest {
  email: string;
}

export interface NewsletterSubscribeAnswer {
  message: string;
  subscribed: true;
}

// ------------------------------------------------------------------ the call table

/** Path of every call to its payload and answer types, for a typed `postCall`. */
export interface ApiCalls {
  '/archiveYearListing': { request: EmptyRequest; answer: ArchiveYearListingAnswer };
  '/archivePaperListing': { request: ArchivePaperListingRequest; answer: ArchivePaperListingAnswer };
  '/archivePaperNew': { request: ArchivePaperNewRequest; answer: ArchivePaperNewAnswer };
  '/archiveSuggestions': { request: ArchiveSuggestionsRequest; answer: ArchiveSuggestionsAnswer };
  '/searchArchive': { request: SearchArchiveRequest; answer: SearchArchiveAnswer };
  '/conferenceCategoriesFetch': { request: EmptyRequest; answer: ConferenceCategoriesAnswer };
  '/conferenceFetch': { request: ConferenceFetchRequest; answer: ConferenceFetchAnswer };
  '/searchConference': { request: SearchConferenceRequest; answer: SearchConferenceAnswer };
  '/conferenceDetails': { request: ConferenceDetailsRequest; answer: ConferenceDetailsAnswer };
  '/thesisYearListing': { request: EmptyRequest; answer: ThesisYearListingAnswer };
  '/thesisDataListing': { request: ThesisDataListingRequest; answer: ThesisDataListingAnswer };
  '/thesisDetails': { request: ThesisDetailsRequest; answer: ThesisDetailsAnswer };
  '/searchThesis': { request: SearchThesisRequest; answer: SearchThesisAnswer };
  '/topics': { request: EmptyRequest; answer: TopicsAnswer };
  '/blogListing': { request: BlogListingRequest; answer: BlogListingAnswer };
  '/blogDetails': { request: BlogDetailsRequest; answer: BlogDetailsAnswer };
  '/blogsByTag': { request: BlogsByTagRequest; answer: BlogsByTagAnswer };
  '/editorialBoard': { request: EmptyRequest; answer: EditorialBoardAnswer };
  '/editorialMember': { request: EditorialMemberRequest; answer: EditorialMemberAnswer };
  '/contactUs': { request: ContactRequest; answer: ContactAnswer };
  '/newsletterSubscribe': { request: NewsletterSubscribeRequest; answer: NewsletterSubscribeAnswer };
}

export type ApiPath = keyof ApiCalls;
