import { journal } from '../journal.ts';
import { PUBLISHER_LOGO, SOCIAL_IMAGE } from './socialImage.ts';

/**
 * A page's head as plain data: the site server serializes it into the HTML it sends, the pages
 * render it with <PageHead> (React 19 document metadata). One builder, two renderers, no disagreement.
 */
export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; type?: string; title?: string };

export interface PageHeadData {
  title: string;
  description: string;
  /** Absolute canonical address. */
  canonical: string;
  /** Everything else: Open Graph, Twitter card, Highwire, Dublin Core, export links. */
  tags: HeadTag[];
  /** JSON-LD objects, each rendered in its own script. */
  jsonLd: object[];
}

/** The document title every details page (paper, thesis, conference paper) uses. */
export function recordTitle(record: { title: string }): string {
  return `${record.title} | ${journal.name}`;
}

/** The site's Atom feeds, linked from every page (rel=alternate). */
export const FEEDS = [
  { path: '/feeds/current-issue.atom', title: `Current issue | ${journal.name}` },
  { path: '/feeds/papers.atom', title: `Latest papers | ${journal.name}` },
  { path: '/feeds/blog.atom', title: `Blog | ${journal.name}` },
] as const;

export function feedLinks(origin: string): HeadTag[] {
  return FEEDS.map((feed) => ({
    tag: 'link',
    rel: 'alternate',
    type: 'application/atom+xml',
    title: feed.title,
    href: `${origin}${feed.path}`,
  }));
}

export interface BasicPage {
  title: string;
  description: string;
  /** Site-relative path with its query, e.g. "/archives/paper-details?paperid=7&papertitle=...". */
  path: string;
  /** "website" for ordinary pages, "article" for papers and posts. */
  type?: 'website' | 'article';
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Title, description, canonical URL, Open Graph and Twitter card: what every page carries. */
export function basicHead(page: BasicPage, origin: string): PageHeadData {
  const canonical = absoluteUrl(origin, page.path);
  return {
    title: page.title,
    description: page.description,
    canonical,
    tags: [
      { tag: 'meta', property: 'og:type', content: page.type ?? 'website' },
      { tag: 'meta', property: 'og:site_name', content: journal.name },
      { tag: 'meta', property: 'og:title', content: page.title },
      { tag: 'meta', property: 'og:description', content: page.description },
      { tag: 'meta', property: 'og:url', content: canonical },
      { tag: 'meta', property: 'og:locale', content: 'en_US' },
      { tag: 'meta', property: 'og:image', content: absoluteUrl(origin, SOCIAL_IMAGE.path) },
      { tag: 'meta', property: 'og:image:type', content: SOCIAL_IMAGE.type },
      { tag: 'meta', property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
      { tag: 'meta', property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
      { tag: 'meta', property: 'og:image:alt', content: SOCIAL_IMAGE.alt },
      { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
      { tag: 'meta', name: 'twitter:title', content: page.title },
      { tag: 'meta', name: 'twitter:description', content: page.description },
      { tag: 'meta', name: 'twitter:image', content: absoluteUrl(origin, SOCIAL_IMAGE.path) },
      { tag: 'meta', name: 'twitter:image:alt', content: SOCIAL_IMAGE.alt },
    ],
    jsonLd: [],
  };
}

/** Google's limit on a JSON-LD headline. */
export const HEADLINE_MAX = 110;

/**
 * A title as a JSON-LD headline, or undefined when it is longer than the limit: a title cut mid-word
 * misquotes the work, so a long one is left to `name` (which carries it whole) rather than shortened.
 */
export function headlineOf(title: string): string | undefined {
  return title.length <= HEADLINE_MAX ? title : undefined;
}

/** A headline that always exists (BlogPosting has no name): a long title is cut at a word and ends with an ellipsis. */
export function shortHeadline(title: string): string {
  if (title.length <= HEADLINE_MAX) return title;
  const room = title.slice(0, HEADLINE_MAX); // the ellipsis takes the place of the space it cuts at
  const cut = room.lastIndexOf(' ');
  return `${(cut > 0 ? room.slice(0, cut) : room.slice(0, HEADLINE_MAX - 1)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The journal's card as a schema.org ImageObject (a work's or post's image). */
export function socialImageObject(origin: string): object {
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(origin, SOCIAL_IMAGE.path),
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
  };
}

/** The publisher as schema.org wants it for articles and posts: name and logo. */
export function publisherJsonLd(origin: string): object {
  return {
    '@type': 'Organization',
    name: journal.publisher,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(origin, PUBLISHER_LOGO.path),
      width: PUBLISHER_LOGO.width,
      height: PUBLISHER_LOGO.height,
    },
  };
}
