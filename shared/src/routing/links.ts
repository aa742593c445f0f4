import { CONTINUOUS_ISSUE } from '../text/issueName.ts';
import { MAX_ID, MAX_NUMBER, MAX_PAGE, MAX_YEAR, MIN_YEAR, SEARCH_TEXT_MAX } from '../contract/api/limits.ts';
import { readPositiveInt } from '../text/readPositiveInt.ts';
import { slugify } from '../text/slugify.ts';
import type { PageAddress, PagePath, RoutePattern } from './sections.ts';

/**
 * Typed link builders, beside the route table (sections.ts): every address of a page with arguments is
 * built here, so the query shape of each page exists once, and every path is checked against the table's
 * patterns by the compiler. Stateless, so both the singleton entries and the bundled ones (metadata) may
 * use it; the page table (pages.ts) reads them back and links with them. Exported from `@journal/shared/routes`.
 */

/** The path of a page without arguments: `pagePath('aim-and-scope')` is "/aim-and-scope", checked against the table. */
export function pagePath<P extends RoutePattern>(pattern: P): PagePath<P> {
  return `/${pattern}` as PagePath<P>;
}

/** The path of a page with one ":slug" segment, the slug encoded, with `page` past page 1. */
function slugPath(section: 'topics' | 'blogs' | 'editorial-board' | 'tag' | 'authors', slug: string, page?: number) {
  const path = `/${section}/${encodeURIComponent(slug)}` satisfies PagePath;
  return page !== undefined && page > 1 ? `${path}?page=${page}` : path;
}

export type ArchiveBase = 'archives' | 'current-issue';

/** The three kinds of work the site lists (the API's WorkKind). */
export type WorkKindName = 'paper' | 'thesis' | 'conference';

/** One issue of the journal: the Current Issue link, an issue's list and contents, a paper's place. */
export interface IssueRef {
  year: number;
  volume: number;
  issue: number;
}

/** Adds `page` only past page 1, so the plain address of a list stays short. */
function withPage(query: URLSearchParams, page: number | undefined): string {
  if (page !== undefined && page > 1) query.set('page', String(page));
  return query.toString();
}

/** The paper list of one issue, under /archives or /current-issue. */
export function issueLink(base: ArchiveBase, issue: IssueRef, page?: number): PageAddress {
  const query = new URLSearchParams({
    year: String(issue.year),
    volume: String(issue.volume),
    issue: String(issue.issue),
  });
  return `${pagePath(`${base}/paperlist`)}?${withPage(query, page)}`;
}

/** The issue an issue address names (year, volume, issue), or null when any is missing or not a sane whole number. */
export function readIssueLink(params: URLSearchParams): IssueRef | null {
  const year = readPositiveInt(params.get('year'), MAX_YEAR);
  const volume = readPositiveInt(params.get('volume'), MAX_NUMBER);
  // issue=0 is a volume published continuously (docs/content.md, "Continuous publication").
  const issue =
    params.get('issue') === String(CONTINUOUS_ISSUE)
      ? CONTINUOUS_ISSUE
      : readPositiveInt(params.get('issue'), MAX_NUMBER);
  return year && volume && issue !== null ? { year, volume, issue } : null;
}

/** Whether an archive index (either order) lists the issue. */
export function isPublishedIssue(
  index: ReadonlyArray<{ year: number; volumes: ReadonlyArray<{ volume: number; issue: readonly number[] }> }>,
  { year, volume, issue }: IssueRef,
): boolean {
  return index.some(
    (entry) =>
      entry.year === year &&
      entry.volumes.some((candidate) => candidate.volume === volume && candidate.issue.includes(issue)),
  );
}

/** An issue's contents on one printable page (one address for both the archives and the current issue). */
export function issueContentsLink(issue: IssueRef): string {
  const query = new URLSearchParams({
    year: String(issue.year),
    volume: String(issue.volume),
    issue: String(issue.issue),
  });
  return `${pagePath('archives/contents')}?${query}`;
}

/** The current issue's paper list, or the /current-issue index while the latest issue is not known. */
export function currentIssueLink(issue: IssueRef | null): PageAddress {
  return issue ? issueLink('current-issue', issue) : pagePath('current-issue');
}

const DETAILS: Record<WorkKindName, RoutePattern> = {
  paper: 'archives/paper-details',
  thesis: 'thesis/paper-details',
  conference: 'conference/paper-details',
};

/**
 * The details page of a paper, thesis or conference paper, with the title slug of each section. A paper
 * is canonically under /archives; the current-issue lists link it under their own base.
 */
export function workPath(kind: WorkKindName, id: number, title: string, base: ArchiveBase = 'archives'): string {
  const page = kind === 'paper' ? pagePath(`${base}/paper-details`) : pagePath(DETAILS[kind]);
  return `${page}?paperid=${id}&papertitle=${slugify(title)}`;
}

export interface ThesisVolumeRef {
  year: number;
  volume: number;
  page: number;
}

/**
 * A thesis volume's address read back (year, volume and page), or null when year or volume is missing,
 * not a plain whole number, or a year before the journal's first (the API refuses those too).
 */
export function readThesisVolumeLink(query: URLSearchParams): ThesisVolumeRef | null {
  const year = readPositiveInt(query.get('year'), MAX_YEAR);
  const volume = readPositiveInt(query.get('volume'), MAX_NUMBER);
  if (year === null || year < MIN_YEAR || volume === null) return null;
  return { year, volume, page: readPageNumber(query) };
}

/** The `page` of a list's address, 1 when it names none that is sane. */
export function readPageNumber(query: URLSearchParams): number {
  return readPositiveInt(query.get('page'), MAX_PAGE) ?? 1;
}

/** The theses of one volume. */
export function thesisVolumeLink(year: number, volume: number, page?: number): string {
  return `${pagePath('thesis/paperlist')}?${withPage(new URLSearchParams({ year: String(year), volume: String(volume) }), page)}`;
}

export interface ConferenceRef {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}

/** A conference's list address read back: its id and page, and what the link said about the conference. */
export interface ConferenceLinkArgs {
  id: number;
  page: number;
  /** Shown until the conference itself is known; null when the link gave none that is sane. */
  name: string | null;
  year: number | null;
  volume: number | null;
  issue: number | null;
}

/** A conference name longer than this in a query is not a real one: it is cut, never echoed whole. */
const MAX_CONFERENCE_NAME = 200;

/** A conference's list address read back, or null without a readable conference id. */
export function readConferenceLink(query: URLSearchParams): ConferenceLinkArgs | null {
  const id = readPositiveInt(query.get('id'), MAX_ID);
  if (id === null) return null;
  return {
    id,
    page: readPageNumber(query),
    name: query.get('name')?.replace(/\s+/g, ' ').trim().slice(0, MAX_CONFERENCE_NAME) || null,
    year: readPositiveInt(query.get('year'), MAX_YEAR),
    volume: readPositiveInt(query.get('volume'), MAX_NUMBER),
    issue: readPositiveInt(query.get('issue'), MAX_NUMBER),
  };
}

/** The papers of one conference, in the query shape name, year, volume, issue, id. */
export function conferenceLink(conference: ConferenceRef, page?: number): string {
  const query = new URLSearchParams({
    name: conference.name,
    year: String(conference.year),
    volume: String(conference.volume),
    issue: String(conference.issue),
    id: String(conference.id),
  });
  return `${pagePath('conference/paperlist')}?${withPage(query, page)}`;
}

/** What narrows a site-wide search: one kind of work, one year, any word instead of every word, a page. */
export interface SiteSearchFilters {
  kind?: WorkKindName;
  year?: number;
  /** Any word may match (a topic's papers); the reader's own searches need every word. */
  any?: boolean;
  page?: number;
}

/** The site-wide search (/search?q=…&kind=…&year=…&match=any&page=…), served by the archives remote. */
export function siteSearchLink(q: string, { kind, year, any, page }: SiteSearchFilters = {}): string {
  const query = new URLSearchParams({ q });
  if (kind) query.set('kind', kind);
  if (year) query.set('year', String(year));
  if (any) query.set('match', 'any');
  return `${pagePath('search')}?${withPage(query, page)}`;
}

/** A research topic's page. */
export function topicLink(slug: string): string {
  return slugPath('topics', slug);
}

/** A blog post. */
export function blogPostLink(slug: string): string {
  return slugPath('blogs', slug);
}

/** The blog's list of posts, at one page. */
export function blogListLink(page?: number): string {
  return page !== undefined && page > 1 ? `${pagePath('blogs')}?page=${page}` : pagePath('blogs');
}

/** The posts carrying one tag, at one page. */
export function tagLink(tag: string, page?: number): string {
  return slugPath('tag', tag, page);
}

/** One member of the editorial board. */
export function editorLink(slug: string): string {
  return slugPath('editorial-board', slug);
}

/** An author's page under the author's slug (authorSlug), at one page of works. */
export function authorLink(slug: string, page?: number): string {
  return slugPath('authors', slug, page);
}

const WORK_KINDS: ReadonlySet<string> = new Set<WorkKindName>(['paper', 'thesis', 'conference']);

/**
 * A /search address read back, as siteSearchLink writes it: the words (trimmed, at most the SEARCH_TEXT_MAX characters
 * the API accepts, '' when none) and the filters. A kind, year or page that is not one is no filter.
 */
export function readSiteSearchLink(params: URLSearchParams): {
  q: string;
  filters: SiteSearchFilters & { page: number };
} {
  const kind = params.get('kind') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    filters: {
      kind: WORK_KINDS.has(kind) ? (kind as WorkKindName) : undefined,
      year: readPositiveInt(params.get('year'), MAX_YEAR) ?? undefined,
      // match=any (from a topic page): any word may match; the reader's own searches need every word.
      any: params.get('match') === 'any',
      page: readPositiveInt(params.get('page'), MAX_PAGE) ?? 1,
    },
  };
}

/** The query parameter holding a list page's search text while search results replace the list. */
export const SEARCH_PARAM = 'search';

/** The search text of an address (trimmed, at most the SEARCH_TEXT_MAX characters the API accepts), or null when not searching. */
export function readSearchText(params: URLSearchParams): string | null {
  const text = params.get(SEARCH_PARAM)?.trim().slice(0, SEARCH_TEXT_MAX);
  return text ? text : null;
}
