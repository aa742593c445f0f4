import { combineSlices } from '@reduxjs/toolkit';
import { journalApi } from '../api/journalApi.ts';

/**
 * The one root reducer of the page: RTK Query's cache and nothing else, since every piece of server
 * state is a query or mutation of `journalApi` and page state lives in the address. The shared package
 * is a federation singleton, so the shell's store and every remote's injected endpoints see this instance.
 */
export const rootReducer = combineSlices(journalApi);

export type RootState = ReturnType<typeof rootReducer>;
