/**
 * Helpers for the shell's component tests: render inside the real root reducer and a memory router,
 * record every dispatched action, and stand in for the archives remote's archive index.
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  ARCHIVE_INDEX_ENDPOINT,
  defaultSettings,
  journalApi,
  rootReducer,
  type ArchiveIndexYear,
} from '@journal/shared';

/** The editorial system's address the mocked /remotes.json gives (differs from the default on purpose). */
export const TEST_EDITORIAL_SYSTEM_URL = 'https://editorial.example.test/login';

/**
 * Stand-in for shell/src/federation/remotes.ts:
 * `vi.mock('…/federation/remotes.ts', () => import('…/app/testing.tsx').then((m) => m.federationMock()))`.
 */
export function federationMock() {
  return {
    prefetchSection: () => undefined,
    loadSiteConfig: () =>
      Promise.resolve({ remotes: {}, settings: { ...defaultSettings, editorialSystemUrl: TEST_EDITORIAL_SYSTEM_URL } }),
  };
}

/** The archive index as if a page had loaded it (newest year first), in the shared archiveIndex query. */
export function archiveIndexLoaded(years: ArchiveIndexYear[]) {
  return journalApi.util.upsertQueryData(ARCHIVE_INDEX_ENDPOINT as never, undefined as never, years as never);
}

/** Renders `ui` at every path (starting at `route`), inside the store and a memory router. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], { route });
}

/** Renders a route table (e.g. the layout and some pages) inside the store and a memory router. */
export function renderRoutes(routes: RouteObject[], { route = '/' }: { route?: string } = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(journalApi.middleware, recorder),
  });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, actions };
}
