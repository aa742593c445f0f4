import { FEEDS } from '../metadata/head.ts';

type FeedPath = (typeof FEEDS)[number]['path'];

export interface FeedLinkProps {
  /** One of the site's Atom feeds (docs/discoverability.md). */
  feed: FeedPath;
  /** The link's words, e.g. "Subscribe to new papers". */
  children: string;
}

/**
 * A visible link to one of the site's Atom feeds, with the usual feed icon. Every page already names
 * the feeds in its head (rel=alternate), but browsers no longer show those: readers need a link they see.
 * A plain anchor, not a router link: the feed is a file the site server writes, not a page of the app.
 */
export function FeedLink({ feed, children }: FeedLinkProps) {
  return (
    <a
      href={feed}
      type="application/atom+xml"
      className={
        'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline ' +
        'underline-offset-2 hover:text-brand-900 focus-visible:outline-2 ' +
        'focus-visible:outline-offset-2 focus-visible:outline-brand-600'
      }
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        className="h-4 w-4 shrink-0 text-orange-600"
        fill="currentColor"
      >
        <circle cx="3" cy="13" r="2" />
        <path d="M1 7.5a7.5 7.5 0 0 1 7.5 7.5h-2A5.5 5.5 0 0 0 1 9.5z" />
        <path d="M1 2.5A12.5 12.5 0 0 1 13.5 15h-2A10.5 10.5 0 0 0 1 4.5z" />
      </svg>
      {children} (Atom feed)
    </a>
  );
}
