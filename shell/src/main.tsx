import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, StoreProvider } from '@journal/shared';
import { BrowserRouter } from '@journal/shared/router';
import { AppErrorBoundary } from './app/AppErrorScreen.tsx';
import { SiteRoutes } from './app/routes.tsx';
import { loadSiteConfig, registerFederationErrorHook } from './federation/remotes.ts';
import { keepServerSummary } from './layout/ServerSummary.tsx';
import './styles/app.css';

// The site server put the page's head into the HTML for crawlers (data-head="server"); React 19 now
// renders each page's own <title> and <meta>, and two <title>s must never coexist. Feed links
// (data-head="site") stay: they belong to every page.
for (const element of document.head.querySelectorAll('[data-head="server"]')) element.remove();

registerFederationErrorHook();
// Start fetching /remotes.json at once; a failure surfaces in the section that needs it.
loadSiteConfig().catch(() => undefined);

const store = makeStore();

const root = document.getElementById('root')!;
// The server's summary stays on screen until the first page's section has rendered (see ServerSummary.tsx).
keepServerSummary(root);
createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <StoreProvider store={store}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </StoreProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
