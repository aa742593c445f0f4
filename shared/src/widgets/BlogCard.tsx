import type { ReactNode } from 'react';
import type { BlogSummary } from '../contract/api/models.ts';
import { tagLabel } from '../metadata/pages.ts';
import { blogPostLink, tagLink } from '../routing/links.ts';
import { cardClass } from '../styles/classes.ts';
import { formatPublishedDate } from '../text/publishedDate.ts';
import type { WidgetKit } from './kit.ts';

/** A post as the API's lists give it (/blogListing, /blogsByTag): every field of it is on the card. */
export type BlogCardPost = BlogSummary;

export interface BlogCardProps {
  post: BlogCardPost;
  headingLevel?: 2 | 3;
  /**
   * What the reader's clock says of the post, under its byline (the blog's call status, open or closed):
   * drawn by the remote, as the site server's first HTML, rendered on another clock, leaves it out.
   */
  status?: ReactNode;
}

/**
 * The blog's cards, built with the kit's router link (kit.ts says why):
 *   const { BlogCardList, BlogCard, PostByline, TagList } = blogCards({ Link });
 * The blog's pages (mfe-info) and the site server's first HTML of the blog and tag lists draw these very
 * components (docs/architecture.md, "The first HTML"), so the card a reader without JavaScript sees is the app's.
 */
export function blogCards({ Link }: Pick<WidgetKit, 'Link'>) {
  /** Published date and author of a post. */
  function PostByline({ publishedAt, author }: { publishedAt: string; author: string }) {
    return (
      <p className="text-sm text-slate-600">
        <time dateTime={publishedAt.slice(0, 10)}>{formatPublishedDate(publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{author}</span>
      </p>
    );
  }

  /** A post's tags, each linking to /tag/{slug}. */
  function TagList({ tags, label }: { tags: string[]; label: string }) {
    if (tags.length === 0) return null;
    return (
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={tagLink(tag)}
              className="inline-block rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-800 hover:bg-brand-100"
            >
              #{tagLabel(tag)}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  /** One post in a list: title, date and author, its status when the remote gives one, excerpt and tags. */
  function BlogCard({ post, headingLevel = 2, status }: BlogCardProps) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <article className={`space-y-3 ${cardClass}`}>
        <Heading className="text-lg font-semibold leading-snug text-brand-900">
          <Link to={blogPostLink(post.slug)} className="hover:text-brand-600 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <PostByline publishedAt={post.published_at} author={post.author} />
        {status}
        <p className="text-slate-700">{post.excerpt}</p>
        <TagList tags={post.tags} label={`Tags of ${post.title}`} />
      </article>
    );
  }

  /** A page of the blog or of a tag's posts, newest first; `statusOf` gives each card's status. */
  function BlogCardList({ posts, statusOf }: { posts: BlogCardPost[]; statusOf?: (post: BlogCardPost) => ReactNode }) {
    return (
      <ul className="grid gap-5">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} status={statusOf?.(post)} />
          </li>
        ))}
      </ul>
    );
  }

  return { BlogCard, BlogCardList, PostByline, TagList };
}
