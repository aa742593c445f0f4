import type { FastifyInstance } from 'fastify';
import { journal, licenceOf } from '@journal/shared';
import { FEEDS, recordPath, type ScholarlyRecord } from '@journal/shared/metadata';
import { blogListLink, blogPostLink, currentIssueLink, pagePath } from '@journal/shared/routes';
import type { ApiReader } from './apiReader.ts';
import { allRecords } from './sitemaps.ts';
import { element, escapeXml, XML_DECLARATION } from './xml.ts';

/** The newest papers in the papers feed (Atom readers only look at the top). */
export const PAPERS_FEED_SIZE = 50;

interface FeedEntry {
  id: string;
  title: string;
  link: string;
  updated: string;
  published?: string;
  authors: string[];
  summary: string;
  categories?: string[];
  /** The entry's own licence when it is not the feed's (an article under CC0 or CC BY 3.0). */
  rights?: string;
}

const iso = (timestamp: string) =>
  timestamp.length === 10 ? `${timestamp}T00:00:00Z` : new Date(timestamp).toISOString();

function atom(origin: string, feedPath: string, title: string, alternate: string, entries: FeedEntry[]): string {
  const updated = entries.reduce(
    (newest, entry) => (entry.updated > newest ? entry.updated : newest),
    '1970-01-01T00:00:00Z',
  );
  const body = entries
    .map(
      (entry) =>
        `<entry><id>${escapeXml(entry.id)}</id><title>${escapeXml(entry.title)}</title><link ` +
        `rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>` +
        `<updated>${entry.updated}</updated>${element('published', entry.published)}` +
        entry.authors.map((name) => `<author><name>${escapeXml(name)}</name></author>`).join('') +
        (entry.categories ?? []).map((term) => `<category term="${escapeXml(term)}"/>`).join('') +
        (entry.rights ? `<rights>${escapeXml(entry.rights)}</rights>` : '') +
        `<summary type="text">${escapeXml(entry.summary)}</summary></entry>`,
    )
    .join('\n');
  return `${XML_DECLARATION}
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
<id>${escapeXml(origin + feedPath)}</id>
<title>${escapeXml(title)}</title>
<subtitle>${escapeXml(`${journal.name}, e-ISSN ${journal.eIssn}`)}</subtitle>
<updated>${updated}</updated>
<author><name>${escapeXml(journal.publisher)}</name></author>
<link rel="self" type="application/atom+xml" href="${escapeXml(origin + feedPath)}"/>
<link rel="alternate" type="text/html" href="${escapeXml(origin + alternate)}"/>
<rights>${escapeXml(journal.licence.title)}</rights>
${body}
</feed>
`;
}

function paperEntry(origin: string, record: ScholarlyRecord): FeedEntry {
  const link = origin + recordPath(record);
  return {
    id: link,
    title: record.title,
    link,
    updated: iso(record.updated_at),
    published: iso(record.created_at),
    authors: record.authors,
    summary: record.abstract,
    categories: record.keywords,
    ...(record.licence_url ? { rights: licenceOf(record.licence_url).title } : {}),
  };
}

/** Atom feeds: the current issue, the newest papers and the blog (linked from every page's head). */
export function registerFeeds(app: FastifyInstance, api: ApiReader, origin: string) {
  const type = 'application/atom+xml; charset=utf-8';
  const [currentIssue, papers, blog] = FEEDS;

  app.get(currentIssue.path, async (_request, reply) => {
    const index = await api.get('/archiveYearListing');
    const newest = index.archives.at(-1);
    const volume = newest?.volumes.reduce((a, b) => (b.volume > a.volume ? b : a));
    const issue = volume ? Math.max(...volume.issue) : undefined;
    let entries: FeedEntry[] = [];
    let alternate = currentIssueLink(null);
    if (newest && volume && issue !== undefined) {
      const inVolume = await allRecords(api, { kind: 'paper', year: newest.year, volume: volume.volume });
      entries = inVolume.filter((record) => record.issue === issue).map((record) => paperEntry(origin, record));
      alternate = currentIssueLink({ year: newest.year, volume: volume.volume, issue });
    }
    return reply.type(type).send(atom(origin, currentIssue.path, currentIssue.title, alternate, entries));
  });

  app.get(papers.path, async (_request, reply) => {
    const answer = await api.get('/metadataRecords', {
      kind: 'paper',
      order: 'newest',
      limit: PAPERS_FEED_SIZE,
    });
    return reply.type(type).send(
      atom(
        origin,
        papers.path,
        papers.title,
        pagePath('archives'),
        answer.records.map((record) => paperEntry(origin, record)),
      ),
    );
  });

  app.get(blog.path, async (_request, reply) => {
    const answer = await api.get('/blogListing', { page: 1, per_page: 10 });
    const entries = answer.blogs.map((post) => ({
      id: origin + blogPostLink(post.slug),
      title: post.title,
      link: origin + blogPostLink(post.slug),
      updated: iso(post.published_at),
      published: iso(post.published_at),
      authors: [post.author],
      summary: post.excerpt,
      categories: post.tags,
    }));
    return reply.type(type).send(atom(origin, blog.path, blog.title, blogListLink(), entries));
  });
}
