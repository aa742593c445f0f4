import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SectionRoute } from '../contract/remoteModule.ts';
import { loadAllPages } from '../lazyPage.tsx';
import { makeStore } from '../store/makeStore.ts';

/**
 * The one render helper of the site's component tests: a fresh store of the shared root reducer (RTK
 * Query included), and the given routes in a memory router starting at `url`, so redirects and links
 * between pages really happen. The network is faked with MSW (./network.ts), never by mocking modules.
 * Imported from '@journal/shared/testing' (never from the package index, so it stays out of the site).
 */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  options: { store?: ReturnType<typeof makeStore>; wrap?: (page: ReactNode) => ReactNode } = {},
) {
  const store = options.store ?? makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const page = <RouterProvider router={router} />;
  const view = render(<Provider store={store}>{options.wrap ? options.wrap(page) : page}</Provider>);
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, view, store, router, address };
}

/**
 * Renders a remote's pages as the shell would (inside the page's main landmark and a Suspense
 * boundary); `extra` adds stand-in routes (e.g. /files/*). Async: a remote's pages are loaded on first
 * use (lazyPage), so they are all loaded first and the test starts on the page itself.
 */
export async function renderRemoteRoutes(
  routes: SectionRoute[],
  url: string,
  extra: RouteObject[] = [],
  store?: ReturnType<typeof makeStore>,
) {
  await loadAllPages();
  return renderRoutes([...routes.map(({ path, Component }) => ({ path: `/${path}`, Component })), ...extra], url, {
    ...(store ? { store } : {}),
    wrap: (page) => (
      <main id="main">
        <Suspense fallback={<p role="status">Loading the section…</p>}>{page}</Suspense>
      </main>
    ),
  });
}

export {
  answerCalls,
  apiHttpError,
  noAnswer,
  fakeContentApi,
  errorAnswer,
  fakeApi,
  onCall,
  network,
  HttpResponse,
  type FakeContentApi,
} from './network.ts';
