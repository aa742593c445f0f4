import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { postCall, rootReducer, type ArchiveIndexYear } from '@journal/shared';

/** Answer of /archiveYearListing: oldest year first (SPEC section 3: held newest first after reversal). */
interface ArchiveYearListingAnswer {
  archives: ArchiveIndexYear[];
}

export interface ArchiveState {
  /** Newest year first; null until loaded. The shell's Current Issue link reads it (shared contract). */
  years: ArchiveIndexYear[] | null;
  indexStatus: 'idle' | 'loading' | 'failed' | 'loaded';
  indexError: string | null;
}

const initialState: ArchiveState = { years: null, indexStatus: 'idle', indexError: null };

export const fetchArchiveIndex = createAsyncThunk('archive/fetchIndex', async () => {
  try {
    const answer = await postCall<ArchiveYearListingAnswer>('/archiveYearListing');
    return [...answer.archives].reverse();
  } catch {
    // SPEC section 8: an archive year listing failure raises this message.
    throw new Error('Failed to fetch archive');
  }
});

export const archiveSlice = createSlice({
  name: 'archive',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
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
      });
  },
  selectors: {
    selectArchiveYears: (state) => state.years,
    selectArchiveIndexStatus: (state) => state.indexStatus,
    selectArchiveIndexError: (state) => state.indexError,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof archiveSlice> {}
}

/** Injected into the page's one root reducer when this remote's routes load. */
export const injectedArchiveSlice = archiveSlice.injectInto(rootReducer);
export const { selectArchiveYears, selectArchiveIndexStatus, selectArchiveIndexError } = injectedArchiveSlice.selectors;
