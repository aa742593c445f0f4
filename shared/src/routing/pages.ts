import { MAX_ID } from '../contract/api/limits.ts';
import { authorSlug } from '../text/authorSlug.ts';
import { readPositiveInt } from '../text/readPositiveInt.ts';
import {
  authorLink,
  blogListLink,
  blogPostLink,
  conferenceLink,
  editorLink,
  issueContentsLink,
  issueLink,
  pagePath,
  readConferenceLink,
  readIssueLink,
  readPageNumber,
  readSiteSearchLink,
  readThesisVolumeLink,
  siteSearchLink,
  tagLink,
  thesisVolumeLink,
  topicLink,
  workPath,
  type ArchiveBase,
  type ConferenceLinkArgs,
  type ConferenceRef,
  type IssueRef,
  type SiteSearchFilters,
  type ThesisVolumeRef,
  type WorkKindName,
} from './links.ts';
import type { PagePath, RoutePattern } from './sections.ts';

/** The ":name" segments of a matched path, decoded. */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * One built-in page: how its address is read and written. The browser pages and the site server read an
 * address with the same `read`, so a page the site server finds (its head, its status) is the page the
 * remote shows, and a link to it is built by `href` alone.
 */
export interface PageEntry<Args, LinkArgs = Args> {
  /** The page's arguments from its address (":name" segments and query), or null when it names nothing readable. */
  read: (params: RouteParams, query: URLSearchParams) => Args | null;
  /** The page's address for those arguments. */
  href: (args: LinkArgs) => string;
  /** Where a reader goes from an address `read` cannot read; without it, such an address is Page Not Found. */
  orElse?: PagePath;
}

type NoArgs = Record<string, never>;
const NO_ARGS: NoArgs = {};

/** A page whose address takes no arguments (its query, such as ?target= of /ethics, only scrolls within it). */
function fixed(pattern: RoutePattern): PageEntry<NoArgs> {
  const path = pagePath(pattern);
  return { read: () => NO_ARGS, href: () => path };
}

const pageOf = readPageNumber;

/** An issue's paper list, under /archives or /current-issue; without a readable issue the reader is sent to the index. */
function issueList(base: ArchiveBase): PageEntry<IssueRef & { page: number }> {
  return {
    read: (_, query) => {
      const issue = readIssueLink(query);
      return issue && { ...issue, page: pageOf(query) };
    },
    href: ({ page, ...issue }) => issueLink(base, issue, page),
    orElse: pagePath(base),
  };
}

export interface WorkArgs {
  id: number;
  /** The title, or the slug of it the address carries ('' when it carries none). */
  title: string;
}

function workDetails(kind: WorkKindName, base?: ArchiveBase): PageEntry<WorkArgs> {
  return {
    read: (_, query) => {
      const id = readPositiveInt(query.get('paperid'), MAX_ID);
      return id === null ? null : { id, title: query.get('papertitle') ?? '' };
    },
    href: ({ id, title }) => workPath(kind, id, title, base),
  };
}

/** A page named by its ":slug" segment; an empty slug names nothing. */
function bySlug(href: (slug: string) => string): PageEntry<{ slug: string }> {
  return { read: ({ slug }) => (slug ? { slug } : null), href: ({ slug }) => href(slug) };
}

/**
 * Every built-in page by its pattern, read by the site server (`@journal/shared/pages`); the browser pages
 * call the same readers and link builders from `@journal/shared/routes`, so they never bundle this table.
 * Typed `Record<RoutePattern, …>` (through `satisfies`), so a pattern added to sections.ts does not
 * compile until it has its entry here.
 */
export const pages = {
  '': fixed(''),
  archives: fixed('archives'),
  'archives/paperlist': issueList('archives'),
  'archives/paper-details': workDetails('paper', 'archives'),
  'current-issue': fixed('current-issue'),
  'current-issue/paperlist': issueList('current-issue'),
  'current-issue/paper-details': workDetails('paper', 'current-issue'),
  search: {
    read: (_, query) => readSiteSearchLink(query),
    href: ({ q, filters }) => siteSearchLink(q, filters),
  } satisfies PageEntry<{ q: string; filters: SiteSearchFilters }>,
  'authors/:slug': {
    // Any spelling of the name ("Nguyễn-Minh") names the same author: the slug is the name's slug.
    read: ({ slug = '' }, query) => {
      const author = authorSlug(slug);
      return author ? { slug: author, page: pageOf(query) } : null;
    },
    href: ({ slug, page }) => authorLink(slug, page),
  } satisfies PageEntry<{ slug: string; page: number }, { slug: string; page?: number }>,
  'archives/contents': {
    read: (_, query) => readIssueLink(query),
    href: (issue) => issueContentsLink(issue),
  } satisfies PageEntry<IssueRef>,
  conference: fixed('conference'),
  'conference/paperlist': {
    read: (_, query) => readConferenceLink(query),
    href: ({ page, ...conference }) => conferenceLink(conference, page),
    orElse: pagePath('conference'),
  } satisfies PageEntry<ConferenceLinkArgs, ConferenceRef & { page?: number }>,
  'conference/paper-details': workDetails('conference'),
  'conference-procedings': fixed('conference-procedings'),
  thesis: fixed('thesis'),
  'thesis/paperlist': {
    read: (_, query) => readThesisVolumeLink(query),
    href: ({ year, volume, page }) => thesisVolumeLink(year, volume, page),
    orElse: pagePath('thesis'),
  } satisfies PageEntry<ThesisVolumeRef, Omit<ThesisVolumeRef, 'page'> & { page?: number }>,
  'thesis/paper-details': workDetails('thesis'),
  publications: fixed('publications'),
  'aim-and-scope': fixed('aim-and-scope'),
  'editorial-board': fixed('editorial-board'),
  'editorial-board/:slug': bySlug(editorLink),
  'indexing-and-abstracting': fixed('indexing-and-abstracting'),
  'publication-ethics-policy': fixed('publication-ethics-policy'),
  'peer-review-policy': fixed('peer-review-policy'),
  ethics: fixed('ethics'),
  'cross-mark-policy': fixed('cross-mark-policy'),
  'impact-Factor': fixed('impact-Factor'),
  'impact-factor': fixed('impact-factor'),
  FAQs: fixed('FAQs'),
  'journal-particulars': fixed('journal-particulars'),
  downloads: fixed('downloads'),
  'journal-publishing-process': fixed('journal-publishing-process'),
  'call-for-papers': fixed('call-for-papers'),
  topics: fixed('topics'),
  'topics/:slug': bySlug(topicLink),
  'paper-status': fixed('paper-status'),
  'instruction-for-author': fixed('instruction-for-author'),
  'article-processing-charges': fixed('article-processing-charges'),
  'guidance-for-ems': fixed('guidance-for-ems'),
  'contact-us': fixed('contact-us'),
  'privacy-policy': fixed('privacy-policy'),
  'terms-and-conditions': fixed('terms-and-conditions'),
  'refund-policy': fixed('refund-policy'),
  blogs: {
    read: (_, query) => ({ page: pageOf(query) }),
    href: ({ page }) => blogListLink(page),
  } satisfies PageEntry<{ page: number }, { page?: number }>,
  'blogs/:slug': bySlug(blogPostLink),
  'tag/:slug': {
    read: ({ slug }, query) => (slug ? { slug, page: pageOf(query) } : null),
    href: ({ slug, page }) => tagLink(slug, page),
  } satisfies PageEntry<{ slug: string; page: number }, { slug: string; page?: number }>,
  'top-10-journals-in-computer-science': fixed('top-10-journals-in-computer-science'),
  'best-computer-science-journals': fixed('best-computer-science-journals'),
  'fast-publication-computer-science-journals-list': fixed('fast-publication-computer-science-journals-list'),
  'fast-publishing-computer-science-journals': fixed('fast-publishing-computer-science-journals'),
  'top-computer-science-journals-list': fixed('top-computer-science-journals-list'),
  'top-computer-science-journals': fixed('top-computer-science-journals'),
  'top-computer-science-journals-in-india': fixed('top-computer-science-journals-in-india'),
  'low-cost-computer-science-journals-in-india': fixed('low-cost-computer-science-journals-in-india'),
  'google-scholar-computer-science-journals-list': fixed('google-scholar-computer-science-journals-list'),
  'journal-for-computer-science-research': fixed('journal-for-computer-science-research'),
} satisfies Record<RoutePattern, PageEntry<unknown, never>>;

/** The arguments `read` gives for a page. */
export type PageArgs<P extends RoutePattern> = NonNullable<ReturnType<(typeof pages)[P]['read']>>;

/** What `href` takes for a page. */
export type LinkArgs<P extends RoutePattern> = Parameters<(typeof pages)[P]['href']>[0];

/** Whether a matched route is a built-in page (a team's own page, published in its routes.json, is not). */
export function isRoutePattern(path: string): path is RoutePattern {
  return Object.hasOwn(pages, path);
}

/** A page's arguments from a matched address (`read` of its entry), typed by its pattern. */
export function readPage<P extends RoutePattern>(
  pattern: P,
  params: RouteParams,
  query: URLSearchParams,
): PageArgs<P> | null {
  // TypeScript cannot correlate a union of entries with P; each entry's own `satisfies` checks its reader.
  const read = pages[pattern].read as (params: RouteParams, query: URLSearchParams) => PageArgs<P> | null;
  return read(params, query);
}
