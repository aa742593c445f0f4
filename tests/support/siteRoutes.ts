import type { APIRequestContext } from '@playwright/test';
import { journal } from '@journal/shared/journal';
import {
  conferenceLink,
  issueLink,
  sections,
  thesisVolumeLink,
  workPath,
  type RoutePattern,
} from '@journal/shared/routes';
import { slugify } from '@journal/shared/text';
import { baseUrl } from './env.ts';
import { apiCall } from './journalApi.ts';

/**
 * The site's route table (shared/src/routing/sections.ts, docs/sections.md) turned into concrete addresses, one or
 * more per route, with real ids taken from the API the site itself talks to: nothing is hard-coded
 * but the shape of each address. Used by the accessibility spec to visit every page.
 */

/** Every path pattern of the route table, without the leading slash ("" is home, ":slug" a segment). */
export function routeTablePaths(): RoutePattern[] {
  return Object.values(sections).flatMap((section) => section.paths);
}

export interface ConcreteRoute {
  /** The route-table pattern the address stands for; null for the Not Found page. */
  pattern: string | null;
  /** Site-relative address with its query. */
  url: string;
}

/** True when the address's path is one the pattern matches (the router's rule: case-insensitive, ":x" is one segment). */
export function pathMatchesPattern(url: string, pattern: string): boolean {
  const segments = new URL(url, baseUrl).pathname.split('/').filter(Boolean);
  const expected = pattern.split('/').filter(Boolean);
  return (
    segments.length === expected.length &&
    expected.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase())
  );
}

/**
 * The journal's oldest issue (full, so its list shows pagination) and the newest. Issues of years before
 * the journal began are left out: the import specs add real articles of other publishers in their own
 * volumes (2019), one article each, with no second page.
 */
async function archiveIssues(request: APIRequestContext) {
  const { archives } = await apiCall(request, '/archiveYearListing');
  const issues = archives.flatMap(({ year, volumes }) =>
    volumes.flatMap(({ volume, issue }) => issue.map((number) => ({ year, volume, issue: number }))),
  );
  const newestYear = archives[archives.length - 1]!; // the API lists the oldest year first
  const newest = {
    year: newestYear.year,
    volume: newestYear.volumes[0]!.volume,
    issue: newestYear.volumes[0]!.issue[0]!,
  };
  const oldest = issues.find((issue) => issue.year >= journal.startingYear)!;
  return { newest, oldest };
}

async function archiveRoutes(request: APIRequestContext): Promise<ConcreteRoute[]> {
  const { newest, oldest } = await archiveIssues(request);
  const routes: ConcreteRoute[] = [];
  for (const [base, issue] of [
    ['archives', oldest],
    ['current-issue', newest],
  ] as const) {
    const list = await apiCall(request, '/archivePaperListing', { ...issue, page: 1 });
    const paper = list.papersList[0]!;
    routes.push(
      { pattern: base, url: `/${base}` },
      { pattern: `${base}/paperlist`, url: issueLink(base, issue) },
      { pattern: `${base}/paper-details`, url: workPath('paper', paper.paper_id, paper.paper_title, base) },
    );
  }
  const details = routes.find((route) => route.pattern === 'archives/paper-details')!;
  routes.push({ pattern: 'archives/paper-details', url: `${details.url}&section=References` });
  // Site search with results and facets, and the page of the first paper's first author.
  const { papersList } = await apiCall(request, '/archivePaperListing', {
    ...oldest,
    page: 1,
  });
  routes.push(
    { pattern: 'search', url: '/search?q=learning' },
    { pattern: 'authors/:slug', url: `/authors/${slugify(papersList[0]!.author_1)}` },
  );
  return routes;
}

async function conferenceRoutes(request: APIRequestContext): Promise<ConcreteRoute[]> {
  const { Conference_CategoriesList: categories } = await apiCall(request, '/conferenceCategoriesFetch');
  const conference = categories[0]!;
  const { ConferenceList: papers } = await apiCall(request, '/conferenceFetch', { id: conference.id });
  return [
    { pattern: 'conference', url: '/conference' },
    { pattern: 'conference/paperlist', url: conferenceLink(conference) },
    {
      pattern: 'conference/paper-details',
      url: workPath('conference', papers[0]!.id, papers[0]!.title),
    },
  ];
}

async function thesisRoutes(request: APIRequestContext): Promise<ConcreteRoute[]> {
  const { thesis } = await apiCall(request, '/thesisYearListing');
  const { year, volumes } = thesis[0]!;
  const volume = volumes[0]!.volume;
  const list = await apiCall(request, '/thesisDataListing', {
    thesis_year: year,
    thesis_volume: volume,
  });
  const paper = list.papersList[0]!;
  return [
    { pattern: 'thesis', url: '/thesis' },
    { pattern: 'thesis/paperlist', url: thesisVolumeLink(year, volume) },
    {
      pattern: 'thesis/paper-details',
      url: workPath('thesis', paper.id, paper.title),
    },
  ];
}

/** Pages whose address carries a record's slug: a real one of each, from the API. */
async function slugRoutes(request: APIRequestContext): Promise<ConcreteRoute[]> {
  const { members } = await apiCall(request, '/editorialBoard');
  const topics = await apiCall(request, '/topics');
  const firstTopic = Object.values(topics.data.data).flat()[0]!;
  const { blogs } = await apiCall(request, '/blogListing');
  const tagged = blogs.find((post) => post.tags.length > 0)!;
  return [
    { pattern: 'editorial-board/:slug', url: `/editorial-board/${members[0]!.slug}` },
    { pattern: 'topics/:slug', url: `/topics/${firstTopic.slug}` },
    { pattern: 'blogs/:slug', url: `/blogs/${blogs[0]!.slug}` },
    { pattern: 'tag/:slug', url: `/tag/${tagged.tags[0]!}` },
  ];
}

/**
 * One concrete address (at least) for every route of the table, plus an /ethics target, the
 * References view of a paper and the Not Found page. Patterns without parameters or a query are used
 * as they are; the rest are filled from the API.
 */
export async function concreteRoutes(request: APIRequestContext): Promise<ConcreteRoute[]> {
  const derived = [
    ...(await archiveRoutes(request)),
    ...(await conferenceRoutes(request)),
    ...(await thesisRoutes(request)),
    ...(await slugRoutes(request)),
  ];
  const covered = new Set(derived.map((route) => route.pattern));
  const plain = routeTablePaths()
    .filter((pattern) => !covered.has(pattern) && !pattern.includes(':'))
    .map((pattern) => ({ pattern, url: `/${pattern}` }));
  return [
    ...plain,
    { pattern: 'ethics', url: '/ethics?target=plagiarism-policy' },
    ...derived,
    { pattern: null, url: '/no-such-page-for-accessibility' },
  ];
}
