import type { ApiPath } from './calls.ts';

/**
 * The plain facts of the contract the site needs at run time, without the schemas (so the browser
 * bundles never carry TypeBox): page-size caps and which calls are reads.
 */

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
} as const;

/**
 * Whether each call only reads (the client may send it again after a failure) or records something
 * (contact, newsletter: a second try could send the message or subscribe twice). Typed over the call
 * table, so a new call does not compile until it is classed here.
 */
export const callKinds: Record<ApiPath, 'read' | 'write'> = {
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
  '/contactUs': 'write',
  '/newsletterSubscribe': 'write',
  '/countView': 'write',
  '/usageTotals': 'read',
  '/usageReport': 'read',
  '/jatsRecords': 'read',
};

/** Whether a call only reads, so the client may send it again by itself after a failure. */
export function isIdempotentCall(path: string): boolean {
  return Object.hasOwn(callKinds, path) && callKinds[path as ApiPath] === 'read';
}
