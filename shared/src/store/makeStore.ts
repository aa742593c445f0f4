import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer.ts';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
