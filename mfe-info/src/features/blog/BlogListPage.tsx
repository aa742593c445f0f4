import { journal } from '@journal/shared';
import { FeedLink, PageHeader } from '@journal/shared/ui';
import { useBlogPage } from './api.ts';
import { PostList } from './PostList.tsx';
import { usePageParam } from './usePageParam.ts';
import { blogListMeta, PageMeta } from '@journal/shared/metadata';

/** /blogs: the editors' posts, newest first, page by page (?page=N). */
export function BlogListPage() {
  const [page, setPage] = usePageParam();
  const list = useBlogPage(page);

  return (
    <article aria-labelledby="blog-heading" className="space-y-6">
      <PageMeta {...blogListMeta(page)} />
      <PageHeader
        id="blog-heading"
        className="space-y-2"
        extra={
          <>
            <p className="max-w-3xl text-slate-700">
              Notes from the editors of {journal.shortName} for authors and readers: how to write and evidence a paper,
              how our peer review works, and what happens to a paper after acceptance.
            </p>
            <p>
              <FeedLink feed="/feeds/blog.atom">Subscribe to the blog</FeedLink>
            </p>
          </>
        }
      >
        Blog
      </PageHeader>
      <PostList
        list={list}
        firstPageHref="/blogs"
        empty={<p className="text-slate-700">No posts have been published yet.</p>}
        onPageChange={setPage}
        onRetry={list.retry}
      />
    </article>
  );
}
