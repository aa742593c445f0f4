import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { callKinds, CONTACT_LIMITS, EMAIL_PATTERN, type CallKind } from './limits.ts';
import {
  MAX_ID,
  METADATA_DEFAULT_LIMIT,
  PAGE_SIZE,
  emptyPayload,
  idField,
  integer,
  issueField,
  pageFields,
  paginatedAnswer,
  paginationFields,
  payload,
  searchAnswer,
  searchCountFields,
  ref,
  searchField,
  slugField,
  stringEnum,
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
  MetadataYear,
  PaperDetails,
  ScholarlyRecord,
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
 * header. Each entry holds the payload schema (`request`), the answer schema (`answer`), the status of a
 * success and its documentation; whether it only reads is in limits.ts (`callKinds`), which the browser
 * needs without the schemas. The API registers every route from this table (api/src/http/addCall.ts),
 * validating payloads and serialising answers with these schemas, and builds /openapi.json from it; the
 * site's RTK Query endpoints, the site server's API reader and the tests' MSW handlers are typed from it.
 * docs/api.md explains the calls.
 */

const plainText = (minLength: number, maxLength: number, description: string) =>
  Type.String({ minLength, maxLength, pattern: '\\S', description });
const email = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: CONTACT_LIMITS.email.max,
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
const linkToken = Type.String({
  minLength: 20,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The token of the link in the message.',
});
/** A date (YYYY-MM-DD) or a UTC timestamp (YYYY-MM-DDThh:mm:ssZ), the two OAI-PMH granularities. */
const datestampField = (what: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z)?$',
    description: `${what} bound on updated_at (inclusive).`,
  });

/** The status of a call's success: 200, or 201 when it stored something new, 202 when it went on after the answer. */
type SuccessStatus = 200 | 201 | 202;

interface CallSchema<Request extends TSchema = TSchema, Answer extends TSchema = TSchema> {
  request: Request;
  answer: Answer;
  status: SuccessStatus;
  summary: string;
  tags: string[];
}

const call = <Request extends TSchema, Answer extends TSchema>(
  tag: string,
  summary: string,
  request: Request,
  answer: Answer,
  status: SuccessStatus = 200,
): CallSchema<Request, Answer> => ({ request, answer, status, summary, tags: [tag] });

const messageAnswer = Type.Object({ message: Type.String() });

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
    searchAnswer('papersList', ref(ArchivePaperSummary)),
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
    searchAnswer('papersList', ref(ConferencePaperSummary)),
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
    searchAnswer('papersList', ref(ThesisListItem)),
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
      name: plainText(CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max, 'Sender name, 2 to 100 characters.'),
      email,
      subject: plainText(CONTACT_LIMITS.subject.min, CONTACT_LIMITS.subject.max, 'Subject, 3 to 150 characters.'),
      message: plainText(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max, 'Message, 10 to 5000 characters.'),
      website: Type.Optional(
        Type.String({
          maxLength: 500,
          description: 'Leave empty: a honeypot the form hides from people; when a bot fills it nothing is stored.',
        }),
      ),
    }),
    Type.Object({ message: Type.String(), id: Type.Integer() }),
    201,
  ),
  '/newsletterSubscribe': call(
    'Contact',
    'Ask for the newsletter: 202, the same answer for any address; a confirmation link is mailed (double opt-in)',
    payload({ email }),
    Type.Object({ message: Type.String(), subscribed: Type.Literal(true) }),
    202,
  ),
  '/newsletterConfirm': call(
    'Contact',
    'Confirm a newsletter subscription with the token of the confirmation link',
    payload({ token: linkToken }),
    messageAnswer,
  ),
  '/newsletterUnsubscribe': call(
    'Contact',
    'Unsubscribe with the token of the link in any newsletter message',
    payload({ token: linkToken }),
    messageAnswer,
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
        stringEnum(
          ['all', 'any'],
          'all: every word must match (default); any: any word may (a topic page lists papers on its title this way).',
          { default: 'all' },
        ),
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
      ...searchCountFields,
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

  '/metadataRecords': call(
    'Metadata',
    'Published works of one kind, keyset-paged by id',
    payload({
      kind: WorkKind,
      year: Type.Optional(yearField),
      volume: Type.Optional(volumeField),
      from: Type.Optional(datestampField('Lower')),
      until: Type.Optional(datestampField('Upper')),
      after_id: Type.Optional(
        integer(0, MAX_ID, "Only records with a greater id (the previous answer's next_after_id)."),
      ),
      limit: Type.Optional(
        integer(1, PAGE_SIZE.metadata, `Page size, at most ${PAGE_SIZE.metadata}. Default ${METADATA_DEFAULT_LIMIT}.`),
      ),
      order: Type.Optional(
        stringEnum(
          ['id', 'newest'],
          'id (default): ascending, keyset-paged; newest: publication date descending, no keyset paging.',
        ),
      ),
    }),
    Type.Object({
      records: Type.Array(ref(ScholarlyRecord)),
      total: Type.Integer({
        description: 'How many records match kind, year, volume, from and until (ignoring after_id).',
      }),
      next_after_id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'Pass as after_id for the next page; null on the last page.',
      }),
    }),
  ),
  '/metadataYears': call(
    'Metadata',
    'Counts and newest change per year and kind; volumes; earliest and latest dates',
    emptyPayload,
    Type.Object({
      years: Type.Array(ref(MetadataYear)),
      volumes: Type.Array(Type.Object({ kind: WorkKind, volume: Type.Integer(), year: Type.Integer() }), {
        description: 'Volumes of each kind (OAI-PMH sets).',
      }),
      earliest: Type.Union([Type.String(), Type.Null()]),
      lastmod: Type.Union([Type.String(), Type.Null()]),
    }),
  ),

  ...usageCalls,
  ...jatsCalls,
} satisfies Record<string, CallSchema>;

export type ApiCallTable = typeof apiCalls;
export type ApiPath = keyof ApiCallTable;

// Every call is classed as a read or a write (limits.ts), and nothing else is: either fails to compile otherwise.
callKinds satisfies Record<ApiPath, CallKind>;
apiCalls satisfies Record<keyof typeof callKinds, unknown>;
/** The payload a call accepts (what the site sends). */
export type CallRequest<Path extends ApiPath> = Static<ApiCallTable[Path]['request']>;
/** The answer of a call. */
export type CallAnswer<Path extends ApiPath> = Static<ApiCallTable[Path]['answer']>;
/** Path of every call to its payload and answer types. */
export type ApiCalls = { [Path in ApiPath]: { request: CallRequest<Path>; answer: CallAnswer<Path> } };

export { SUGGESTION_LIMIT, RELATED_LIMIT };
