import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  PAGE_SIZE,
  emptyPayload,
  idField,
  issueField,
  pageFields,
  paginatedAnswer,
  paginationFields,
  payload,
  ref,
  searchField,
  slugField,
  volumeField,
  yearField,
} from './fields.ts';
import {
  ArchivePaperSummary,
  ArchiveSuggestion,
  BlogPost,
  BlogSummary,
  ConferenceCategory,
  ConferencePaperDetails,
  ConferencePaperSummary,
  EditorialMember,
  PaperDetails,
  ThesisDetails,
  ThesisListItem,
  Topic,
  AuthorProfile,
  RelatedPaper,
  SearchHit,
  WorkKind,
  WorkSummary,
} from './models.ts';
import { jatsCalls } from './jatsCalls.ts';
import { usageCalls } from './usageCalls.ts';

/**
 * Every call of the content API: `POST {apiBase}{path}` with a JSON body and the fixed Authorization
 * header. Each entry holds the payload schema (`request`), the answer schema (`answer`) and its
 * documentation; whether it only reads is in limits.ts (`callKinds`), which the browser needs without the schemas.
 * The API validates payloads and builds /openapi.json from this table; the site's RTK Query endpoints and
 * the tests' MSW handlers are typed from it. docs/api.md explains the calls.
 */

const plainText = (minLength: number, maxLength: number, description: string) =>
  Type.String({ minLength, maxLength, pattern: '\\S', description });
const email = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'Email address.',
  examples: ['reader@example.org'],
});

const ArchiveVolume = Type.Object({
  volume: Type.Integer(),
  issue: Type.Array(Type.Integer(), { description: 'Issue numbers, ascending.' }),
});
const ArchiveYear = Type.Object({ year: Type.Integer(), volumes: Type.Array(ArchiveVolume) });
const ThesisYear = Type.Object({ year: Type.Integer(), volumes: Type.Array(Type.Object({ volume: Type.Integer() })) });
const SUGGESTION_LIMIT = 8;
const RELATED_LIMIT = 5;

interface CallSchema<Request extends TSchema = TSchema, Answer extends TSchema = TSchema> {
  request: Request;
  answer: Answer;
  summary: string;
  tags: string[];
}

const call = <Request extends TSchema, Answer extends TSchema>(
  tag: string,
  summary: string,
  request: Request,
  answer: Answer,
): CallSchema<Request, Answer> => ({ request, answer, summary, tags: [tag] });

export const apiCalls = {
  '/archiveYearListing': call(
    'Archive',
    'Years, volumes and issues of the archive',
    emptyPayload,
    Type.Object({ archives: Type.Array(ArchiveYear, { description: 'Oldest year first.' }) }),
  ),
  '/archivePaperListing': call(
    'Archive',
    'Papers of one issue',
    payload({ year: yearField, volume: volumeField, issue: issueField, ...pageFields(PAGE_SIZE.archive) }),
    paginatedAnswer('papersList', ref(ArchivePaperSummary)),
  ),
  '/archivePaperNew': call(
    'Archive',
    'Details of one paper',
    payload({ paperid: idField('paper (paper_id)') }),
    Type.Object({ paperdetails: ref(PaperDetails) }),
  ),
  '/archiveSuggestions': call(
    'Archive',
    'Search-as-you-type suggestions',
    payload({ search: searchField }),
    Type.Object({ suggestions: Type.Array(ref(ArchiveSuggestion), { maxItems: SUGGESTION_LIMIT }) }),
  ),
  '/searchArchive': call(
    'Archive',
    'Search archive papers',
    payload({ search: searchField, ...pageFields(PAGE_SIZE.search) }),
    paginatedAnswer('papersList', ref(ArchivePaperSummary)),
  ),

  '/conferenceCategoriesFetch': call(
    'Conference',
    'Conferences whose proceedings the journal published',
    emptyPayload,
    Type.Object({
      Conference_CategoriesList: Type.Array(ref(ConferenceCategory), { description: 'Oldest conference first.' }),
    }),
  ),
  '/conferenceFetch': call(
    'Conference',
    'Papers of one conference',
    payload({ id: idField('conference (Conference_CategoriesList[].id)'), ...pageFields(PAGE_SIZE.conference) }),
    paginatedAnswer('ConferenceList', ref(ConferencePaperSummary)),
  ),
  '/searchConference': call(
    'Conference',
    'Search conference papers',
    payload({ search: searchField, ...pageFields(PAGE_SIZE.search) }),
    paginatedAnswer('papersList', ref(ConferencePaperSummary)),
  ),
  '/conferenceDetails': call(
    'Conference',
    'Details of one conference paper',
    payload({ paperid: idField('conference paper (ConferenceList[].id)') }),
    Type.Object({ ConferenceDetails: ref(ConferencePaperDetails) }),
  ),

  '/thesisYearListing': call(
    'Thesis',
    'Years and volumes of the theses',
    emptyPayload,
    Type.Object({ thesis: Type.Array(ThesisYear, { description: 'Oldest year first.' }) }),
  ),
  '/thesisDataListing': call(
    'Thesis',
    'Theses of one volume',
    payload({ thesis_year: yearField, thesis_volume: volumeField, ...pageFields(PAGE_SIZE.thesis) }),
    paginatedAnswer('papersList', ref(ThesisListItem)),
  ),
  '/thesisDetails': call(
    'Thesis',
    'Details of one thesis',
    payload({ paperid: idField('thesis (papersList[].id)') }),
    Type.Object({ thesis: ref(ThesisDetails) }),
  ),
  '/searchThesis': call(
    'Thesis',
    'Search theses',
    payload({ search: searchField, ...pageFields(PAGE_SIZE.search) }),
    paginatedAnswer('papersList', ref(ThesisListItem)),
  ),

  '/topics': call(
    'Topics',
    'Research topics grouped by category',
    emptyPayload,
    Type.Object({
      data: Type.Object({
        data: Type.Record(Type.String(), Type.Array(ref(Topic)), { description: 'Category name to its topics.' }),
      }),
    }),
  ),

  '/blogListing': call(
    'Blog',
    'Blog posts, newest first',
    payload(pageFields(PAGE_SIZE.blog)),
    paginatedAnswer('blogs', ref(BlogSummary)),
  ),
  '/blogDetails': call(
    'Blog',
    'One blog post and related posts',
    payload({ slug: slugField('blog post') }),
    Type.Object({ blog: ref(BlogPost), related: Type.Array(ref(BlogSummary)) }),
  ),
  '/blogsByTag': call(
    'Blog',
    'Blog posts with one tag',
    payload({ tag: slugField('tag'), ...pageFields(PAGE_SIZE.blog) }),
    Type.Object({ blogs: Type.Array(ref(BlogSummary)), ...paginationFields, tag: Type.String() }),
  ),

  '/editorialBoard': call(
    'Editorial board',
    'Members of the editorial board',
    emptyPayload,
    Type.Object({ members: Type.Array(ref(EditorialMember)) }),
  ),
  '/editorialMember': call(
    'Editorial board',
    'One member of the editorial board',
    payload({ slug: slugField('member') }),
    Type.Object({ member: ref(EditorialMember) }),
  ),

  '/contactUs': call(
    'Contact',
    'Send a message to the editorial office',
    payload({
      name: plainText(2, 100, 'Sender name, 2 to 100 characters.'),
      email,
      subject: plainText(3, 150, 'Subject, 3 to 150 characters.'),
      message: plainText(10, 5000, 'Message, 10 to 5000 characters.'),
      website: Type.Optional(
        Type.String({
          maxLength: 500,
          description: 'Leave empty: a honeypot the form hides from people; when a bot fills it nothing is stored.',
        }),
      ),
    }),
    Type.Object({ message: Type.String(), id: Type.Integer() }),
  ),
  '/newsletterSubscribe': call(
    'Contact',
    'Ask for the newsletter: 202, the same answer for any address; a confirmation link is mailed (double opt-in)',
    payload({ email }),
    Type.Object({ message: Type.String(), subscribed: Type.Literal(true) }),
  ),

  '/siteSearch': call(
    'Discovery',
    'Search papers, theses and conference papers at once',
    payload({
      search: searchField,
      ...pageFields(PAGE_SIZE.siteSearch),
      kind: Type.Optional(WorkKind),
      year: Type.Optional(yearField),
      match: Type.Optional(
        Type.Union([Type.Literal('all'), Type.Literal('any')], {
          description: 'all: every word must match (default); any: any word may.',
        }),
      ),
    }),
    Type.Object({
      results: Type.Array(ref(SearchHit)),
      facets: Type.Object({
        kind: Type.Array(Type.Object({ value: WorkKind, count: Type.Integer() }), {
          description: 'Counts under the year filter.',
        }),
        year: Type.Array(Type.Object({ value: Type.Integer(), count: Type.Integer() }), {
          description: 'Counts under the kind filter, newest year first.',
        }),
      }),
      ...paginationFields,
    }),
  ),
  '/authorProfile': call(
    'Discovery',
    "An author's works and co-authors",
    payload({ slug: slugField('author (the name without case or diacritics)'), ...pageFields(PAGE_SIZE.author) }),
    Type.Object({ author: ref(AuthorProfile), works: Type.Array(ref(WorkSummary)), ...paginationFields }),
  ),
  '/relatedPapers': call(
    'Discovery',
    'Papers related to one paper',
    payload({ paperid: idField('paper (paper_id)') }),
    Type.Object({ related: Type.Array(ref(RelatedPaper), { maxItems: RELATED_LIMIT }) }),
  ),
  ...usageCalls,
  ...jatsCalls,
} satisfies Record<string, CallSchema>;

export type ApiCallTable = typeof apiCalls;
export type ApiPath = keyof ApiCallTable;
/** The payload a call accepts (what the site sends). */
export type CallRequest<Path extends ApiPath> = Static<ApiCallTable[Path]['request']>;
/** The answer of a call. */
export type CallAnswer<Path extends ApiPath> = Static<ApiCallTable[Path]['answer']>;
/** Path of every call to its payload and answer types. */
export type ApiCalls = { [Path in ApiPath]: { request: CallRequest<Path>; answer: CallAnswer<Path> } };

export { SUGGESTION_LIMIT, RELATED_LIMIT };
