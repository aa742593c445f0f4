import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';

/**
 * The loading flag of docs/sections.md: on while any fetch (async thunk) of any section is under way.
 * Counting pending thunks keeps it right when two sections fetch at once.
 */
export interface LoadingState {
  pending: number;
}

const initialState: LoadingState = { pending: 0 };

export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isPending, (state) => {
        state.pending += 1;
      })
      .addMatcher(isFulfilled, (state) => {
        state.pending = Math.max(0, state.pending - 1);
      })
      .addMatcher(isRejected, (state) => {
        state.pending = Math.max(0, state.pending - 1);
      });
  },
  selectors: {
    selectIsLoading: (state) => state.pending > 0,
  },
});

export const { selectIsLoading } = loadingSlice.selectors;
