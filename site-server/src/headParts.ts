import { journal, siteTitle } from '@journal/shared';
import type { PageArgs } from '@journal/shared/pages';
import { issueLink, isPublishedIssue, type ArchiveBase, type RoutePattern } from '@journal/shared/routes';
import { issueNameWithYear } from '@journal/shared/text';
import {
  basicHead,
  issueListMeta,
  staticPageMeta,
  type PageHeadData,
  type RecordKind,
  type ScholarlyRecord,
  type StaticPageMeta,
} from '@journal/shared/metadata';
import { scholarlyHead } from '@journal/shared/scholarly';
import type { ApiReader } from './apiReader.ts';
import { readRecord } from './records.ts';
import { notFoundSummary, recordSummary, textSummary } from './summary.ts';

/**
 * The parts a page's entry in the page table (pageTable.ts) is built from: the head and summary of a
 * plain page, a static page, a record, an issue's list, and Page Not Found.
 */

/** What the site server sends for a page: its status, head and a server-rendered summary for crawlers. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHeadData | null;
  summary: string;
}

const NOT_FOUND_META: StaticPageMeta = {
  title: siteTitle('Page Not Found'),
  description: `This address is not a page of the ${journal.name}. Return to the home page to browse its issues, conferences and theses.`,
};

/**
 * The Page Not Found head: nothing of the address it was asked for (no self canonical, no og:url), so
 * made-up text in a path can never become a page's title, description or address; and noindex.
 */
export function notFound(origin: string): ResolvedPage {
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
export function plainPage(
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

/** What a page's head is drawn from: its arguments read from the address, and what the server knows. */
export interface HeadContext<P extends RoutePattern> {
  args: PageArgs<P>;
  url: URL;
  api: ApiReader;
  origin: string;
}

/** A page's head and summary, or null when its arguments name nothing (a 404). */
export type HeadOf<P extends RoutePattern> = (
  context: HeadContext<P>,
) => Promise<ResolvedPage | null> | ResolvedPage | null;

/** A page whose head does not depend on the database: the head of its entry in the page table. */
export function staticHead({ url, origin }: HeadContext<RoutePattern>): ResolvedPage {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const meta = staticPageMeta(path);
  return meta ? plainPage(meta, path, origin) : { status: 200, head: null, summary: '' };
}

export async function recordHead(
  kind: RecordKind,
  { args, api, origin }: Pick<HeadContext<'archives/paper-details'>, 'args' | 'api' | 'origin'>,
) {
  const record: ScholarlyRecord | null = await readRecord(api, kind, args.id);
  return record ? { status: 200 as const, head: scholarlyHead(record, origin), summary: recordSummary(record) } : null;
}

export async function issueListHead(
  base: ArchiveBase,
  { args, api, origin }: Pick<HeadContext<'archives/paperlist'>, 'args' | 'api' | 'origin'>,
) {
  if (!isPublishedIssue((await api.get('/archiveYearListing')).archives, args)) return null;
  const { year, volume, issue } = args;
  // The paper list's own header: the section's name over "Volume 5, Issue 1 (2026)".
  return plainPage(issueListMeta(year, volume, issue), issueLink(base, args), origin, {
    heading: issueNameWithYear(args),
    eyebrow: base === 'archives' ? 'Archives' : 'Current Issue',
  });
}
