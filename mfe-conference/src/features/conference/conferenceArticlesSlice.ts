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
  requestConferenceDetails,
  requestConferencePage,
  requestConferenceSearch,
  type ConferencePaper,
  type ConferencePaperDetails,
  type PaginationInfo,
} from './api.ts';
import { CONFERENCE_FAILURE_LOG } from './conferenceErrors.ts';

type Status = 'idle' | 'loading' | 'loaded' | 'failed' | 'notFound';

/** The `conference articles` state area of SPEC section 3: one conference's papers, a search, one paper. */
export interface ConferenceArticlesState {
  /** The conference whose papers are listed. */
  conferenceId: number | null;
  page: number;
  papers: ConferencePaper[];
  pagination: PaginationInfo;
  /** Conference and page whose papers are shown; a request for them again is skipped. */
  loadedKey: string | null;
  /** Last list request: a late answer for another conference or page is ignored. */
  requestedKey: string | null;
  listStatus: Status;
  /** Search mode when not null: the results replace the list until Clear. */
  searchResults: ConferencePaper[] | null;
  searchStatus: Exclude<Status, 'notFound'>;
  details: ConferencePaperDetails | null;
  detailsStatus: Status;
}

export const defaultPagination: PaginationInfo = { current_page: 1, per_page: 10, total_items: 0, total_pages: 0 };

const initialState: ConferenceArticlesState = {
  conferenceId: null,
  page: 1,
  papers: [],
  pagination: defaultPagination,
  loadedKey: null,
  requestedKey: null,
  listStatus: 'idle',
  searchResults: null,
  searchStatus: 'idle',
  details: null,
  detailsStatus: 'idle',
};

export interface ConferencePageRequest {
  id: number;
  page: number;
}

export function pageKey({ id, page }: ConferencePageRequest): string {
  return `${id}/${page}`;
}

interface WithArticles {
  conferenceArticles?: ConferenceArticlesState;
}

type NotFound = 'notFound';

export const fetchConferencePapers = createAsyncThunk<
  Awaited<ReturnType<typeof requestConferencePage>>,
  ConferencePageRequest,
  { rejectValue: NotFound }
>(
  'conferenceArticles/fetchPapers',
  async (request, { rejectWithValue }) => {
    try {
      return await requestConferencePage(request.id, request.page);
    } catch (error) {
      if (apiErrorStatus(error) === 404) return rejectWithValue('notFound');
      console.error(CONFERENCE_FAILURE_LOG, error);
      throw error;
    }
  },
  {
    condition: (request, { getState }) => {
      const state = (getState() as WithArticles).conferenceArticles;
      const key = pageKey(request);
      if (state?.loadedKey === key) return false;
      return !(state?.requestedKey === key && state.listStatus === 'loading');
    },
  },
);

/** SPEC section 8: a failed search is only logged and gives nothing; the list stays as it was. */
export const searchConferencePapers = createAsyncThunk('conferenceArticles/search', async (text: string) => {
  try {
    return await requestConferenceSearch(text);
  } catch (error) {
    console.error(CONFERENCE_FAILURE_LOG, error);
    return null;
  }
});

export const fetchConferenceDetails = createAsyncThunk<ConferencePaperDetails, number, { rejectValue: NotFound }>(
  'conferenceArticles/fetchDetails',
  async (paperid, { rejectWithValue }) => {
    try {
      return await requestConferenceDetails(paperid);
    } catch (error) {
      if (apiErrorStatus(error) === 404) return rejectWithValue('notFound');
      console.error(CONFERENCE_FAILURE_LOG, error);
      throw error;
    }
  },
  {
    condition: (paperid, { getState }) => {
      const state = (getState() as WithArticles).conferenceArticles;
      if (state?.details?.id !== paperid) return true;
      return state.detailsStatus !== 'loaded' && state.detailsStatus !== 'loading';
    },
  },
);

export const conferenceArticlesSlice = createSlice({
  name: 'conferenceArticles',
  initialState,
  reducers: {
    /** A different conference starts on page 1 with an empty list (SPEC section 4). */
    conferenceOpened(state, action: PayloadAction<number>) {
      if (state.conferenceId === action.payload) return;
      state.conferenceId = action.payload;
      state.page = 1;
      state.papers = [];
      state.pagination = defaultPagination;
      state.loadedKey = null;
      state.listStatus = 'idle';
      // Another conference ends search mode: the reader asked for that conference's papers.
      state.searchResults = null;
      state.searchStatus = 'idle';
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    searchCleared(state) {
      state.searchResults = null;
      state.searchStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(mainLinkClicked, (state) => {
        state.page = 1;
      })
      .addCase(fetchConferencePapers.pending, (state, action) => {
        state.requestedKey = pageKey(action.meta.arg);
        state.listStatus = 'loading';
      })
      .addCase(fetchConferencePapers.fulfilled, (state, action) => {
        const key = pageKey(action.meta.arg);
        if (key !== state.requestedKey) return;
        const { ConferenceList, ...pagination } = action.payload;
        state.papers = ConferenceList;
        state.pagination = { ...defaultPagination, ...pagination };
        state.loadedKey = key;
        state.listStatus = 'loaded';
      })
      .addCase(fetchConferencePapers.rejected, (state, action) => {
        if (pageKey(action.meta.arg) !== state.requestedKey) return;
        state.listStatus = action.payload === 'notFound' ? 'notFound' : 'failed';
      })
      .addCase(searchConferencePapers.pending, (state) => {
        state.searchStatus = 'loading';
      })
      .addCase(searchConferencePapers.fulfilled, (state, action) => {
        if (action.payload === null) {
          state.searchStatus = 'failed';
          return;
        }
        state.searchStatus = 'loaded';
        state.searchResults = action.payload;
      })
      .addCase(fetchConferenceDetails.pending, (state, action) => {
        if (state.details?.id !== action.meta.arg) state.details = null;
        state.detailsStatus = 'loading';
      })
      .addCase(fetchConferenceDetails.fulfilled, (state, action) => {
        state.details = action.payload;
        state.detailsStatus = 'loaded';
      })
      .addCase(fetchConferenceDetails.rejected, (state, action) => {
        state.detailsStatus = action.payload === 'notFound' ? 'notFound' : 'failed';
      });
  },
  selectors: {
    selectConferencePage: (state) => state.page,
    selectConferencePapers: (state) => state.papers,
    selectConferencePagination: (state) => state.pagination,
    selectConferenceLoadedKey: (state) => state.loadedKey,
    selectConferenceListStatus: (state) => state.listStatus,
    selectConferenceSearchResults: (state) => state.searchResults,
    selectConferenceSearchStatus: (state) => state.searchStatus,
    selectConferenceDetails: (state) => state.details,
    selectConferenceDetailsStatus: (state) => state.detailsStatus,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof conferenceArticlesSlice> {}
}

export const injectedConferenceArticlesSlice = conferenceArticlesSlice.injectInto(rootReducer);
export const { conferenceOpened, pageChanged, searchCleared } = conferenceArticlesSlice.actions;
export const {
  selectConferencePage,
  selectConferencePapers,
  selectConferencePagination,
  selectConferenceLoadedKey,
  selectConferenceListStatus,
  selectConferenceSearchResults,
  selectConferenceSearchStatus,
  selectConferenceDetails,
  selectConferenceDetailsStatus,
} = injectedConferenceArticlesSlice.selectors;
