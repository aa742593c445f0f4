import { CONTINUOUS_ISSUE } from '../text/issueName.ts';
import { MAX_NUMBER, MAX_PAGE, MAX_YEAR, SEARCH_TEXT_MAX } from '../contract/api/limits.ts';
import { readPositiveInt } from '../text/readPositiveInt.ts';
import { slugify } from '../text/slugify.ts';

/**
 * Typed link builders, beside the route table (sections.json): every paper, thesis, conference and issue
 * address of the site is built here, so the query shape of each page exists once. Stateless, so both the
 * singleton entries and the bundled ones (metadata) may use it. Exported from `@journal/shared/routes`.
 */

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
export function issueLink(base: ArchiveBase, issue: IssueRef, page?: number): string {
  const query = new URLSearchParams({
    year: String(issue.year),
    volume: String(issue.volume),
    issue: String(issue.issue),
  });
  return `/${base}/paperlist?${withPage(query, page)}`;
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
  return `/archives/contents?${query}`;
}

/** The current issue's paper list, or the /current-issue index while the latest issue is not known. */
export function currentIssueLink(issue: IssueRef | null): string {
  return issue ? issueLink('current-issue', issue) : '/current-issue';
}

const DETAILS: Record<WorkKindName, string> = {
  paper: 'archives/paper-details',
  thesis: 'thesis/paper-details',
  conference: 'conference/paper-details',
};

/**
 * The details page of a paper, thesis or conference paper, with the title slug of each section. A paper
 * is canonically under /archives; the current-issue lists link it under their own base.
 */
export function workPath(kind: WorkKindName, id: number, title: string, base: ArchiveBase = 'archives'): string {
  const page = kind === 'paper' ? `${base}/paper-details` : DETAILS[kind];
  return `/${page}?paperid=${id}&papertitle=${slugify(title)}`;
}

/** The theses of one volume. */
export function thesisVolumeLink(year: number, volume: number, page?: number): string {
  return `/thesis/paperlist?${withPage(new URLSearchParams({ year: String(year), volume: String(volume) }), page)}`;
}

export interface ConferenceRef {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
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
  return `/conference/paperlist?${withPage(query, page)}`;
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
  return `/search?${withPage(query, page)}`;
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
