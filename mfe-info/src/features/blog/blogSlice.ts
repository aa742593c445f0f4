import { createAsyncThunk, createSlice, type WithSlice, apiErrorMessage, rootReducer } from '@journal/shared';
import {
  EMPTY_PAGINATION,
  fetchBlogPageCall,
  fetchBlogPostCall,
  fetchTagPageCall,
  type BlogPost,
  type BlogSummary,
  type Pagination,
} from './api.ts';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** One page of posts: the whole blog's, or one tag's. */
export interface PostListState {
  /** The page shown (or being fetched); null before the first fetch. */
  page: number | null;
  blogs: BlogSummary[];
  pagination: Pagination;
  status: LoadStatus;
  error: string | null;
}

/** SPEC section 3: "an active blog and a list". */
export interface BlogState {
  list: PostListState;
  tag: PostListState & { tag: string | null };
  active: {
    slug: string | null;
    blog: BlogPost | null;
    related: BlogSummary[];
    status: LoadStatus | 'notFound';
    error: string | null;
  };
}

const emptyList: PostListState = { page: null, blogs: [], pagination: EMPTY_PAGINATION, status: 'idle', error: null };

const initialState: BlogState = {
  list: emptyList,
  tag: { ...emptyList, tag: null },
  active: { slug: null, blog: null, related: [], status: 'idle', error: null },
};

const blogOf = (state: unknown) => (state as { blog?: BlogState }).blog;
const isCurrent = (status: string | undefined) => status === 'loading' || status === 'loaded';

export const fetchBlogPage = createAsyncThunk(
  'blog/fetchPage',
  async (page: number) => {
    try {
      return await fetchBlogPageCall(page);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'The blog posts could not be loaded.'));
    }
  },
  {
    condition: (page, { getState }) => {
      const list = blogOf(getState())?.list;
      return !(list?.page === page && isCurrent(list.status));
    },
  },
);

export const fetchTagPage = createAsyncThunk(
  'blog/fetchTagPage',
  async ({ tag, page }: { tag: string; page: number }) => {
    try {
      return await fetchTagPageCall(tag, page);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'The posts with this tag could not be loaded.'));
    }
  },
  {
    condition: ({ tag, page }, { getState }) => {
      const current = blogOf(getState())?.tag;
      return !(current?.tag === tag && current.page === page && isCurrent(current.status));
    },
  },
);

export const fetchBlogPost = createAsyncThunk(
  'blog/fetchPost',
  async (slug: string) => {
    try {
      return await fetchBlogPostCall(slug);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'This post could not be loaded.'));
    }
  },
  {
    condition: (slug, { getState }) => {
      const active = blogOf(getState())?.active;
      return !(active?.slug === slug && (isCurrent(active.status) || active.status === 'notFound'));
    },
  },
);

export const blogSlice = createSlice({
  name: 'blog',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchBlogPage.pending, (state, action) => {
        state.list = { ...emptyList, page: action.meta.arg, status: 'loading' };
      })
      .addCase(fetchBlogPage.fulfilled, (state, action) => {
        // A slower answer for a page the reader has already left is dropped.
        if (state.list.page !== action.meta.arg) return;
        const { blogs, ...pagination } = action.payload;
        state.list = { page: action.meta.arg, blogs, pagination: paginationOf(pagination), status: 'loaded', error: null };
      })
      .addCase(fetchBlogPage.rejected, (state, action) => {
        if (state.list.page !== action.meta.arg) return;
        state.list.status = 'failed';
        state.list.error = action.error.message ?? null;
      })
      .addCase(fetchTagPage.pending, (state, action) => {
        state.tag = { ...emptyList, tag: action.meta.arg.tag, page: action.meta.arg.page, status: 'loading' };
      })
      .addCase(fetchTagPage.fulfilled, (state, action) => {
        if (state.tag.tag !== action.meta.arg.tag || state.tag.page !== action.meta.arg.page) return;
        const { blogs, ...pagination } = action.payload;
        state.tag = { ...state.tag, blogs, pagination: paginationOf(pagination), status: 'loaded', error: null };
      })
      .addCase(fetchTagPage.rejected, (state, action) => {
        if (state.tag.tag !== action.meta.arg.tag || state.tag.page !== action.meta.arg.page) return;
        state.tag.status = 'failed';
        state.tag.error = action.error.message ?? null;
      })
      .addCase(fetchBlogPost.pending, (state, action) => {
        state.active = { slug: action.meta.arg, blog: null, related: [], status: 'loading', error: null };
      })
      .addCase(fetchBlogPost.fulfilled, (state, action) => {
        if (state.active.slug !== action.meta.arg) return;
        const answer = action.payload;
        state.active = answer
          ? { slug: action.meta.arg, blog: answer.blog, related: answer.related, status: 'loaded', error: null }
          : { slug: action.meta.arg, blog: null, related: [], status: 'notFound', error: null };
      })
      .addCase(fetchBlogPost.rejected, (state, action) => {
        if (state.active.slug !== action.meta.arg) return;
        state.active.status = 'failed';
        state.active.error = action.error.message ?? null;
      });
  },
  selectors: {
    selectBlogList: (state) => state.list,
    selectTagList: (state) => state.tag,
    selectActivePost: (state) => state.active,
  },
});

/** The four pagination numbers only (the answer may carry more keys, e.g. the tag). */
function paginationOf(answer: Pagination): Pagination {
  return {
    current_page: answer.current_page,
    per_page: answer.per_page,
    total_items: answer.total_items,
    total_pages: answer.total_pages,
  };
}

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof blogSlice> {}
}

export const injectedBlogSlice = blogSlice.injectInto(rootReducer);
export const { selectBlogList, selectTagList, selectActivePost } = injectedBlogSlice.selectors;
