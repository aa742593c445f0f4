import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

/**
 * A page body of the first HTML drawn from the app's own components (docs/architecture.md, "The first
 * HTML"): the shared UI kit renders here as it does in the browser, under a static router for its links.
 * Static markup, not hydrated: the summary is shown until the section's page replaces it
 * (shell/src/layout/ServerSummary.tsx), and a <noscript> list is never read by the app.
 */
export function renderBody(body: ReactNode, identifierPrefix = 'summary-'): string {
  // In a document of its own: the tags a component gives the head (PageMeta's description, Page Not
  // Found's noindex) go to that head, and are left out; the page's head is the server's (pageHead.ts).
  const document = renderToStaticMarkup(
    <html lang="en">
      <head />
      <body>
        <StaticRouter location="/">{body}</StaticRouter>
      </body>
    </html>,
    // Ids (a card's title, aria-describedby) apart from the frame's, rendered on their own.
    { identifierPrefix },
  );
  return document.slice(document.indexOf('<body>') + '<body>'.length, document.lastIndexOf('</body>'));
}

/** The node the app keeps as the first page's loading state (shell/src/layout/ServerSummary.tsx finds it by this class). */
export function Summary({ children }: { children: ReactNode }) {
  return <div className="server-summary">{children}</div>;
}

/**
 * A list for readers without JavaScript, named for assistive technology and the tests. Inside <noscript>:
 * with JavaScript the browser ignores it and the app draws the list.
 */
export function noScriptList(label: string, items: ReactNode): string {
  return `<noscript>${renderBody(
    <section aria-label={label} className="mt-6 space-y-4 text-slate-700">
      {items}
    </section>,
    'list-',
  )}</noscript>`;
}
