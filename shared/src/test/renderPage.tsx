import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, createMemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore } from '../store/makeStore.ts';
import { fakeApi, type FakeAnswers } from './fakeApi.ts';

export interface RenderPageOptions {
  /** The address the reader opened (path and query); `/` by default. */
  path?: string;
  /** The content API's answers by call name (fakeApi.ts); calls left out fail the test. */
  answers?: FakeAnswers;
  /** A store to render into (a second visit that should find the first one's cache); a fresh one by default. */
  store?: AppStore;
}

/**
 * The one render helper of the site's page and component tests (docs/contributing.md, "Testing a page").
 * Renders a page in a real store (`makeStore`, RTK Query included) and a real memory router at `path`,
 * with the content API answered by a typed fake (fakeApi.ts) whose log `api.calls` says which calls the
 * page made with which payloads. `page` is a route table (a remote's `routes`: links and redirects between
 * its pages really happen) or an element, shown at every path. Imported from '@journal/shared/testing',
 * never from the package index, so it stays out of the site.
 */
export function renderPage(page: ReactElement | RouteObject[], options: RenderPageOptions = {}) {
  const router = createMemoryRouter(routesOf(page), { initialEntries: [options.path ?? '/'] });
  /** Where the reader is now: path and query. */
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...renderInStore(<RouterProvider router={router} />, options), router, address };
}

/**
 * renderPage in the site's own router, `BrowserRouter` over the browser's history (shell/src/main.tsx), for a
 * rule about the address bar being ahead of the page on screen (useStillShown in @journal/shared/router): a
 * test moves it with `window.history.pushState`, which the router does not hear, as it has not yet drawn a
 * link the reader took. `address()` reads the address bar.
 */
export function renderPageInBrowserHistory(page: ReactElement | RouteObject[], options: RenderPageOptions = {}) {
  window.history.replaceState(null, '', options.path ?? '/');
  const routes = routesOf(page);
  const Routes = () => useRoutes(routes);
  const address = () => `${window.location.pathname}${window.location.search}`;
  const router = (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
  return { ...renderInStore(router, options), address };
}

/** A route table as given, or one showing the element at every path. */
function routesOf(page: ReactElement | RouteObject[]): RouteObject[] {
  return Array.isArray(page) ? page : [{ path: '*', element: page }];
}

/** The router in a store (a fresh one unless given), with the fake API answering `answers`. */
function renderInStore(router: ReactElement, { answers = {}, store = makeStore() }: RenderPageOptions) {
  const api = fakeApi(answers);
  return { ...render(<Provider store={store}>{router}</Provider>), store, api };
}

export { apiError, noAnswer, type Answer, type FakeAnswers } from './fakeApi.ts';
