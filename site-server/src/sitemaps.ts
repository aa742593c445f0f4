import type { FastifyInstance } from 'fastify';
import { builtInRouteTable, type RouteTable } from '@journal/shared';
import {
  recordPath,
  staticPageMeta,
  staticPages,
  type RecordKind,
  type ScholarlyRecord,
} from '@journal/shared/metadata';
import {
  blogPostLink,
  conferenceLink,
  editorLink,
  issueLink,
  tagLink,
  thesisVolumeLink,
  topicLink,
  type PagePath,
} from '@journal/shared/routes';
import type { ApiReader } from './apiReader.ts';
import { element, escapeXml, XML_DECLARATION } from './xml.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** /impact-factor is the same page as /impact-Factor (the menus' spelling): list one address only. */
const DUPLICATE_PATHS: ReadonlySet<string> = new Set<PagePath>(['/impact-factor']);

export interface SitemapUrl {
  path: string;
  lastmod: string | null;
}

const day = (timestamp: string | null | undefined) => (timestamp ? timestamp.slice(0, 10) : null);

function urlset(origin: string, urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => `<url><loc>${escapeXml(origin + url.path)}</loc>${element('lastmod', day(url.lastmod))}</url>`)
    .join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${body}\n</urlset>\n`;
}

/** Every record of one kind matching a filter, walked with keyset paging. */
export async function allRecords(
  api: ApiReader,
  filter: { kind: RecordKind; year?: number; volume?: number },
): Promise<ScholarlyRecord[]> {
  const records: ScholarlyRecord[] = [];
  let after = 0;
  for (;;) {
    const page = await api.get('/metadataRecords', { ...filter, after_id: after, limit: 100 });
    records.push(...page.records);
    if (page.next_after_id === null) return records;
    after = page.next_after_id;
  }
}

async function pageUrls(api: ApiReader, table: RouteTable): Promise<SitemapUrl[]> {
  const [overview, archive, theses, conferences, topics, board] = await Promise.all([
    api.get('/metadataYears'),
    api.get('/archiveYearListing'),
    api.get('/thesisYearListing'),
    api.get('/conferenceCategoriesFetch'),
    api.get('/topics'),
    api.get('/editorialBoard'),
  ]);
  const lastmod = overview.lastmod;
  const yearLastmod = (kind: RecordKind, year: number) =>
    overview.years.find((entry) => entry.kind === kind && entry.year === year)?.lastmod ?? lastmod;
  const urls: SitemapUrl[] = Object.keys(staticPages)
    .filter((path) => !DUPLICATE_PATHS.has(path))
    .map((path) => ({ path, lastmod }));
  // Pages a section published on its own (routes.json beside its manifest, docs/deployment.md).
  for (const page of Object.values(table).flat()) {
    const path = `/${page.path}`;
    if (page.title && page.sitemap && !page.path.includes(':') && !staticPageMeta(path)) urls.push({ path, lastmod });
  }
  for (const year of archive.archives)
    for (const volume of year.volumes)
      for (const issue of volume.issue)
        urls.push({
          path: issueLink('archives', { year: year.year, volume: volume.volume, issue }),
          lastmod: yearLastmod('paper', year.year),
        });
  for (const year of theses.thesis)
    for (const volume of year.volumes)
      urls.push({
        path: thesisVolumeLink(year.year, volume.volume),
        lastmod: yearLastmod('thesis', year.year),
      });
  for (const c of conferences.Conference_CategoriesList)
    urls.push({ path: conferenceLink(c), lastmod: yearLastmod('conference', c.year) });
  for (const topic of Object.values(topics.data.data).flat()) urls.push({ path: topicLink(topic.slug), lastmod });
  for (const member of board.members) urls.push({ path: editorLink(member.slug), lastmod });
  const tags = new Set<string>();
  for (let page = 1; ; page += 1) {
    const blogs = await api.get('/blogListing', { page, per_page: 10 });
    for (const post of blogs.blogs) {
      urls.push({ path: blogPostLink(post.slug), lastmod: post.published_at });
      post.tags.forEach((tag) => tags.add(tag));
    }
    if (page >= blogs.total_pages) break;
  }
  for (const tag of tags) urls.push({ path: tagLink(tag), lastmod });
  return urls;
}

/** /sitemap.xml (index), /sitemaps/pages.xml and one /sitemaps/{year}.xml per year of papers, theses and conference papers. */
export function registerSitemaps(
  app: FastifyInstance,
  api: ApiReader,
  origin: string,
  routeTable: () => RouteTable = () => builtInRouteTable,
) {
  const xml = 'application/xml; charset=utf-8';

  app.get('/sitemap.xml', async (_request, reply) => {
    const overview = await api.get('/metadataYears');
    const years = new Map<number, string>();
    for (const entry of overview.years) {
      const held = years.get(entry.year);
      if (!held || entry.lastmod > held) years.set(entry.year, entry.lastmod);
    }
    const entries = [
      { path: '/sitemaps/pages.xml', lastmod: overview.lastmod },
      ...[...years].sort(([a], [b]) => a - b).map(([year, lastmod]) => ({ path: `/sitemaps/${year}.xml`, lastmod })),
    ];
    const body = entries
      .map(
        (entry) =>
          `<sitemap><loc>${escapeXml(origin + entry.path)}</loc>${element('lastmod', day(entry.lastmod))}</sitemap>`,
      )
      .join('\n');
    return reply.type(xml).send(`${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply.type(xml).send(urlset(origin, await pageUrls(api, routeTable()))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(\d{4})\.xml$/.exec(request.params.file);
    const year = match ? Number(match[1]) : null;
    const overview = await api.get('/metadataYears');
    if (year === null || !overview.years.some((entry) => entry.year === year)) {
      return reply.status(404).type('application/json').send({ message: 'No such sitemap. See /sitemap.xml.' });
    }
    const urls: SitemapUrl[] = [];
    for (const kind of ['paper', 'thesis', 'conference'] as const) {
      for (const record of await allRecords(api, { kind, year }))
        urls.push({ path: recordPath(record), lastmod: record.updated_at });
    }
    return reply.type(xml).send(urlset(origin, urls));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`),
  );
}
