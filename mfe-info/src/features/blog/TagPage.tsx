import { Link, useParams } from '@journal/shared/router';
import { tagLink } from '@journal/shared/routes';
import { PageNotFound, PageHeader } from '@journal/shared/ui';
import { useTagPage } from './api.ts';
import { tagLabel } from './blogText.ts';
import { PostList } from './PostList.tsx';
import { usePageParam } from './usePageParam.ts';
import { PageMeta, tagMeta } from '@journal/shared/metadata';

/** /tag/{slug}: the posts carrying one tag. */
export function TagPage() {
  const { slug = '' } = useParams();
  const tag = slug.toLowerCase();
  const [page, setPage] = usePageParam();
  const current = useTagPage(tag, page);
  const label = tagLabel(tag);

  // Only a tag some post carries is a page (an unknown tag is an empty list to the API): the same Page
  // Not Found the site server sends with its 404, never a page echoing made-up text.
  if (current.status === 'loaded' && current.pagination.total_items === 0) return <PageNotFound />;

  return (
    <article aria-labelledby="tag-heading" className="space-y-6">
      <PageMeta {...tagMeta(label)} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/blogs" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Blog
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">#{label}</span>
      </nav>
      <PageHeader id="tag-heading">Posts Tagged “{label}”</PageHeader>
      <PostList
        list={current}
        firstPageHref={tagLink(tag)}
        empty={null}
        onPageChange={setPage}
        onRetry={current.retry}
      />
    </article>
  );
}
