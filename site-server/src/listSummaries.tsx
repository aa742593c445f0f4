import { BLOG_PAGE_SIZE } from '@journal/shared/contract';
import type { PageArgs } from '@journal/shared/pages';
import {
  authorLink,
  blogListLink,
  conferenceLink,
  editorLink,
  issueLink,
  tagLink,
  thesisVolumeLink,
  topicLink,
  type ArchiveBase,
  type RoutePattern,
} from '@journal/shared/routes';
import { issueName, monthYear, paperCardOf, workCardOf } from '@journal/shared/text';
import type { PaperCardProps } from '@journal/shared/ui';
import type { BlogCardPost } from '@journal/shared/widgets';
import type { ApiReader } from './apiReader.ts';
import { PaperCards, WorkCards, type Paging } from './firstHtml/ListParts.tsx';
import { LinkGroups, type LinkGroup } from './firstHtml/LinkGroups.tsx';
import { PostCards } from './firstHtml/PostCards.tsx';
import { noScriptList } from './firstHtml/render.tsx';

/**
 * The items of a list page for readers without JavaScript, inside <noscript> as the search results are
 * (firstHtml/SearchResults.tsx): the very page of the list the app asks the API for, drawn by the app's
 * own cards, with the app's pager in its link mode (Previous, the page numbers, Next), so a crawler or a
 * reader with scripts off walks every issue, volume, conference, post and author's works. With
 * JavaScript the browser ignores it and the app draws the list. Each page's list is its entry's `list`
 * in the page table (pageTable.ts).
 */

/** A list page's items from its arguments (pages.ts). */
export type ListOf<P extends RoutePattern> = (args: PageArgs<P>, api: ApiReader) => Promise<string>;

/** A page's cards as the app draws them: a journal paper's Full Text is its page's, a thesis's or conference paper's its PDF. */
type Card = Omit<PaperCardProps, 'headingLevel'> & { key: number };

function paperList(label: string, cards: Card[], total: number, nouns: readonly [string, string], paging: Paging) {
  return noScriptList(label, <PaperCards cards={cards} total={total} nouns={nouns} paging={paging} />);
}

export async function issuePapers(
  base: ArchiveBase,
  { page, ...issue }: PageArgs<'archives/paperlist'>,
  api: ApiReader,
) {
  const result = await api.call('/archivePaperListing', { ...issue, page });
  if (!result.found) return '';
  const { papersList, current_page, total_pages, total_items } = result.data;
  // The cards mfe-archives's PaperResults draws (paperCardOf).
  const cards = papersList.map((paper) => paperCardOf(paper, base));
  const paging = { page: current_page, pages: total_pages, href: (to: number) => issueLink(base, issue, to) };
  return paperList('Papers of this issue', cards, total_items, ['paper', 'papers'], paging);
}

export async function thesisPapers({ year, volume, page }: PageArgs<'thesis/paperlist'>, api: ApiReader) {
  const result = await api.call('/thesisDataListing', { thesis_year: year, thesis_volume: volume, page });
  if (!result.found) return '';
  const { papersList, current_page, total_pages, total_items } = result.data;
  const cards = papersList.map((thesis) =>
    workCardOf('thesis', thesis, { publishedOnline: monthYear(thesis.month, thesis.year), pdfUrl: thesis.paper_url }),
  );
  const paging = { page: current_page, pages: total_pages, href: (to: number) => thesisVolumeLink(year, volume, to) };
  return paperList('Theses of this volume', cards, total_items, ['thesis', 'theses'], paging);
}

export async function conferencePapers(id: number, page: number, api: ApiReader) {
  const conference = (await api.get('/conferenceCategoriesFetch')).Conference_CategoriesList.find(
    (entry) => entry.id === id,
  );
  if (!conference) return '';
  const result = await api.call('/conferenceFetch', { id: conference.id, page });
  if (!result.found) return '';
  const { ConferenceList, current_page, total_pages, total_items } = result.data;
  const cards = ConferenceList.map((paper) =>
    workCardOf('conference', paper, { publishedOnline: monthYear(paper.month, paper.year), pdfUrl: paper.pdf_url }),
  );
  const paging = { page: current_page, pages: total_pages, href: (to: number) => conferenceLink(conference, to) };
  return paperList('Papers of this conference', cards, total_items, ['conference paper', 'conference papers'], paging);
}

export async function authorWorks(slug: string, page: number, api: ApiReader) {
  const result = await api.call('/authorProfile', { slug, page });
  if (!result.found) return '';
  const { works, current_page, total_pages, total_items } = result.data;
  const paging = { page: current_page, pages: total_pages, href: (to: number) => authorLink(slug, to) };
  return noScriptList('Works of this author', <WorkCards works={works} total={total_items} paging={paging} />);
}

function linkGroups(label: string, groups: LinkGroup[]) {
  return noScriptList(label, <LinkGroups label={label} groups={groups} />);
}

export async function archiveIndex(base: ArchiveBase, api: ApiReader) {
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

export async function thesisIndex(api: ApiReader) {
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

export async function conferenceIndex(api: ApiReader) {
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

export async function topicIndex(api: ApiReader) {
  const { data } = (await api.get('/topics')).data;
  return linkGroups(
    'Research topics by area',
    Object.entries(data).map(([category, topics]) => ({
      heading: category,
      links: topics.map((topic): [string, string] => [topicLink(topic.slug), topic.title]),
    })),
  );
}

export async function boardMembers(api: ApiReader) {
  const { members } = await api.get('/editorialBoard');
  const roles = [...new Set(members.map((member) => member.role))];
  return linkGroups(
    'Members of the editorial board',
    roles.map((role) => ({
      heading: role,
      links: members
        .filter((member) => member.role === role)
        .map((member): [string, string] => [editorLink(member.slug), member.name]),
    })),
  );
}

function postList(label: string, posts: BlogCardPost[], paging: Paging) {
  return noScriptList(label, <PostCards posts={posts} paging={paging} />);
}

export async function blogPosts(page: number, api: ApiReader) {
  const result = await api.call('/blogListing', { page, per_page: BLOG_PAGE_SIZE });
  if (!result.found) return '';
  const { blogs, current_page, total_pages } = result.data;
  return postList('Blog posts', blogs, { page: current_page, pages: total_pages, href: (to) => blogListLink(to) });
}

export async function taggedPosts(tag: string, page: number, api: ApiReader) {
  const result = await api.call('/blogsByTag', { tag, page, per_page: BLOG_PAGE_SIZE });
  if (!result.found) return '';
  const { blogs, current_page, total_pages } = result.data;
  return postList('Posts with this tag', blogs, {
    page: current_page,
    pages: total_pages,
    href: (to) => tagLink(tag, to),
  });
}
