import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeStore, StoreProvider } from '@journal/shared';
import { BrowserRouter } from '@journal/shared/router';
import { tagApiRequests } from './api/requestIds.ts';
import { AppErrorBoundary } from './app/AppErrorScreen.tsx';
import { SiteRoutes } from './app/routes.tsx';
import { loadSiteConfig, registerFederationErrorHook } from './federation/remotes.ts';
import { keepServerSummary } from './layout/ServerSummary.tsx';
import './styles/app.css';

// The site server put the page's head into the HTML for crawlers (data-head="server"); React 19 now
// renders each page's own <meta> and links, and two descriptions or canonicals must never coexist.
// The server's <title> stays: it is the document's one title, which pages rename (PageTitle in
// @journal/shared/metadata, docs/architecture.md "Page titles"). Feed links (data-head="site") stay:
// they belong to every page.
for (const element of document.head.querySelectorAll('[data-head="server"]'))
  if (element.localName !== 'title') element.remove();

registerFederationErrorHook();
tagApiRequests();
// Start fetching /remotes.json at once; a failure surfaces in the section that needs it.
loadSiteConfig().catch(() => undefined);

const store = makeStore();

const root = document.getElementById('root')!;
// The server's summary stays on screen until the first page's section has rendered (see ServerSummary.tsx).
keepServerSummary(root);

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <StoreProvider store={store}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </StoreProvider>
    </AppErrorBoundary>
  </StrictMode>
);

// The site server rendered the frame (header, menus, side panel, footer) from these same components
// (site-server/src/siteFrame.tsx): the app hydrates it, attaching to the nodes the reader already sees,
// instead of drawing them again (docs/architecture.md, "The first HTML"). Without server HTML (the dev
// server's index.html) it renders from scratch.
// The first render runs in a transition: React hydrates the frame in slices of a few milliseconds and yields
// to the browser between them, instead of in one long task (Total Blocking Time, docs/performance.md).
// The server's HTML is already painted, so nothing waits for this render to finish at once. Navigations
// are transitions too (BrowserRouter's default): the page stays until the next one is ready, where an
// urgent one would show the loading screen for at least React's 300 ms fallback throttle.
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
