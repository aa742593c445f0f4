import { siteSearchPayload } from '@journal/shared';
import {
  authorLink,
  blogListLink,
  conferenceLink,
  editorLink,
  issueContentsLink,
  isPublishedIssue,
  pagePath,
  siteSearchLink,
  tagLink,
  thesisVolumeLink,
  topicLink,
  type RoutePattern,
} from '@journal/shared/routes';
import { issueNameWithYear } from '@journal/shared/text';
import {
  blogListMeta,
  blogPostHead,
  conferenceListMeta,
  authorPageMeta,
  editorialMemberMeta,
  findTopicBySlug,
  issueContentsMeta,
  searchPageMeta,
  staticPageMeta,
  tagLabel,
  tagMeta,
  topicPageTitle,
  thesisListMeta,
} from '@journal/shared/metadata';
import { searchResultsSummary } from './firstHtml/SearchResults.tsx';
import { issueListHead, plainPage, recordHead, staticHead, type HeadOf } from './headParts.ts';
import {
  archiveIndex,
  authorWorks,
  blogPosts,
  boardMembers,
  conferenceIndex,
  conferencePapers,
  issuePapers,
  taggedPosts,
  thesisIndex,
  thesisPapers,
  topicIndex,
  type ListOf,
} from './listSummaries.tsx';
import { homeSummary, textSummary } from './summary.ts';

/** One page of the first HTML: its head and summary, and a list page's items for readers without JavaScript. */
export interface FirstHtmlOf<P extends RoutePattern> {
  head: HeadOf<P>;
  list?: ListOf<P>;
}

/**
 * Every built-in page of the first HTML, by pattern, ONE entry per page: its head and summary (`head`) and,
 * for a list page, its items for readers without JavaScript (`list`, listSummaries.tsx). The compiler
 * checks that each page of the route table (sections.ts) has its entry. Each reads its arguments with the
 * page's own reader (pages.ts), the one the browser page uses, so an address the remote shows Page Not
 * Found for is a 404 here too.
 */
export const pageTable: { [P in RoutePattern]: FirstHtmlOf<P> } = {
  '': {
    head: ({ origin }) => ({ ...plainPage(staticPageMeta('/')!, '/', origin), summary: homeSummary() }),
  },
  archives: { head: staticHead, list: (_, api) => archiveIndex('archives', api) },
  'archives/paperlist': {
    head: (context) => issueListHead('archives', context),
    list: (args, api) => issuePapers('archives', args, api),
  },
  'archives/paper-details': {
    head: (context) => recordHead('paper', context),
  },
  'current-issue': { head: staticHead, list: (_, api) => archiveIndex('current-issue', api) },
  'current-issue/paperlist': {
    head: (context) => issueListHead('current-issue', context),
    list: (args, api) => issuePapers('current-issue', args, api),
  },
  'current-issue/paper-details': {
    head: (context) => recordHead('paper', context),
  },
  search: {
    head: ({ args: { q }, origin }) =>
      plainPage(searchPageMeta(q), q ? siteSearchLink(q) : pagePath('search'), origin, { eyebrow: 'Search' }),
    list: async ({ q, filters }, api) => {
      if (!q) return '';
      // The results for readers without JavaScript, from the very payload the app sends (firstHtml/SearchResults.tsx).
      const result = await api.call('/siteSearch', siteSearchPayload(q, filters));
      return searchResultsSummary(q, filters, result.found ? result.data : null);
    },
  },
  'authors/:slug': {
    head: async ({ args: { slug }, api, origin }) => {
      // The canonical address uses the slug, whatever spelling of the name the address had.
      const result = await api.call('/authorProfile', { slug, per_page: 1 });
      if (!result.found) return null;
      return plainPage(authorPageMeta(result.data.author), authorLink(slug), origin, { eyebrow: 'Author' });
    },
    list: ({ slug, page }, api) => authorWorks(slug, page, api),
  },
  'archives/contents': {
    head: async ({ args, api, origin }) => {
      // Only an issue of the archive has contents: a made-up one is a 404, never a page about nothing.
      if (!isPublishedIssue((await api.get('/archiveYearListing')).archives, args)) return null;
      const { year, volume, issue } = args;
      return plainPage(issueContentsMeta(year, volume, issue), issueContentsLink(args), origin, {
        heading: `Contents of ${issueNameWithYear(args)}`,
        eyebrow: 'Archives',
      });
    },
  },
  conference: { head: staticHead, list: (_, api) => conferenceIndex(api) },
  'conference/paperlist': {
    head: async ({ args: { id }, api, origin }) => {
      const categories = await api.get('/conferenceCategoriesFetch');
      const conference = categories.Conference_CategoriesList.find((category) => category.id === id);
      if (!conference) return null;
      return plainPage(conferenceListMeta(conference), conferenceLink(conference), origin);
    },
    list: ({ id, page }, api) => conferencePapers(id, page, api),
  },
  'conference/paper-details': {
    head: (context) => recordHead('conference', context),
  },
  'conference-procedings': { head: staticHead },
  thesis: { head: staticHead, list: (_, api) => thesisIndex(api) },
  'thesis/paperlist': {
    head: async ({ args: { year, volume }, api, origin }) => {
      const index = await api.get('/thesisYearListing');
      const held = index.thesis.some(
        (entry) => entry.year === year && entry.volumes.some((candidate) => candidate.volume === volume),
      );
      return held ? plainPage(thesisListMeta(year, volume), thesisVolumeLink(year, volume), origin) : null;
    },
    list: (args, api) => thesisPapers(args, api),
  },
  'thesis/paper-details': {
    head: (context) => recordHead('thesis', context),
  },
  publications: { head: staticHead },
  'aim-and-scope': { head: staticHead },
  'editorial-board': { head: staticHead, list: (_, api) => boardMembers(api) },
  'editorial-board/:slug': {
    head: async ({ args: { slug }, api, origin }) => {
      const result = await api.call('/editorialMember', { slug });
      return result.found ? plainPage(editorialMemberMeta(result.data.member), editorLink(slug), origin) : null;
    },
  },
  'indexing-and-abstracting': { head: staticHead },
  'publication-ethics-policy': { head: staticHead },
  'peer-review-policy': { head: staticHead },
  ethics: { head: staticHead },
  'cross-mark-policy': { head: staticHead },
  'impact-Factor': { head: staticHead },
  'impact-factor': { head: staticHead },
  FAQs: { head: staticHead },
  'journal-particulars': { head: staticHead },
  downloads: { head: staticHead },
  'journal-publishing-process': { head: staticHead },
  'call-for-papers': { head: staticHead },
  topics: { head: staticHead, list: (_, api) => topicIndex(api) },
  'topics/:slug': {
    head: async ({ args: { slug }, api, origin }) => {
      const topics = await api.get('/topics');
      const topic = findTopicBySlug(Object.values(topics.data.data).flat(), slug);
      if (!topic) return null;
      const meta = { title: topicPageTitle(topic), description: topic.meta_description };
      return plainPage(meta, topicLink(slug), origin, { heading: topic.title });
    },
  },
  'paper-status': { head: staticHead },
  'instruction-for-author': { head: staticHead },
  'article-processing-charges': { head: staticHead },
  'guidance-for-ems': { head: staticHead },
  'contact-us': { head: staticHead },
  'privacy-policy': { head: staticHead },
  'terms-and-conditions': { head: staticHead },
  'refund-policy': { head: staticHead },
  blogs: {
    head: ({ args: { page }, origin }) => plainPage(blogListMeta(page), blogListLink(page), origin),
    list: ({ page }, api) => blogPosts(page, api),
  },
  'blogs/:slug': {
    head: async ({ args: { slug }, api, origin }) => {
      const result = await api.call('/blogDetails', { slug: slug.toLowerCase() });
      if (!result.found) return null;
      const post = result.data.blog;
      return { status: 200, head: blogPostHead(post, origin), summary: textSummary(post.title, post.excerpt) };
    },
  },
  'tag/:slug': {
    head: async ({ args: { slug }, api, origin }) => {
      // Only a tag some post carries is a page: any other text would be echoed into the title, the
      // description and a self canonical, a free page for whoever makes up the address.
      const result = await api.call('/blogsByTag', { tag: slug, page: 1, per_page: 1 });
      if (!result.found || result.data.total_items === 0) return null;
      return plainPage(tagMeta(tagLabel(slug)), tagLink(slug), origin);
    },
    list: ({ slug, page }, api) => taggedPosts(slug, page, api),
  },
  'top-10-journals-in-computer-science': { head: staticHead },
  'best-computer-science-journals': { head: staticHead },
  'fast-publication-computer-science-journals-list': { head: staticHead },
  'fast-publishing-computer-science-journals': { head: staticHead },
  'top-computer-science-journals-list': { head: staticHead },
  'top-computer-science-journals': { head: staticHead },
  'top-computer-science-journals-in-india': { head: staticHead },
  'low-cost-computer-science-journals-in-india': { head: staticHead },
  'google-scholar-computer-science-journals-list': { head: staticHead },
  'journal-for-computer-science-research': { head: staticHead },
};
