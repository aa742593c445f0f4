import { createAsyncThunk, createSlice, type WithSlice, rootReducer } from '@journal/shared';
import { requestConferenceCategories, type ConferenceCategory } from './api.ts';
import { CONFERENCE_FAILURE_LOG } from './conferenceErrors.ts';

/** The `conference` state area of SPEC section 3: the published conferences (categories). */
export interface ConferenceState {
  /** Newest conference first; null until loaded. */
  categories: ConferenceCategory[] | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: ConferenceState = { categories: null, status: 'idle' };

interface WithConference {
  conference?: ConferenceState;
}

export const fetchConferenceCategories = createAsyncThunk(
  'conference/fetchCategories',
  async () => {
    try {
      return newestFirst(await requestConferenceCategories());
    } catch (error) {
      console.error(CONFERENCE_FAILURE_LOG, error);
      throw error;
    }
  },
  {
    condition: (_arg, { getState }) => {
      const status = (getState() as WithConference).conference?.status;
      return status !== 'loaded' && status !== 'loading';
    },
  },
);

export const conferenceSlice = createSlice({
  name: 'conference',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchConferenceCategories.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchConferenceCategories.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.categories = action.payload;
      })
      .addCase(fetchConferenceCategories.rejected, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectConferenceCategories: (state) => state.categories,
    selectConferenceCategoriesStatus: (state) => state.status,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof conferenceSlice> {}
}

export const injectedConferenceSlice = conferenceSlice.injectInto(rootReducer);
export const { selectConferenceCategories, selectConferenceCategoriesStatus } = injectedConferenceSlice.selectors;

/** Newest year first; within a year the later volume and issue first (the API sends oldest first). */
export function newestFirst(categories: ConferenceCategory[]): ConferenceCategory[] {
  return [...categories].sort((a, b) => b.year - a.year || b.volume - a.volume || b.issue - a.issue || b.id - a.id);
}
