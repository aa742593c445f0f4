import { Link } from '@journal/shared/router';
import { blogCards, type BlogCardPost } from '@journal/shared/widgets';
import { PageLinks, type Paging } from './ListParts.tsx';

// The blog's own cards, which mfe-info's blog and tag pages draw (`@journal/shared/widgets`), from the same
// router link. The call's status is the remote's (by the reader's clock), so these cards leave it out.
const { BlogCardList } = blogCards({ Link });

/** A page of posts: the blog's cards (title, date and author, excerpt, tags) and the app's pager in its link mode. */
export function PostCards({ posts, paging }: { posts: BlogCardPost[]; paging: Paging }) {
  return (
    <>
      <BlogCardList posts={posts} />
      <PageLinks paging={paging} />
    </>
  );
}
