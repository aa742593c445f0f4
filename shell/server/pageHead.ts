import { MAX_ID, MAX_NUMBER, MAX_PAGE, MAX_YEAR } from '@journal/shared/contract';
import {
  journal,
  matchSiteRoute,
  siteTitle,
  type PublishedPage,
  type RouteTable,
  siteSearchPayload,
} from '@journal/shared';
import {
  issueContentsLink,
  issueLink,
  isPublishedIssue,
  readIssueLink,
  readSiteSearchLink,
  type ArchiveBase,
} from '@journal/shared/routes';
import { authorSlug, issueNameWithYear, readPositiveInt } from '@journal/shared/text';
import {
  basicHead,
  blogListMeta,
  blogPostHead,
  conferenceListMeta,
  authorPageMeta,
  editorialMemberMeta,
  findTopicBySlug,
  issueContentsMeta,
  issueListMeta,
  searchPageMeta,
  staticPageMeta,
  tagLabel,
  tagMeta,
  topicPageTitle,
  thesisListMeta,
  type PageHeadData,
  type RecordKind,
  type ScholarlyRecord,
  type StaticPageMeta,
} from '@journal/shared/metadata';
import { scholarlyHead } from '@journal/shared/scholarly';
import { ApiUnavailable, type ApiReader } from './apiReader.ts';
import { listSummary } from './listSummaries.ts';
import { readRecord } from './records.ts';
import { searchResultsSummary } from './searchSummary.ts';
import { homeSummary, notFoundSummary, recordSummary, textSummary } from './summary.ts';

/** What the site server sends for a page: its status, head and a server-rendered summary for crawlers. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHeadData | null;
  summary: string;
}

const DETAILS_KIND: Record<string, RecordKind> = {
  'archives/paper-details': 'paper',
  'current-issue/paper-details': 'paper',
  'thesis/paper-details': 'thesis',
  'conference/paper-details': 'conference',
};

export const NOT_FOUND_META: StaticPageMeta = {
  title: siteTitle('Page Not Found'),
  description: `This address is not a page of the ${journal.name}. Return to the home page to browse its issues, conferences and theses.`,
};

/**
 * The Page Not Found head: nothing of the address it was asked for (no self canonical, no og:url), so
 * made-up text in a path can never become a page's title, description or address; and noindex.
 */
function notFound(origin: string): ResolvedPage {
  const head = basicHead({ ...NOT_FOUND_META, path: '/' }, origin);
  return {
    status: 404,
    head: {
      ...head,
      canonical: '',
      tags: [
        ...head.tags.filter((tag) => !('property' in tag && tag.property === 'og:url')),
        { tag: 'meta', name: 'robots', content: 'noindex' },
      ],
    },
    summary: notFoundSummary(),
  };
}

/** The summary's heading is the title's first part unless the page's own h1 reads otherwise (`heading`). */
function plainPage(
  meta: StaticPageMeta,
  path: string,
  origin: string,
  look: { heading?: string; eyebrow?: string } = {},
): ResolvedPage {
  const heading = look.heading ?? meta.title.split(' | ')[0]!;
  return {
    status: 200,
    head: basicHead({ ...meta, path }, origin),
    summary: textSummary(heading, meta.description, look.eyebrow),
  };
}

/**
 * The page for an address: 404 for paths outside the route table and for details, topic, blog, tag,
 * editorial, issue, thesis volume and conference addresses naming nothing; otherwise its head. When the API cannot answer, the page is
 * served as before (200, no database-built tags): a down API never breaks the site.
 */
export async function resolvePage(url: URL, api: ApiReader, origin: string, table?: RouteTable): Promise<ResolvedPage> {
  const match = matchSiteRoute(url.pathname, table);
  if (!match) return notFound(origin);
  try {
    const page = await resolveRoute(match.path, match.params, url, api, origin, match.page);
    if (!page) return notFound(origin);
    // A list page's items for readers without JavaScript, after its heading (listSummaries.ts).
    const items = await listSummary(match.path, match.params, url.searchParams, api);
    return items ? { ...page, summary: page.summary + items } : page;
  } catch (error) {
    if (error instanceof ApiUnavailable) return { status: 200, head: null, summary: '' };
    throw error;
  }
}

async function resolveRoute(
  route: string,
  params: Record<string, string>,
  url: URL,
  api: ApiReader,
  origin: string,
  published: PublishedPage,
): Promise<ResolvedPage | null> {
  const query = url.searchParams;
  const kind = DETAILS_KIND[route];
  if (kind) {
    const id = readPositiveInt(query.get('paperid'), MAX_ID);
    const record: ScholarlyRecord | null = id === null ? null : await readRecord(api, kind, id);
    return record ? { status: 200, head: scholarlyHead(record, origin), summary: recordSummary(record) } : null;
  }
  switch (route) {
    case 'topics/:slug': {
      const topics = await api.get('/topics');
      const topic = findTopicBySlug(Object.values(topics.data.data).flat(), params.slug ?? '');
      if (!topic) return null;
      return plainPage(
        { title: topicPageTitle(topic), description: topic.meta_description },
        `/topics/${encodeURIComponent(params.slug ?? '')}`,
        origin,
        {
          heading: topic.title,
        },
      );
    }
    case 'blogs/:slug': {
      const result = await api.call('/blogDetails', { slug: (params.slug ?? '').toLowerCase() });
      if (!result.found) return null;
      const post = result.data.blog;
      return { status: 200, head: blogPostHead(post, origin), summary: textSummary(post.title, post.excerpt) };
    }
    case 'editorial-board/:slug': {
      const result = await api.call('/editorialMember', { slug: params.slug ?? '' });
      if (!result.found) return null;
      return plainPage(
        editorialMemberMeta(result.data.member),
        `/editorial-board/${encodeURIComponent(params.slug ?? '')}`,
        origin,
      );
    }
    case 'authors/:slug': {
      // Any spelling of the name ("Nguyễn-Minh") names the same author; the canonical address uses the slug.
      const slug = authorSlug(params.slug ?? '');
      if (!slug) return null;
      const result = await api.call('/authorProfile', { slug, per_page: 1 });
      if (!result.found) return null;
      return plainPage(authorPageMeta(result.data.author), `/authors/${slug}`, origin, { eyebrow: 'Author' });
    }
    case 'search': {
      const { q, filters } = readSiteSearchLink(query);
      const page = plainPage(searchPageMeta(q), q ? `/search?${new URLSearchParams({ q })}` : '/search', origin, {
        eyebrow: 'Search',
      });
      if (!q) return page;
      // The results for readers without JavaScript, from the very payload the app sends (searchSummary.ts).
      const result = await api.call('/siteSearch', siteSearchPayload(q, filters));
      return { ...page, summary: page.summary + searchResultsSummary(q, filters, result.found ? result.data : null) };
    }
    case 'tag/:slug': {
      // Only a tag some post carries is a page: any other text would be echoed into the title, the
      // description and a self canonical, a free page for whoever makes up the address.
      const result = await api.call('/blogsByTag', { tag: params.slug ?? '', page: 1, per_page: 1 });
      if (!result.found || result.data.total_items === 0) return null;
      return plainPage(tagMeta(tagLabel(params.slug ?? '')), `/tag/${encodeURIComponent(params.slug ?? '')}`, origin);
    }
    case 'blogs': {
      const page = readPositiveInt(query.get('page'), MAX_PAGE) ?? 1;
      return plainPage(blogListMeta(page), page > 1 ? `/blogs?page=${page}` : '/blogs', origin);
    }
    case 'archives/paperlist':
    case 'current-issue/paperlist': {
      const base = route.split('/')[0] as ArchiveBase;
      const asked = readIssueLink(query);
      if (!asked) return plainPage(staticPageMeta(`/${base}`)!, `/${base}`, origin);
      if (!isPublishedIssue((await api.get('/archiveYearListing')).archives, asked)) return null;
      const { year, volume, issue } = asked;
      // The paper list's own header: the section's name over "Volume 5, Issue 1 (2026)".
      return plainPage(issueListMeta(year, volume, issue), issueLink(base, asked), origin, {
        heading: issueNameWithYear(asked),
        eyebrow: base === 'archives' ? 'Archives' : 'Current Issue',
      });
    }
    case 'archives/contents': {
      // Only an issue of the archive has contents: a made-up one is a 404, never a page about nothing.
      const asked = readIssueLink(query);
      if (!asked || !isPublishedIssue((await api.get('/archiveYearListing')).archives, asked)) return null;
      const { year, volume, issue } = asked;
      return plainPage(issueContentsMeta(year, volume, issue), issueContentsLink(asked), origin, {
        heading: `Contents of ${issueNameWithYear(asked)}`,
        eyebrow: 'Archives',
      });
    }
    case 'thesis/paperlist': {
      const year = readPositiveInt(query.get('year'), MAX_YEAR);
      const volume = readPositiveInt(query.get('volume'), MAX_NUMBER);
      if (year === null || volume === null) return plainPage(staticPageMeta('/thesis')!, '/thesis', origin);
      const index = await api.get('/thesisYearListing');
      if (
        !index.thesis.some(
          (entry) => entry.year === year && entry.volumes.some((candidate) => candidate.volume === volume),
        )
      )
        return null;
      return plainPage(thesisListMeta(year, volume), `/thesis/paperlist?year=${year}&volume=${volume}`, origin);
    }
    case 'conference/paperlist': {
      const id = readPositiveInt(query.get('id'), MAX_ID);
      const categories = id === null ? null : await api.get('/conferenceCategoriesFetch');
      const conference = categories?.Conference_CategoriesList.find((category) => category.id === id);
      if (!conference) return null;
      const path = `/conference/paperlist?${new URLSearchParams({
        name: conference.name,
        year: String(conference.year),
        volume: String(conference.volume),
        issue: String(conference.issue),
        id: String(conference.id),
      })}`;
      return plainPage(conferenceListMeta(conference), path, origin);
    }
    case '': {
      const page = plainPage(staticPageMeta('/')!, '/', origin);
      return { ...page, summary: homeSummary() };
    }
    default: {
      // A page its section published with its own head (routes.json) is known to this server without a redeploy.
      const ownHead =
        published.title && published.description
          ? { title: siteTitle(published.title), description: published.description }
          : null;
      const meta = staticPageMeta(url.pathname) ?? ownHead;
      return meta
        ? plainPage(meta, url.pathname.replace(/\/+$/, '') || '/', origin)
        : { status: 200, head: null, summary: '' };
    }
  }
}
