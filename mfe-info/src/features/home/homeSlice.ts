import {
  createAsyncThunk,
  createSlice,
  type WithSlice,
  apiErrorMessage,
  rootReducer,
  type ArchiveIndexContract,
} from '@journal/shared';
import { fetchArchiveIndexCall, fetchIssuePapersCall, type IssueRef, type LatestPaper } from './api.ts';
import { latestIssueOf } from './latestIssue.ts';

export interface HomeState {
  /** The latest issue and its first papers; null until loaded (and when the archive is empty). */
  latestIssue: IssueRef | null;
  papers: LatestPaper[];
  /** Papers in the whole issue, for the "all N papers" link. */
  totalPapers: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
}

const initialState: HomeState = { latestIssue: null, papers: [], totalPapers: 0, status: 'idle', error: null };

/**
 * The latest issue's papers. The archive index is read from the store when the archives section has
 * already loaded it (shared contract state.archive.years), otherwise fetched.
 */
export const fetchLatestIssue = createAsyncThunk(
  'home/fetchLatestIssue',
  async (_argument: void, { getState }) => {
    try {
      const index = (getState() as ArchiveIndexContract).archive?.years ?? (await fetchArchiveIndexCall());
      const latestIssue = latestIssueOf(index);
      if (!latestIssue) return { latestIssue: null, papers: [], totalPapers: 0 };
      const answer = await fetchIssuePapersCall(latestIssue);
      return { latestIssue, papers: answer.papersList, totalPapers: answer.total_items };
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'The server answered with an error.'));
    }
  },
  {
    condition: (_argument, { getState }) => {
      const status = (getState() as { home?: HomeState }).home?.status;
      return status !== 'loading' && status !== 'loaded';
    },
  },
);

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLatestIssue.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchLatestIssue.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.latestIssue = action.payload.latestIssue;
        state.papers = action.payload.papers;
        state.totalPapers = action.payload.totalPapers;
      })
      .addCase(fetchLatestIssue.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? null;
      });
  },
  selectors: {
    selectLatestIssue: (state) => state,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}

export const injectedHomeSlice = homeSlice.injectInto(rootReducer);
export const { selectLatestIssue } = injectedHomeSlice.selectors;
