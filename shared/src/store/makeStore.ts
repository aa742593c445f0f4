import { configureStore } from '@reduxjs/toolkit';
import { cancelUnwatchedQueries, journalApi } from '../api/journalApi.ts';
import { rootReducer, type RootState } from './rootReducer.ts';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(journalApi.middleware, cancelUnwatchedQueries),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
