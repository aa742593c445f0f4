import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SectionRoute } from '../contract/remoteModule.ts';
import { makeStore } from '../store/makeStore.ts';

/**
 * Renders a remote's pages as the shell would, for component tests: the shared store, and every route
 * of the remote in a memory router starting at `url`, so redirects and links between pages really happen.
 * Imported from '@journal/shared/testing' (never from the package index, so it stays out of the site).
 */
export function renderRemoteRoutes(routes: SectionRoute[], url: string) {
  const store = makeStore();
  const router = createMemoryRouter(
    routes.map(({ path, Component }) => ({ path: `/${path}`, Component })),
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <main id="main">
        <RouterProvider router={router} />
      </main>
    </Provider>,
  );
  return { ...view, store, router };
}
