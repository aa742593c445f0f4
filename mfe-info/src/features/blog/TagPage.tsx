import { useEffect } from 'react';
import { journal, useAppDispatch, useAppSelector } from '@journal/shared';
import { Link, useParams } from '@journal/shared/router';
import { fetchTagPage, selectTagList } from './blogSlice.ts';
import { tagLabel } from './blogText.ts';
import { PostList } from './PostList.tsx';
import { usePageParam } from './usePageParam.ts';

/** /tag/{slug}: the posts carrying one tag. */
export function TagPage() {
  const { slug = '' } = useParams();
  const tag = slug.toLowerCase();
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const list = useAppSelector(selectTagList);
  // Until this tag's answer is in, the store may still hold the previous tag's list.
  const current = list.tag === tag && list.page === page ? list : { ...list, status: 'loading' as const };
  const label = tagLabel(tag);

  useEffect(() => {
    void dispatch(fetchTagPage({ tag, page }));
  }, [dispatch, tag, page]);

  return (
    <article aria-labelledby="tag-heading" className="space-y-6">
      <title>{`Posts Tagged “${label}” | Blog | ${journal.name}`}</title>
      <meta name="description" content={`Posts on ${label} from the ${journal.shortName} editors' blog for computer-science authors and readers.`} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/blogs" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Blog
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">#{label}</span>
      </nav>
      <h1 id="tag-heading" className="font-serif text-3xl font-bold text-brand-900">
        Posts Tagged “{label}”
      </h1>
      <PostList
        list={current}
        firstPageHref={`/tag/${tag}`}
        empty={
          <div className="space-y-3 rounded-md border border-slate-200 bg-white p-5">
            <p className="font-medium text-slate-800">There are no posts with this tag.</p>
            <p className="text-slate-700">The tag may be misspelt, or its posts may have been retagged.</p>
            <Link to="/blogs" className="inline-block text-brand-700 underline">
              See all blog posts
            </Link>
          </div>
        }
        onPageChange={setPage}
        onRetry={() => void dispatch(fetchTagPage({ tag, page }))}
      />
    </article>
  );
}
