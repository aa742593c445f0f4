import { createAsyncThunk, createSlice, type WithSlice, rootReducer, apiErrorStatus } from '@journal/shared';
import { fetchPaper, type PaperRecord } from './api.ts';

export type PaperStatus = 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';

export interface PaperDetailsState {
  paperId: number | null;
  paper: PaperRecord | null;
  status: PaperStatus;
}

const initialState: PaperDetailsState = { paperId: null, paper: null, status: 'idle' };

type DetailsRoot = { archivePaper?: PaperDetailsState };


export const fetchPaperDetails = createAsyncThunk<PaperRecord, number, { rejectValue: 'notFound' | 'failed' }>(
  'archivePaper/fetch',
  async (paperId, { rejectWithValue }) => {
    try {
      return await fetchPaper(paperId);
    } catch (error) {
      if (apiErrorStatus(error) === 404) return rejectWithValue('notFound');
      // SPEC 8: detail fetch failures are logged.
      console.error('Error fetching article data', error);
      return rejectWithValue('failed');
    }
  },
  {
    // The paper on screen (or on its way) is not fetched again.
    condition: (paperId, { getState }) => {
      const state = (getState() as DetailsRoot).archivePaper;
      return !(state?.paperId === paperId && (state.status === 'loading' || state.status === 'loaded'));
    },
  },
);

export const paperDetailsSlice = createSlice({
  name: 'archivePaper',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPaperDetails.pending, (state, action) => {
        state.paperId = action.meta.arg;
        state.paper = null;
        state.status = 'loading';
      })
      .addCase(fetchPaperDetails.fulfilled, (state, action) => {
        if (state.paperId !== action.meta.arg) return;
        state.paper = action.payload;
        state.status = 'loaded';
      })
      .addCase(fetchPaperDetails.rejected, (state, action) => {
        if (state.paperId !== action.meta.arg) return;
        state.status = action.payload ?? 'failed';
      });
  },
  selectors: {
    selectPaperDetails: (state) => state,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof paperDetailsSlice> {}
}

export const injectedPaperDetailsSlice = paperDetailsSlice.injectInto(rootReducer);
export const { selectPaperDetails } = injectedPaperDetailsSlice.selectors;
