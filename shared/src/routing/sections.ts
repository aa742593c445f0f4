/**
 * The site's sections and the address pattern of every built-in page, declared once: every table keyed
 * by page is a `Record<RoutePattern, …>`, so adding a pattern here makes the compiler ask for its entry
 * in each of them (the page's reader and link builder in pages.ts, its head and list summary in the site
 * server). Pure data with no imports, so Node scripts load it too (through tsx: scripts/services.mjs,
 * build-kit/sections.mjs). Patterns carry no leading slash; ":name" matches one segment.
 */

export type SectionName = 'archives' | 'conference' | 'thesis' | 'info';

export interface SectionMeta<Pattern extends string = string> {
  /** Federation name of the remote, e.g. "mfe_archives". */
  remote: string;
  title: string;
  /** Default local port of the remote's server. */
  port: number;
  /** Environment variable the site server reads the remote's base address from. */
  env: string;
  /** The section's built-in pages, in the order the router tries them. */
  paths: readonly Pattern[];
}

export const sections = {
  archives: {
    remote: 'mfe_archives',
    title: 'Archives',
    port: 8081,
    env: 'REMOTE_ARCHIVES_URL',
    paths: [
      'archives',
      'archives/paperlist',
      'archives/paper-details',
      'current-issue',
      'current-issue/paperlist',
      'current-issue/paper-details',
      'search',
      'authors/:slug',
      'archives/contents',
    ],
  },
  conference: {
    remote: 'mfe_conference',
    title: 'Conference',
    port: 8082,
    env: 'REMOTE_CONFERENCE_URL',
    paths: ['conference', 'conference/paperlist', 'conference/paper-details', 'conference-procedings'],
  },
  thesis: {
    remote: 'mfe_thesis',
    title: 'Thesis',
    port: 8083,
    env: 'REMOTE_THESIS_URL',
    paths: ['thesis', 'thesis/paperlist', 'thesis/paper-details', 'publications'],
  },
  info: {
    remote: 'mfe_info',
    title: 'Journal information',
    port: 8084,
    env: 'REMOTE_INFO_URL',
    paths: [
      '',
      'aim-and-scope',
      'editorial-board',
      'editorial-board/:slug',
      'indexing-and-abstracting',
      'publication-ethics-policy',
      'peer-review-policy',
      'ethics',
      'cross-mark-policy',
      'impact-Factor',
      'impact-factor',
      'FAQs',
      'journal-particulars',
      'downloads',
      'journal-publishing-process',
      'call-for-papers',
      'topics',
      'topics/:slug',
      'paper-status',
      'instruction-for-author',
      'article-processing-charges',
      'guidance-for-ems',
      'contact-us',
      'privacy-policy',
      'terms-and-conditions',
      'refund-policy',
      'blogs',
      'blogs/:slug',
      'tag/:slug',
      'top-10-journals-in-computer-science',
      'best-computer-science-journals',
      'fast-publication-computer-science-journals-list',
      'fast-publishing-computer-science-journals',
      'top-computer-science-journals-list',
      'top-computer-science-journals',
      'top-computer-science-journals-in-india',
      'low-cost-computer-science-journals-in-india',
      'google-scholar-computer-science-journals-list',
      'journal-for-computer-science-research',
    ],
  },
} as const satisfies Record<SectionName, SectionMeta>;

/** The built-in pages of one section, e.g. SectionPattern<'thesis'> is 'thesis' | 'thesis/paperlist' | …. */
export type SectionPattern<S extends SectionName> = (typeof sections)[S]['paths'][number];

/** The address pattern of every built-in page of the site. */
export type RoutePattern = SectionPattern<SectionName>;

/** The path of a page: its pattern with a leading slash, any text in a ":name" segment ('' is "/"). */
export type PagePath<P extends RoutePattern = RoutePattern> = P extends ''
  ? '/'
  : P extends `${infer Head}:${string}`
    ? `/${Head}${string}`
    : `/${P}`;

/** A site address of a built-in page, possibly with a query or fragment: what menus and links hold. */
export type PageAddress = PagePath | `${PagePath}?${string}` | `${PagePath}#${string}`;
