import { Link } from '@journal/shared/router';
import type { BlogSummary } from './api.ts';
import { CallStatus } from './CallStatus.tsx';
import { PostByline } from './PostByline.tsx';
import { TagList } from './TagList.tsx';

/** One post in a list: title, date and author, whether a call for papers is still open, excerpt and tags. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <Heading className="text-lg font-semibold leading-snug text-brand-900">
        <Link to={`/blogs/${post.slug}`} className="hover:text-brand-600 hover:underline">
          {post.title}
        </Link>
      </Heading>
      <PostByline publishedAt={post.published_at} author={post.author} />
      <CallStatus excerpt={post.excerpt} />
      <p className="text-slate-700">{post.excerpt}</p>
      <TagList tags={post.tags} label={`Tags of ${post.title}`} />
    </article>
  );
}
