import {
  apiErrorStatus,
  postCall,
  type BlogDetailsAnswer,
  type BlogListingAnswer,
  type BlogPost,
  type BlogSummary,
  type PaginationInfo,
} from '@journal/shared';

/**
 * Blog calls (designed by the API): POST /blogListing {page, per_page}, /blogDetails {slug} (404 for an
 * unknown slug) and /blogsByTag {tag, page, per_page} (an unknown tag is an empty list). Shapes from the
 * shared contract types.
 */
export type { BlogDetailsAnswer, BlogPost, BlogSummary, PaginationInfo as Pagination };

export type BlogPage = BlogListingAnswer;

/** Posts per list page (the API allows up to 10). */
export const BLOG_PAGE_SIZE = 6;

/** SPEC section 3: pagination info defaults 1, 10, 0, 0. */
export const EMPTY_PAGINATION: PaginationInfo = { current_page: 1, per_page: 10, total_items: 0, total_pages: 0 };

export function fetchBlogPageCall(page: number): Promise<BlogPage> {
  return postCall<BlogPage>('/blogListing', { page, per_page: BLOG_PAGE_SIZE });
}

/** What the API accepts as a post or tag slug; anything else names nothing, so it is not sent. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string) => value.length <= 200 && SLUG_PATTERN.test(value);

/** The posts with a tag; an impossible tag is an empty list, as the API answers for an unknown one. */
export async function fetchTagPageCall(tag: string, page: number): Promise<BlogPage> {
  if (!isSlug(tag)) return { blogs: [], ...EMPTY_PAGINATION };
  return postCall<BlogPage>('/blogsByTag', { tag, page, per_page: BLOG_PAGE_SIZE });
}

/** The post and its related posts, or null when there is no such post (the API answers 404). */
export async function fetchBlogPostCall(slug: string): Promise<BlogDetailsAnswer | null> {
  if (!isSlug(slug)) return null;
  try {
    return await postCall<BlogDetailsAnswer>('/blogDetails', { slug });
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}
