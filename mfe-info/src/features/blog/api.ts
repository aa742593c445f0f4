import {
  apiErrorMessage,
  apiErrorStatus,
  BLOG_PAGE_SIZE,
  callQuery,
  journalApi,
  skipToken,
  useHeldAnswer,
  type BlogListingAnswer,
  type BlogSummary,
  type ListQueryState,
  type PaginationInfo,
} from '@journal/shared';

/**
 * Blog calls (designed by the API): POST /blogListing {page, per_page}, /blogDetails {slug} (404 for an
 * unknown slug) and /blogsByTag {tag, page, per_page} (an unknown tag is an empty list). Shapes from the
 * shared contract types.
 */
export type { BlogSummary };

/** docs/api.md: pagination info defaults 1, 10, 0, 0. */
export const EMPTY_PAGINATION: PaginationInfo = { current_page: 1, per_page: 10, total_items: 0, total_pages: 0 };

/** What the API accepts as a post or tag slug; anything else names nothing, so it is not sent. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string) => value.length <= 200 && SLUG_PATTERN.test(value);

/**
 * The blog calls, added to the page's one RTK Query API with this remote. Kept 5 min: the editors
 * publish a post now and then, and a reader paging back and forth gets the pages at once.
 */
const blogApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    blogPage: callQuery(build, '/blogListing', {
      payload: (page: number) => ({ page, per_page: BLOG_PAGE_SIZE }),
      keepFor: 300,
    }),
    tagPage: callQuery(build, '/blogsByTag', {
      payload: ({ tag, page }: { tag: string; page: number }) => ({ tag, page, per_page: BLOG_PAGE_SIZE }),
      keepFor: 300,
    }),
    blogPost: callQuery(build, '/blogDetails', {
      payload: (slug: string) => ({ slug }),
      keepFor: 300,
    }),
  }),
});

/** One page of posts: the whole blog's, or one tag's, as the list pages show it. */
export interface PostListState {
  /** The page asked for. */
  page: number;
  blogs: BlogSummary[];
  pagination: PaginationInfo;
  status: 'loading' | 'loaded' | 'failed';
  /** The posts shown are the page before, kept while this one is on its way. */
  busy: boolean;
  error: string | null;
  retry(): void;
}

function usePostList(
  page: number,
  query: ListQueryState<BlogListingAnswer> & { isError: boolean; error?: unknown; refetch(): unknown },
  fallback: string,
  list = '',
): PostListState {
  // Another page: the posts on screen stay, marked busy, until it arrives (docs/design.md).
  const { answer, busy } = useHeldAnswer(query, list);
  return {
    page,
    blogs: answer?.blogs ?? [],
    pagination: answer
      ? {
          current_page: answer.current_page,
          per_page: answer.per_page,
          total_items: answer.total_items,
          total_pages: answer.total_pages,
        }
      : EMPTY_PAGINATION,
    status: query.isError ? 'failed' : answer ? 'loaded' : 'loading',
    busy,
    error: query.isError ? apiErrorMessage(query.error, fallback) : null,
    retry: () => void query.refetch(),
  };
}

export function useBlogPage(page: number): PostListState {
  return usePostList(page, blogApi.useBlogPageQuery(page), 'The blog posts could not be loaded.');
}

/** The posts with a tag; an impossible tag is an empty list, as the API answers for an unknown one. */
export function useTagPage(tag: string, page: number): PostListState {
  const query = blogApi.useTagPageQuery(isSlug(tag) ? { tag, page } : skipToken);
  const answered = isSlug(tag) ? query : { ...query, currentData: { blogs: [], ...EMPTY_PAGINATION }, isError: false };
  return usePostList(page, answered, 'The posts with this tag could not be loaded.', tag);
}

/** The post and its related posts; `notFound` when there is no such post (the API answers 404, or 400 for a slug it refuses). */
export function useBlogPost(slug: string) {
  const query = blogApi.useBlogPostQuery(isSlug(slug) ? slug : skipToken);
  const status = apiErrorStatus(query.error);
  const notFound = !isSlug(slug) || status === 404 || status === 400;
  return {
    post: query.currentData ?? null,
    notFound,
    failed: query.isError && !notFound,
    error: query.isError && !notFound ? apiErrorMessage(query.error, 'This post could not be loaded.') : null,
    retry: () => void query.refetch(),
  };
}
