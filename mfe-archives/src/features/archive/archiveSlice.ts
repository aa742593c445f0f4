import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
  mainLinkClicked,
  rootReducer,
  type ArchiveIndexYear,
} from '@journal/shared';
import { fetchIssuePapers, fetchYearListing, searchPapers, type ArchivePaper, type IssueSelection, type PageInfo } from './api.ts';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ArchiveState {
  /** Newest year first; null until loaded. The shell's Current Issue link reads it (shared contract). */
  years: ArchiveIndexYear[] | null;
  indexStatus: Status;
  indexError: string | null;
  /** The issue on screen and its page (mirrors the address bar, which is the source of truth). */
  selection: IssueSelection | null;
  page: number;
  papers: ArchivePaper[];
  pagination: PageInfo;
  listStatus: Status;
  /** "year/volume/issue/page" of the papers held, and of the request under way: a loaded page is not fetched again. */
  loadedKey: string | null;
  requestKey: string | null;
  /** Search mode (SPEC 4): the results replace the list until Clear. query null = not searching. */
  search: { query: string | null; results: ArchivePaper[]; status: Status };
}

/** SPEC section 3 defaults of the pagination info. */
const emptyPagination: PageInfo = { current_page: 1, per_page: 10, total_items: 0, total_pages: 0 };

export const initialArchiveState: ArchiveState = {
  years: null,
  indexStatus: 'idle',
  indexError: null,
  selection: null,
  page: 1,
  papers: [],
  pagination: emptyPagination,
  listStatus: 'idle',
  loadedKey: null,
  requestKey: null,
  search: { query: null, results: [], status: 'idle' },
};

export function listKey(selection: IssueSelection, page: number): string {
  return `${selection.year}/${selection.volume}/${selection.issue}/${page}`;
}

type ArchiveRoot = { archive?: ArchiveState };

export const fetchArchiveIndex = createAsyncThunk(
  'archive/fetchIndex',
  async () => {
    try {
      // SPEC 3: held newest year first after reversal.
      return [...(await fetchYearListing())].reverse();
    } catch {
      // SPEC 8: an archive year listing failure raises this message.
      throw new Error('Failed to fetch archive');
    }
  },
  {
    condition: (_, { getState }) => {
      const status = (getState() as ArchiveRoot).archive?.indexStatus;
      return status !== 'loading' && status !== 'loaded';
    },
  },
);

export interface PaperListRequest {
  selection: IssueSelection;
  page: number;
}

export const fetchPaperList = createAsyncThunk(
  'archive/fetchPaperList',
  async ({ selection, page }: PaperListRequest) => {
    try {
      return await fetchIssuePapers(selection, page);
    } catch (error) {
      // SPEC 8: list fetch failures are logged with the backend's own wording.
      console.error('Error fetching artical data', error);
      throw error;
    }
  },
  {
    condition: ({ selection, page }, { getState }) => {
      const state = (getState() as ArchiveRoot).archive;
      const key = listKey(selection, page);
      return state?.loadedKey !== key && !(state?.listStatus === 'loading' && state.requestKey === key);
    },
  },
);

export const searchArchive = createAsyncThunk('archive/search', async (query: string) => {
  try {
    return (await searchPapers(query)).papersList;
  } catch (error) {
    // SPEC 8: search failures are only logged and return nothing.
    console.error('Error searching archive', error);
    return [];
  }
});

export const archiveSlice = createSlice({
  name: 'archive',
  initialState: initialArchiveState,
  reducers: {
    /** A new year, volume or issue: back to page 1, the old list cleared before the fetch (SPEC 4). */
    issueSelected(state, action: PayloadAction<IssueSelection>) {
      const next = action.payload;
      const current = state.selection;
      if (current && current.year === next.year && current.volume === next.volume && current.issue === next.issue) return;
      state.selection = next;
      state.page = 1;
      state.papers = [];
      state.pagination = emptyPagination;
      state.loadedKey = null;
      state.listStatus = 'idle';
      state.search = initialArchiveState.search;
    },
    pageSelected(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    searchCleared(state) {
      state.search = initialArchiveState.search;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(mainLinkClicked, (state) => {
        state.page = 1;
      })
      .addCase(fetchArchiveIndex.pending, (state) => {
        state.indexStatus = 'loading';
        state.indexError = null;
      })
      .addCase(fetchArchiveIndex.fulfilled, (state, action) => {
        state.indexStatus = 'loaded';
        state.years = action.payload;
      })
      .addCase(fetchArchiveIndex.rejected, (state, action) => {
        state.indexStatus = 'failed';
        state.indexError = action.error.message ?? 'Failed to fetch archive';
      })
      .addCase(fetchPaperList.pending, (state, action) => {
        state.listStatus = 'loading';
        state.requestKey = listKey(action.meta.arg.selection, action.meta.arg.page);
      })
      .addCase(fetchPaperList.fulfilled, (state, action) => {
        const key = listKey(action.meta.arg.selection, action.meta.arg.page);
        // A slower answer for a page the reader already left must not replace the newer one.
        if (key !== state.requestKey) return;
        state.listStatus = 'loaded';
        state.loadedKey = key;
        state.papers = action.payload.papersList;
        state.pagination = {
          current_page: action.payload.current_page,
          per_page: action.payload.per_page,
          total_items: action.payload.total_items,
          total_pages: action.payload.total_pages,
        };
      })
      .addCase(fetchPaperList.rejected, (state, action) => {
        if (listKey(action.meta.arg.selection, action.meta.arg.page) !== state.requestKey) return;
        state.listStatus = 'failed';
        state.papers = [];
      })
      .addCase(searchArchive.pending, (state, action) => {
        state.search = { query: action.meta.arg, results: [], status: 'loading' };
      })
      .addCase(searchArchive.fulfilled, (state, action) => {
        if (state.search.query !== action.meta.arg) return;
        state.search.results = action.payload;
        state.search.status = 'loaded';
      });
  },
  selectors: {
    selectArchiveYears: (state) => state.years,
    selectArchiveIndexStatus: (state) => state.indexStatus,
    selectArchiveIndexError: (state) => state.indexError,
    selectPaperList: (state) => state,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof archiveSlice> {}
}

/** Injected into the page's one root reducer when this remote's routes load. */
export const injectedArchiveSlice = archiveSlice.injectInto(rootReducer);
export const { issueSelected, pageSelected, searchCleared } = archiveSlice.actions;
export const { selectArchiveYears, selectArchiveIndexStatus, selectArchiveIndexError, selectPaperList } = injectedArchiveSlice.selectors;
