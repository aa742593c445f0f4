import { journal, siteTitle } from '@journal/shared';
import { useParams } from '@journal/shared/router';
import { Breadcrumb, Button, LoadingScreen, PageNotFound, RetryNotice, PageHeader } from '@journal/shared/ui';
import { blogPostHead, PageHead, PageTitle } from '@journal/shared/metadata';
import { RichContent } from '../../lib/RichContent.tsx';
import { useBlogPost } from './api.ts';
import { BlogCard, callStatusOf, PostByline, TagList } from './blogCards.tsx';
import { CallStatus } from './CallStatus.tsx';

/** /blogs/{slug}: one post with its tags and related posts. */
export function BlogPostPage() {
  // The router matches paths ignoring case; slugs are lowercase.
  const slug = (useParams().slug ?? '').toLowerCase();
  const active = useBlogPost(slug);

  if (active.post) {
    const { blog, related } = active.post;
    return (
      <article aria-labelledby="post-heading" className="space-y-6">
        {/* BlogPosting JSON-LD and Open Graph, built as the site server builds them; no citation tags. */}
        <PageHead head={blogPostHead(blog, window.location.origin)} />
        <Breadcrumb trail={[{ label: 'Blog', href: '/blogs' }]} current={blog.title} />
        <PageHeader
          id="post-heading"
          className="max-w-3xl space-y-3"
          extra={
            <>
              <PostByline publishedAt={blog.published_at} author={blog.author} />
              <CallStatus excerpt={blog.excerpt} />
              <TagList tags={blog.tags} label="Tags" />
            </>
          }
        >
          {blog.title}
        </PageHeader>
        <RichContent html={blog.content} />
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="space-y-4 border-t border-slate-200 pt-6">
            <h2 id="related-heading" className="text-xl font-semibold text-brand-800">
              Related Posts
            </h2>
            <ul className="grid gap-4 lg:grid-cols-3">
              {related.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} headingLevel={3} status={callStatusOf(post)} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <Button to="/blogs" variant="secondary">
          Back to the blog
        </Button>
      </article>
    );
  }

  // No post at this address: the same Page Not Found the site server sends with its 404.
  if (active.notFound) return <PageNotFound />;
  return (
    <article aria-labelledby="post-heading" className="space-y-4">
      {/* While the post loads the tab keeps its title; only a failure names the page. */}
      {active.failed && <PageTitle>{siteTitle('Blog Post Unavailable')}</PageTitle>}
      <meta
        name="description"
        content={`The ${journal.shortName} editors' blog for computer-science authors and readers.`}
      />
      <PageHeader id="post-heading">Blog Post</PageHeader>
      {active.failed && (
        <RetryNotice message="This post could not be loaded." detail={active.error ?? null} onRetry={active.retry} />
      )}
      {!active.failed && <LoadingScreen title="Loading Post..." message="Please wait while we retrieve this post." />}
    </article>
  );
}
