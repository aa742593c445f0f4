import { FEEDS } from '../metadata/head.ts';
import { Icon } from './Icon.tsx';

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
        'underline-offset-2 hover:text-brand-900'
      }
    >
      <Icon name="feed" className="size-4 text-orange-600" />
      {children} (Atom feed)
    </a>
  );
}
