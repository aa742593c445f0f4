import { journal } from '../journal.ts';

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

/** The site's Atom feeds, linked from every page (rel=alternate). */
export const FEEDS = [
  { path: '/feeds/current-issue.atom', title: `Current issue | ${journal.name}` },
  { path: '/feeds/papers.atom', title: `Latest papers | ${journal.name}` },
  { path: '/feeds/blog.atom', title: `Blog | ${journal.name}` },
] as const;

export function feedLinks(origin: string): HeadTag[] {
  return FEEDS.map((feed) => ({ tag: 'link', rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: `${origin}${feed.path}` }));
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
      { tag: 'meta', name: 'twitter:card', content: 'summary' },
      { tag: 'meta', name: 'twitter:title', content: page.title },
      { tag: 'meta', name: 'twitter:description', content: page.description },
    ],
    jsonLd: [],
  };
}
