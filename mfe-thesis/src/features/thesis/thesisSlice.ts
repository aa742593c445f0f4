import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
  mainLinkClicked,
  rootReducer,
  apiErrorStatus,
} from '@journal/shared';
import {
  requestThesisDetails,
  requestThesisPage,
  requestThesisSearch,
  requestThesisYears,
  type PaginationInfo,
  type ThesisDetails,
  type ThesisListItem,
} from './api.ts';

/** SPEC section 8: every failing thesis call raises this message. */
export const THESIS_FAILURE = 'Failed to fetch Thesis';

/** An index entry: thesis volumes have no issues, so every entry carries issue 0 (SPEC section 3). */
export interface ThesisIndexVolume {
  volume: number;
  issue: 0;
}

export interface ThesisIndexYear {
  year: number;
  volumes: ThesisIndexVolume[];
}

/** The chosen volume. `issue` is the spec's string default '1': a thesis volume is one issue. */
export interface ThesisSelection {
  year: number;
  volume: number;
  issue: string;
}

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ThesisState {
  /** Newest year first; null until loaded. */
  index: ThesisIndexYear[] | null;
  indexStatus: Status;
  indexError: string | null;
  /** The active volume: set from the paper list's query. */
  selection: ThesisSelection | null;
  page: number;
  papers: ThesisListItem[];
  pagination: PaginationInfo;
  /** Key of the selection and page whose papers are shown; a request for it again is skipped. */
  loadedKey: string | null;
  /** Key of the last list request: an older answer that arrives late is ignored. */
  requestedKey: string | null;
  listStatus: Status;
  listError: string | null;
  /** Search mode when not null: the results replace the list until Clear. */
  searchResults: ThesisListItem[] | null;
  searchStatus: Status;
  searchError: string | null;
  details: ThesisDetails | null;
  detailsStatus: Status | 'notFound';
  detailsError: string | null;
}

export const defaultPagination: PaginationInfo = { current_page: 1, per_page: 10, total_items: 0, total_pages: 0 };

export const initialThesisState: ThesisState = {
  index: null,
  indexStatus: 'idle',
  indexError: null,
  selection: null,
  page: 1,
  papers: [],
  pagination: defaultPagination,
  loadedKey: null,
  requestedKey: null,
  listStatus: 'idle',
  listError: null,
  searchResults: null,
  searchStatus: 'idle',
  searchError: null,
  details: null,
  detailsStatus: 'idle',
  detailsError: null,
};

export interface PageRequest {
  year: number;
  volume: number;
  page: number;
}

export function pageKey({ year, volume, page }: PageRequest): string {
  return `${year}/${volume}/${page}`;
}

/** Shape of the state this slice's thunks read (the slice lives at `thesis` of the root state). */
interface WithThesis {
  thesis?: ThesisState;
}

export const fetchThesisIndex = createAsyncThunk(
  'thesis/fetchIndex',
  async () => {
    try {
      return toIndex(await requestThesisYears());
    } catch {
      throw new Error(THESIS_FAILURE);
    }
  },
  {
    condition: (_arg, { getState }) => {
      const status = (getState() as WithThesis).thesis?.indexStatus;
      return status !== 'loaded' && status !== 'loading';
    },
  },
);

export const fetchThesisPapers = createAsyncThunk(
  'thesis/fetchPapers',
  async (request: PageRequest) => {
    try {
      return await requestThesisPage(request.year, request.volume, request.page);
    } catch (error) {
      // SPEC section 8: a thesis list failure is logged; the page offers a retry.
      console.error(THESIS_FAILURE, error);
      throw new Error(THESIS_FAILURE);
    }
  },
  {
    condition: (request, { getState }) => {
      const state = (getState() as WithThesis).thesis;
      const key = pageKey(request);
      if (state?.loadedKey === key) return false;
      return !(state?.requestedKey === key && state.listStatus === 'loading');
    },
  },
);

export const searchThesis = createAsyncThunk('thesis/search', async (text: string) => {
  try {
    return (await requestThesisSearch(text)).papersList;
  } catch {
    throw new Error(THESIS_FAILURE);
  }
});

export const fetchThesisDetails = createAsyncThunk<ThesisDetails, number, { rejectValue: 'notFound' }>(
  'thesis/fetchDetails',
  async (paperid, { rejectWithValue }) => {
    try {
      return await requestThesisDetails(paperid);
    } catch (error) {
      if (apiErrorStatus(error) === 404) return rejectWithValue('notFound');
      throw new Error(THESIS_FAILURE);
    }
  },
  {
    condition: (paperid, { getState }) => {
      const state = (getState() as WithThesis).thesis;
      if (state?.details?.id !== paperid) return true;
      return state.detailsStatus !== 'loaded' && state.detailsStatus !== 'loading';
    },
  },
);

export const thesisSlice = createSlice({
  name: 'thesis',
  initialState: initialThesisState,
  reducers: {
    /** SPEC section 4: selecting a volume sets the issue to '1'; a new volume starts on page 1 with an empty list. */
    volumeSelected(state, action: PayloadAction<{ year: number; volume: number }>) {
      const { year, volume } = action.payload;
      if (state.selection?.year === year && state.selection.volume === volume) return;
      state.selection = { year, volume, issue: '1' };
      state.page = 1;
      state.papers = [];
      state.pagination = defaultPagination;
      state.loadedKey = null;
      state.listError = null;
      // Another volume ends search mode: the reader asked for that volume's list.
      state.searchResults = null;
      state.searchStatus = 'idle';
      state.searchError = null;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    searchCleared(state) {
      state.searchResults = null;
      state.searchStatus = 'idle';
      state.searchError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(mainLinkClicked, (state) => {
        state.page = 1;
      })
      .addCase(fetchThesisIndex.pending, (state) => {
        state.indexStatus = 'loading';
        state.indexError = null;
      })
      .addCase(fetchThesisIndex.fulfilled, (state, action) => {
        state.indexStatus = 'loaded';
        state.index = action.payload;
      })
      .addCase(fetchThesisIndex.rejected, (state, action) => {
        state.indexStatus = 'failed';
        state.indexError = action.error.message ?? THESIS_FAILURE;
      })
      .addCase(fetchThesisPapers.pending, (state, action) => {
        state.requestedKey = pageKey(action.meta.arg);
        state.listStatus = 'loading';
        state.listError = null;
      })
      .addCase(fetchThesisPapers.fulfilled, (state, action) => {
        const key = pageKey(action.meta.arg);
        if (key !== state.requestedKey) return;
        const { papersList, ...pagination } = action.payload;
        state.papers = papersList;
        state.pagination = { ...defaultPagination, ...pagination };
        state.loadedKey = key;
        state.listStatus = 'loaded';
      })
      .addCase(fetchThesisPapers.rejected, (state, action) => {
        if (pageKey(action.meta.arg) !== state.requestedKey) return;
        state.listStatus = 'failed';
        state.listError = action.error.message ?? THESIS_FAILURE;
      })
      .addCase(searchThesis.pending, (state) => {
        state.searchStatus = 'loading';
        state.searchError = null;
      })
      .addCase(searchThesis.fulfilled, (state, action) => {
        state.searchStatus = 'loaded';
        state.searchResults = action.payload;
      })
      .addCase(searchThesis.rejected, (state, action) => {
        state.searchStatus = 'failed';
        state.searchError = action.error.message ?? THESIS_FAILURE;
      })
      .addCase(fetchThesisDetails.pending, (state, action) => {
        if (state.details?.id !== action.meta.arg) state.details = null;
        state.detailsStatus = 'loading';
        state.detailsError = null;
      })
      .addCase(fetchThesisDetails.fulfilled, (state, action) => {
        state.details = action.payload;
        state.detailsStatus = 'loaded';
      })
      .addCase(fetchThesisDetails.rejected, (state, action) => {
        state.detailsStatus = action.payload === 'notFound' ? 'notFound' : 'failed';
        state.detailsError = action.payload === 'notFound' ? null : (action.error.message ?? THESIS_FAILURE);
      });
  },
  selectors: {
    selectThesisIndex: (state) => state.index,
    selectThesisIndexStatus: (state) => state.indexStatus,
    selectThesisIndexError: (state) => state.indexError,
    selectActiveVolume: (state) => state.selection,
    selectThesisPage: (state) => state.page,
    selectThesisPapers: (state) => state.papers,
    selectThesisPagination: (state) => state.pagination,
    selectThesisLoadedKey: (state) => state.loadedKey,
    selectThesisListStatus: (state) => state.listStatus,
    selectThesisListError: (state) => state.listError,
    selectThesisSearchResults: (state) => state.searchResults,
    selectThesisSearchStatus: (state) => state.searchStatus,
    selectThesisSearchError: (state) => state.searchError,
    selectThesisDetails: (state) => state.details,
    selectThesisDetailsStatus: (state) => state.detailsStatus,
    selectThesisDetailsError: (state) => state.detailsError,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof thesisSlice> {}
}

/** Injected into the page's one root reducer when this remote's routes load. */
export const injectedThesisSlice = thesisSlice.injectInto(rootReducer);
export const { volumeSelected, pageChanged, searchCleared } = thesisSlice.actions;
export const {
  selectThesisIndex,
  selectThesisIndexStatus,
  selectThesisIndexError,
  selectActiveVolume,
  selectThesisPage,
  selectThesisPapers,
  selectThesisPagination,
  selectThesisLoadedKey,
  selectThesisListStatus,
  selectThesisListError,
  selectThesisSearchResults,
  selectThesisSearchStatus,
  selectThesisSearchError,
  selectThesisDetails,
  selectThesisDetailsStatus,
  selectThesisDetailsError,
} = injectedThesisSlice.selectors;

/** The API's oldest-first years, newest first, every volume entry with issue 0. */
export function toIndex(years: Array<{ year: number; volumes: Array<{ volume: number }> }>): ThesisIndexYear[] {
  return [...years].reverse().map((year) => ({
    year: year.year,
    volumes: year.volumes.map((entry) => ({ volume: entry.volume, issue: 0 as const })),
  }));
}

