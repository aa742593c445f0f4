import { createAsyncThunk, createSlice, type WithSlice, apiErrorMessage, rootReducer } from '@journal/shared';
import { fetchBoardCall, fetchMemberCall, type EditorialMember } from './api.ts';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MemberEntry {
  status: 'loading' | 'loaded' | 'notFound' | 'failed';
  member: EditorialMember | null;
  error: string | null;
}

export interface EditorialState {
  /** The whole board in the API's order; null until loaded. */
  members: EditorialMember[] | null;
  status: LoadStatus;
  error: string | null;
  /** Member pages opened directly (without the board loaded), by slug. */
  bySlug: Record<string, MemberEntry>;
}

const initialState: EditorialState = { members: null, status: 'idle', error: null, bySlug: {} };

interface EditorialRoot {
  editorial?: EditorialState;
}

export const fetchEditorialBoard = createAsyncThunk(
  'editorial/fetchBoard',
  async () => {
    try {
      return await fetchBoardCall();
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'The editorial board could not be loaded.'));
    }
  },
  {
    condition: (_argument, { getState }) => {
      const status = (getState() as EditorialRoot).editorial?.status;
      return status !== 'loading' && status !== 'loaded';
    },
  },
);

export const fetchEditorialMember = createAsyncThunk(
  'editorial/fetchMember',
  async (slug: string) => {
    try {
      return await fetchMemberCall(slug);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'This member of the board could not be loaded.'));
    }
  },
  {
    // Skip the call when the member is already known, from the board or from an earlier visit.
    condition: (slug, { getState }) => {
      const state = (getState() as EditorialRoot).editorial;
      if (state?.members?.some((member) => member.slug === slug)) return false;
      const status = state?.bySlug[slug]?.status;
      return status !== 'loading' && status !== 'loaded' && status !== 'notFound';
    },
  },
);

export const editorialSlice = createSlice({
  name: 'editorial',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchEditorialBoard.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchEditorialBoard.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.members = action.payload;
      })
      .addCase(fetchEditorialBoard.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? 'The editorial board could not be loaded.';
      })
      .addCase(fetchEditorialMember.pending, (state, action) => {
        state.bySlug[action.meta.arg] = { status: 'loading', member: null, error: null };
      })
      .addCase(fetchEditorialMember.fulfilled, (state, action) => {
        const member = action.payload;
        state.bySlug[action.meta.arg] = member
          ? { status: 'loaded', member, error: null }
          : { status: 'notFound', member: null, error: null };
      })
      .addCase(fetchEditorialMember.rejected, (state, action) => {
        state.bySlug[action.meta.arg] = { status: 'failed', member: null, error: action.error.message ?? null };
      });
  },
  selectors: {
    selectBoardMembers: (state) => state.members,
    selectBoardStatus: (state) => state.status,
    selectBoardError: (state) => state.error,
    /** The member as listed on the loaded board (no call needed), if the board is loaded. */
    selectBoardMember: (state, slug: string) => state.members?.find((member) => member.slug === slug) ?? null,
    /** The result of a member page's own call, when the board was not loaded. */
    selectMemberLookup: (state, slug: string) => state.bySlug[slug] ?? null,
  },
});

declare module '@journal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof editorialSlice> {}
}

export const injectedEditorialSlice = editorialSlice.injectInto(rootReducer);
export const { selectBoardMembers, selectBoardStatus, selectBoardError, selectBoardMember, selectMemberLookup } =
  injectedEditorialSlice.selectors;
