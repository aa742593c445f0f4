import { MAX_ID, MAX_NUMBER, MAX_PAGE, MAX_YEAR } from '@journal/shared/contract';
import { escapeHtml as e } from '@journal/shared/metadata';
import {
  conferenceLink,
  issueLink,
  readIssueLink,
  thesisVolumeLink,
  workPath,
  type ArchiveBase,
  type WorkKindName,
} from '@journal/shared/routes';
import {
  authorPath,
  authorSlug,
  authorsOf,
  countOf,
  issueName,
  locatorFact,
  monthYear,
  readPositiveInt,
  workPlace,
} from '@journal/shared/text';
import type { ApiReader } from './apiReader.ts';

/**
 * The items of a list page for readers without JavaScript, inside <noscript> as the search results are
 * (searchSummary.ts): the very page of the list the app asks the API for, as plain links with the
 * app's paging addresses (Previous, Next and the page numbers), so a crawler or a reader with scripts
 * off walks every issue, volume, conference, post and author's works. With JavaScript the browser
 * ignores it and the app draws the list. '' for a route that is not a list page.
 */
export async function listSummary(
  route: string,
  params: Record<string, string>,
  query: URLSearchParams,
  api: ApiReader,
) {
  const page = readPositiveInt(query.get('page'), MAX_PAGE) ?? 1;
  switch (route) {
    case 'archives':
    case 'current-issue':
      return archiveIndex(route, api);
    case 'archives/paperlist':
    case 'current-issue/paperlist':
      return issuePapers(route.split('/')[0] as ArchiveBase, query, page, api);
    case 'thesis':
      return thesisIndex(api);
    case 'thesis/paperlist':
      return thesisPapers(query, page, api);
    case 'conference':
      return conferenceIndex(api);
    case 'conference/paperlist':
      return conferencePapers(query, page, api);
    case 'blogs':
      return blogPosts(page, api);
    case 'tag/:slug':
      return taggedPosts(params.slug ?? '', page, api);
    case 'topics':
      return topicIndex(api);
    case 'editorial-board':
      return boardMembers(api);
    case 'authors/:slug':
      return authorWorks(authorSlug(params.slug ?? ''), page, api);
    default:
      return '';
  }
}

const LINK =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const ACTION =
  'inline-flex items-center rounded-md border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 ' +
  'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const link = (href: string, text: string, className = LINK) =>
  `<a class="${className}" href="${e(href)}">${e(text)}</a>`;
const section = (label: string, inner: string) =>
  `<noscript><section aria-label="${e(label)}" class="mt-6 space-y-4">${inner}</section></noscript>`;
const authorLinks = (names: readonly string[]) =>
  names.map((name) => (authorPath(name) ? link(authorPath(name)!, name) : e(name))).join(', ');

/** One work as a card: title to its page, authors to theirs, where and when, and its full text. */
interface WorkItem {
  kind: WorkKindName;
  id: number;
  title: string;
  authors: readonly string[];
  facts: string[];
  pdfUrl?: string;
  base?: ArchiveBase;
}

function workCard(work: WorkItem): string {
  const details = workPath(work.kind, work.id, work.title, work.base);
  // A journal paper's Full Text is on its page (the HTML where stored); a thesis or conference paper has its PDF only.
  const fullText = work.kind === 'paper' ? `${details}&section=FullText` : (work.pdfUrl ?? details);
  const actions = work.pdfUrl
    ? `<p class="flex flex-wrap gap-2">${link(fullText, 'Full Text', ACTION)}${link(work.pdfUrl, 'Download PDF', ACTION)}</p>`
    : '';
  return (
    `<li class="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">` +
    `<h2 class="text-lg font-semibold leading-snug text-brand-900">${link(details, work.title)}</h2>` +
    (work.authors.length ? `<p class="text-sm text-slate-700">${authorLinks(work.authors)}</p>` : '') +
    `<p class="text-sm text-slate-600">${work.facts.map(e).join(' · ')}</p>${actions}</li>`
  );
}

/** Previous, the page numbers and Next, each a link to the list's own address for that page. */
function pager(page: number, pages: number, address: (page: number) => string): string {
  if (pages <= 1) return '';
  const step = (to: number, label: string, rel?: string) =>
    `<a class="${LINK}"${rel ? ` rel="${rel}"` : ''} href="${e(address(to))}">${label}</a>`;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).map((to) =>
    to === page ? `<span aria-current="page" class="font-semibold text-slate-900">${to}</span>` : step(to, String(to)),
  );
  return (
    `<nav aria-label="Pages" class="flex flex-wrap items-center gap-3">` +
    `${page > 1 ? step(page - 1, 'Previous', 'prev') : ''}${numbers.join('')}${page < pages ? step(page + 1, 'Next', 'next') : ''}</nav>`
  );
}

function workList(label: string, works: WorkItem[], total: number, nouns: readonly [string, string], paging: string) {
  if (works.length === 0) return section(label, `<p class="text-slate-700">No Paper Found</p>${paging}`);
  return section(
    label,
    `<p class="text-slate-700">${countOf(total, nouns)}.</p><ol class="space-y-4">${works.map(workCard).join('')}</ol>${paging}`,
  );
}

/** "Pages: 13-27", or "Article number: 1655" for a paper published without pages (as the card says). */
function locatorLine(paper: { paper_pages: string; paper_elocation?: string }): string {
  const locator = locatorFact(paper.paper_pages, paper.paper_elocation);
  return locator ? `${locator.term}: ${locator.value}` : '';
}

async function issuePapers(base: ArchiveBase, query: URLSearchParams, page: number, api: ApiReader) {
  const issue = readIssueLink(query);
  if (!issue) return '';
  const result = await api.call('/archivePaperListing', { ...issue, page });
  if (!result.found) return '';
  const { papersList, current_page, total_pages, total_items } = result.data;
  const works = papersList.map((paper) => ({
    kind: 'paper' as const,
    id: paper.paper_id,
    title: paper.paper_title,
    authors: authorsOf(paper),
    facts: [`Published Online: ${monthYear(paper.paper_month, paper.year)}`, locatorLine(paper)],
    pdfUrl: paper.paper_url,
    base,
  }));
  return workList(
    'Papers of this issue',
    works,
    total_items,
    ['paper', 'papers'],
    pager(current_page, total_pages, (to) => issueLink(base, issue, to)),
  );
}

async function thesisPapers(query: URLSearchParams, page: number, api: ApiReader) {
  const year = readPositiveInt(query.get('year'), MAX_YEAR);
  const volume = readPositiveInt(query.get('volume'), MAX_NUMBER);
  if (year === null || volume === null) return '';
  const result = await api.call('/thesisDataListing', { thesis_year: year, thesis_volume: volume, page });
  if (!result.found) return '';
  const { papersList, current_page, total_pages, total_items } = result.data;
  const works = papersList.map((thesis) => ({
    kind: 'thesis' as const,
    id: thesis.id,
    title: thesis.title,
    authors: authorsOf(thesis),
    facts: [`Published Online: ${monthYear(thesis.month, thesis.year)}`, `Pages: ${thesis.pages}`],
    pdfUrl: thesis.paper_url,
  }));
  return workList(
    'Theses of this volume',
    works,
    total_items,
    ['thesis', 'theses'],
    pager(current_page, total_pages, (to) => thesisVolumeLink(year, volume, to)),
  );
}

async function conferencePapers(query: URLSearchParams, page: number, api: ApiReader) {
  const id = readPositiveInt(query.get('id'), MAX_ID);
  const conference = (await api.get('/conferenceCategoriesFetch')).Conference_CategoriesList.find(
    (entry) => entry.id === id,
  );
  if (!conference) return '';
  const result = await api.call('/conferenceFetch', { id: conference.id, page });
  if (!result.found) return '';
  const { ConferenceList, current_page, total_pages, total_items } = result.data;
  const works = ConferenceList.map((paper) => ({
    kind: 'conference' as const,
    id: paper.id,
    title: paper.title,
    authors: authorsOf(paper),
    facts: [`Published Online: ${monthYear(paper.month, paper.year)}`, `Pages: ${paper.pages}`],
    pdfUrl: paper.pdf_url,
  }));
  return workList(
    'Papers of this conference',
    works,
    total_items,
    ['conference paper', 'conference papers'],
    pager(current_page, total_pages, (to) => conferenceLink(conference, to)),
  );
}

async function authorWorks(slug: string, page: number, api: ApiReader) {
  if (!slug) return '';
  const result = await api.call('/authorProfile', { slug, page });
  if (!result.found) return '';
  const { works, current_page, total_pages, total_items } = result.data;
  const items = works.map((work) => ({
    kind: work.kind,
    id: work.id,
    title: work.title,
    authors: work.authors,
    facts: [workPlace(work), `Published Online: ${monthYear(work.month, work.year)}`],
  }));
  return workList(
    'Works of this author',
    items,
    total_items,
    ['work', 'works'],
    pager(current_page, total_pages, (to) => (to > 1 ? `/authors/${slug}?page=${to}` : `/authors/${slug}`)),
  );
}

/** Groups of links: a year with its volumes and issues, a category with its topics. */
function linkGroups(label: string, groups: Array<{ heading: string; links: Array<[href: string, text: string]> }>) {
  const items = groups.map(
    (group) =>
      `<li><h2 class="text-lg font-semibold text-brand-900">${e(group.heading)}</h2><ul class="mt-2 flex flex-wrap gap-x-4 gap-y-2">` +
      `${group.links.map(([href, text]) => `<li>${link(href, text)}</li>`).join('')}</ul></li>`,
  );
  return section(label, `<ul class="space-y-5">${items.join('')}</ul>`);
}

async function archiveIndex(base: ArchiveBase, api: ApiReader) {
  const { archives } = await api.get('/archiveYearListing');
  return linkGroups(
    'Issues by year',
    [...archives].reverse().map(({ year, volumes }) => ({
      heading: String(year),
      links: volumes.flatMap(({ volume, issue }) =>
        issue.map((number): [string, string] => [
          issueLink(base, { year, volume, issue: number }),
          issueName({ volume, issue: number }),
        ]),
      ),
    })),
  );
}

async function thesisIndex(api: ApiReader) {
  const { thesis } = await api.get('/thesisYearListing');
  return linkGroups(
    'Thesis volumes by year',
    [...thesis].reverse().map(({ year, volumes }) => ({
      heading: String(year),
      links: volumes.map(({ volume }): [string, string] => [
        thesisVolumeLink(year, volume),
        `Volume ${volume}, Year ${year}`,
      ]),
    })),
  );
}

async function conferenceIndex(api: ApiReader) {
  const { Conference_CategoriesList: conferences } = await api.get('/conferenceCategoriesFetch');
  const years = [...new Set(conferences.map((conference) => conference.year))].sort((a, b) => b - a);
  return linkGroups(
    'Conferences by year',
    years.map((year) => ({
      heading: String(year),
      links: conferences
        .filter((conference) => conference.year === year)
        .map((conference): [string, string] => [conferenceLink(conference), conference.name]),
    })),
  );
}

async function topicIndex(api: ApiReader) {
  const { data } = (await api.get('/topics')).data;
  return linkGroups(
    'Research topics by area',
    Object.entries(data).map(([category, topics]) => ({
      heading: category,
      links: topics.map((topic): [string, string] => [`/topics/${topic.slug}`, topic.title]),
    })),
  );
}

async function boardMembers(api: ApiReader) {
  const { members } = await api.get('/editorialBoard');
  const roles = [...new Set(members.map((member) => member.role))];
  return linkGroups(
    'Members of the editorial board',
    roles.map((role) => ({
      heading: role,
      links: members
        .filter((member) => member.role === role)
        .map((member): [string, string] => [`/editorial-board/${member.slug}`, member.name]),
    })),
  );
}

/** "2025-02-10" as the blog shows it: "10 February 2025". */
const readableDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function postList(
  label: string,
  posts: Array<{ slug: string; title: string; excerpt: string; published_at: string }>,
  paging: string,
) {
  const items = posts.map(
    (post) =>
      `<li class="space-y-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"><h2 class="text-lg font-semibold text-brand-900">` +
      `${link(`/blogs/${post.slug}`, post.title)}</h2><p class="text-sm text-slate-600"><time datetime="${e(post.published_at)}">` +
      `${e(readableDate(post.published_at))}</time></p><p class="text-slate-700">${e(post.excerpt)}</p></li>`,
  );
  return section(label, `<ol class="space-y-4">${items.join('')}</ol>${paging}`);
}

async function blogPosts(page: number, api: ApiReader) {
  const result = await api.call('/blogListing', { page });
  if (!result.found) return '';
  const { blogs, current_page, total_pages } = result.data;
  return postList(
    'Blog posts',
    blogs,
    pager(current_page, total_pages, (to) => (to > 1 ? `/blogs?page=${to}` : '/blogs')),
  );
}

async function taggedPosts(tag: string, page: number, api: ApiReader) {
  const result = await api.call('/blogsByTag', { tag, page });
  if (!result.found) return '';
  const { blogs, current_page, total_pages } = result.data;
  const address = (to: number) => `/tag/${encodeURIComponent(tag)}${to > 1 ? `?page=${to}` : ''}`;
  return postList('Posts with this tag', blogs, pager(current_page, total_pages, address));
}
