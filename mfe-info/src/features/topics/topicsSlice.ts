import { createAsyncThunk, createSlice, type WithSlice, apiErrorMessage, rootReducer } from '@journal/shared';
import { fetchTopicsCall, type TopicsByCategory } from './api.ts';

export interface TopicsState {
  /** Category to topics, in the journal's order; null until loaded. */
  byCategory: TopicsByCategory | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
}

const initialState: TopicsState = { byCategory: null, status: 'idle', error: null };

/** Loads every topic once: the list page and each topic page read the same answer. */
export const fetchTopics = createAsyncThunk(
  'topics/fetch',
  async () => {
    try {
      return await fetchTopicsCall();
    } catch (error) {
      // SPEC section 8: a topic fetch failure raises "Failed to fetch archive: {reason}" and is logged.
      const reason = apiErrorMessage(error, 'the server answered with an error');
      console.error('Topic fetch failed', error);
      throw new Error(`Failed to fetch archive: ${reason}`);
    }
  },
  {
    condition: (_argument, { getState }) => {
      const status = (getState() as { topics?: TopicsState }).topics?.status;
      return status !== 'loading' && status !== 'loaded';
    },
  },
);

export const topicsSlice = createSlice({
  name: 'topics',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTopics.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchTopics.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.byCategory = action.payload;
      })
      .addCase(fetchTopics.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? 'Failed to fetch archive';
      });
  },
  selectors: {
    selectTopicsByCategory: (state) => state.byCategory,
    selectTopicsStatus: (state) => state.status,
    selectTopicsError: (state) => state.error,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof topicsSlice> {}
}

export const injectedTopicsSlice = topicsSlice.injectInto(rootReducer);
export const { selectTopicsByCategory, selectTopicsStatus, selectTopicsError } = injectedTopicsSlice.selectors;
