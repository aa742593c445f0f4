import { configureStore } from '@reduxjs/toolkit';
import { cancelUnwatchedQueries, journalApi } from '../api/journalApi.ts';
import { rootReducer, type RootState } from './rootReducer.ts';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // cancelUnwatchedQueries goes first: RTK Query's middleware handles unsubscribe actions itself and does
    // not pass them on, so a middleware after it never sees a reader leave (api/cancelUnwatchedQueries.test.tsx).
    middleware: (getDefault) => getDefault().concat(cancelUnwatchedQueries, journalApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
