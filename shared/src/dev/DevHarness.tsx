import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, StoreProvider, type RemoteModule } from '@journal/shared';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from '@journal/shared/router';
import '../styles/harness.css';

/**
 * A section team's `npm run dev`: the remote's pages with the shared store and API client, without
 * the shell. The Vite dev server proxies /api and /files to the local API (npm start -w api).
 */
export function startDevHarness(remote: RemoteModule): void {
  const store = makeStore();
  const routes: RouteObject[] = [
    {
      element: <HarnessFrame remote={remote} />,
      children: remote.routes.map(({ path, Component }) => ({ path: `/${path}`, Component })),
    },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('The dev harness page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter>
          <HarnessRoutes routes={routes} />
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}

/** The same declarative router as the shell's (see shared/src/routing/router.ts). */
function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function HarnessFrame({ remote }: { remote: RemoteModule }) {
  const links = remote.routes.filter((route) => !route.path.includes(':'));
  return (
    <div className="min-h-screen bg-slate-50">
      <nav
        aria-label="Dev harness"
        className="flex flex-wrap gap-3 border-b border-slate-200 bg-white px-4 py-2 text-sm"
      >
        <strong className="text-brand-800">Dev harness: {remote.section}</strong>
        {links.map((route) => (
          <Link key={route.path} to={`/${route.path}`} className="text-brand-700 underline">
            /{route.path}
          </Link>
        ))}
      </nav>
      <main id="main" className="mx-auto max-w-5xl p-4">
        <div data-section={remote.section}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
