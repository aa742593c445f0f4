import type { ReactNode } from 'react';
import { Link } from '@journal/shared/router';
import { HeldList, LoadingScreen, Pagination, RetryNotice } from '@journal/shared/ui';
import type { PostListState } from './api.ts';
import { BlogCardList, callStatusOf } from './blogCards.tsx';

export interface PostListProps {
  list: PostListState;
  /** Path of the first page, for the link shown when the page asked for does not exist. */
  firstPageHref: string;
  /** Shown when the list has no posts at all. */
  empty: ReactNode;
  onPageChange(page: number): void;
  onRetry(): void;
}

/** A page of posts with its loading, error, empty and out-of-range states and the shared pagination. */
export function PostList({ list, firstPageHref, empty, onPageChange, onRetry }: PostListProps) {
  if (list.status === 'failed') {
    return <RetryNotice message="The posts could not be loaded." detail={list.error ?? null} onRetry={onRetry} />;
  }
  if (list.status !== 'loaded')
    return <LoadingScreen title="Loading Posts..." message="Please wait while we retrieve the posts." />;
  if (list.pagination.total_items === 0) return <>{empty}</>;
  if (list.blogs.length === 0) {
    return (
      <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
        There is no page {list.page}: the list has {list.pagination.total_pages}{' '}
        {list.pagination.total_pages === 1 ? 'page' : 'pages'}.{' '}
        <Link to={firstPageHref} className="text-brand-700 underline">
          Go to the first page
        </Link>
      </p>
    );
  }
  return (
    <HeldList busy={list.busy} className="space-y-6">
      <BlogCardList posts={list.blogs} statusOf={callStatusOf} />
      <Pagination
        currentPage={list.pagination.current_page}
        totalPages={list.pagination.total_pages}
        onPageChange={onPageChange}
        label="Blog pages"
      />
    </HeldList>
  );
}
