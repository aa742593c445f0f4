/**
 * The plain facts of the contract the site needs at run time, without the schemas (so the browser
 * bundles never carry TypeBox): page-size caps and which calls are reads.
 */

/** The highest page number any list call accepts; pages read from an address are bounded the same. */
export const MAX_PAGE = 100_000;
/** Publication years the journal's calls accept. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
/** The highest volume or issue number. */
export const MAX_NUMBER = 1000;
/** The highest id of any record (SQLite's and PostgreSQL's 32-bit integer keys). */
export const MAX_ID = 2_147_483_647;

/** The longest search text any call accepts (characters); the search boxes and addresses keep to it too. */
export const SEARCH_TEXT_MAX = 200;

/**
 * The contact form's limits (characters, after trimming), as POST /contactUs enforces them and the form
 * checks them before sending.
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  email: { max: 254 },
} as const;

/**
 * The e-mail rule, one for the forms and the API (contact, newsletter): one "@", something before it, a
 * dot in the domain, no spaces: what a mail server will accept in practice. A JSON Schema pattern, so a
 * string; `isEmailAddress` reads it for the browser.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';

const emailExpression = new RegExp(EMAIL_PATTERN);

/** Whether a (trimmed) address keeps the e-mail rule and its length limit. */
export function isEmailAddress(address: string): boolean {
  return address.length <= CONTACT_LIMITS.email.max && emailExpression.test(address);
}

/** Page-size caps of the list calls. Over the cap is a 400 that names it, never a silent clamp. */
export const PAGE_SIZE = {
  archive: 5,
  conference: 5,
  thesis: 5,
  search: 100,
  blog: 10,
  /** /siteSearch and /authorProfile: a page of lean cards. */
  siteSearch: 20,
  author: 20,
  /** /metadataRecords (sitemaps, feeds, OAI-PMH): the default and the cap. */
  metadata: 100,
} as const;

/**
 * Posts a page of the blog's lists shows (the blog and a tag's posts; the API allows PAGE_SIZE.blog): the
 * app and the site server's lists without JavaScript ask for the same, so a page number names the same posts.
 */
export const BLOG_PAGE_SIZE = 6;

/**
 * Searches count their matches exactly up to this many; a search that matches more answers "more than
 * 10,000" (`total_is_lower_bound`, docs/api.md "Search counts"), on either database engine.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** Works one /usageTotals call asks about: the cards of a search page. */
export const USAGE_TOTALS_LIMIT = 100;

/** Records a /metadataRecords page holds when the payload names no limit. */
export const METADATA_DEFAULT_LIMIT = 50;

export type CallKind = 'read' | 'write';

/**
 * Whether each call only reads (the client may send it again after a failure) or records something
 * (contact, newsletter: a second try could send the message or subscribe twice). calls.ts checks it
 * against the call table, so a new call does not compile until it is classed here.
 */
export const callKinds = {
  '/archiveYearListing': 'read',
  '/archivePaperListing': 'read',
  '/archivePaperNew': 'read',
  '/archiveSuggestions': 'read',
  '/searchArchive': 'read',
  '/conferenceCategoriesFetch': 'read',
  '/conferenceFetch': 'read',
  '/searchConference': 'read',
  '/conferenceDetails': 'read',
  '/thesisYearListing': 'read',
  '/thesisDataListing': 'read',
  '/thesisDetails': 'read',
  '/searchThesis': 'read',
  '/topics': 'read',
  '/blogListing': 'read',
  '/blogDetails': 'read',
  '/blogsByTag': 'read',
  '/editorialBoard': 'read',
  '/editorialMember': 'read',
  '/siteSearch': 'read',
  '/authorProfile': 'read',
  '/relatedPapers': 'read',
  '/metadataRecords': 'read',
  '/metadataYears': 'read',
  '/contactUs': 'write',
  '/newsletterSubscribe': 'write',
  '/newsletterConfirm': 'write',
  '/newsletterUnsubscribe': 'write',
  '/countView': 'write',
  '/usageTotals': 'read',
  '/usageReport': 'read',
  '/jatsRecords': 'read',
} as const satisfies Record<string, CallKind>;

/** Whether a call only reads, so the client may send it again by itself after a failure. */
export function isIdempotentCall(path: string): boolean {
  return Object.hasOwn(callKinds, path) && callKinds[path as keyof typeof callKinds] === 'read';
}
