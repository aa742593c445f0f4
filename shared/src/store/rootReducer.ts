import { combineSlices, createAction } from '@reduxjs/toolkit';
import { journalApi } from '../api/journalApi.ts';
import { loadingSlice } from './loadingSlice.ts';

/**
 * Slices the remotes inject when their routes load (archive, conference, thesis, ...). A remote adds
 * its slice's type here by declaration merging:
 *   declare module '@journal/shared' { interface LazyLoadedSlices extends WithSlice<typeof archiveSlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The one root reducer of the page. The shared package is a federation singleton, so the shell's
 * store and every remote's `rootReducer.inject(slice)` see this same instance.
 */
export const rootReducer = combineSlices(loadingSlice, journalApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Dispatched when a reader clicks a main navigation link: section slices reset their page number to 1. */
export const mainLinkClicked = createAction('navigation/mainLinkClicked');
