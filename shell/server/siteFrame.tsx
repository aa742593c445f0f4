import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { makeStore, setLatestIssue, StoreProvider, type IssueRef } from '@journal/shared';
import { Footer } from '../src/layout/footer/Footer.tsx';
import { HEADER_SLOT_CLASS } from '../src/layout/frame.ts';
import { Navbar } from '../src/layout/navbar/Navbar.tsx';

/**
 * The app's own header and footer, rendered here into the first HTML (docs/architecture.md, "The first
 * HTML"): readers without JavaScript get the styled frame (logo, search, the menu bar, every footer
 * column), readers with it see the same boxes at first paint, which the app then draws again in the same
 * place (createRoot replaces them; nothing moves). Rendered from the components themselves, so the
 * first HTML can never drift from the app's frame.
 */

// One store for every render: the header and footer only read it (no request is made during a render).
const store = makeStore();

function render(pathname: string, latest: IssueRef | null, element: ReactNode): string {
  // The Current Issue link reads the latest issue from the shared package; renders are synchronous.
  setLatestIssue(latest);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <StaticRouter location={pathname}>{element}</StaticRouter>
    </StoreProvider>,
  );
}

/** The header in the frame's header slot, as the app's Layout wraps it; the link of the page shown is marked current. */
export function siteHeader(address: string, latest: IssueRef | null): string {
  return `<div class="${HEADER_SLOT_CLASS}">${render(address, latest, <Navbar />)}</div>`;
}

/** The footer is the same on every page: rendered once per latest issue. */
let footer: { latest: string; html: string } | null = null;

export function siteFooter(latest: IssueRef | null): string {
  const key = JSON.stringify(latest);
  if (footer?.latest !== key) footer = { latest: key, html: render('/', latest, <Footer />) };
  return footer.html;
}
