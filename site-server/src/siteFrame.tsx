import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { makeStore, setLatestIssue, StoreProvider, type IssueRef } from '@journal/shared';
import { FirstHtmlContext, Footer, Layout, SiteMenuLinks, type FirstHtmlParts } from '@journal/shell/layout';

/**
 * The app's own frame (header, the Menu disclosure, the menus for readers without scripts, the side
 * panel, the footer) around the page's summary, rendered into the first HTML from the app's Layout
 * itself (docs/architecture.md, "The first HTML"). The browser hydrates it: it attaches to these nodes
 * instead of drawing them again, so the markup must be exactly what the app's first render draws (the
 * same providers, a router at the page's address). renderToString, not static markup: hydration needs
 * React's Suspense markers around the footer, which the browser loads in a chunk of its own.
 */

// One store for every render: the frame only reads it (no request is made during a render).
const store = makeStore();

/** Where the page's summary goes in a cached frame. */
const PAGE_SLOT = '<!--journal-page-->';

/**
 * Frames by address and latest issue, the page's summary left out: rendering the whole frame takes a
 * few milliseconds (about 40 KB of markup), four times the header and footer alone, and a site answers
 * the same few addresses most of the time. The frame reads nothing else (its store is never filled on
 * the server), so a cached frame is the one a render would give. Oldest first out.
 */
const frames = new Map<string, string>();
const FRAMES_KEPT = 256;

function frameFor(address: string, latest: IssueRef | null): string {
  const key = `${address} ${JSON.stringify(latest)}`;
  let frame = frames.get(key);
  if (frame === undefined) {
    // The Current Issue link reads the latest issue from the shared package; renders are synchronous.
    setLatestIssue(latest);
    const parts: FirstHtmlParts = { page: PAGE_SLOT, Footer, MenuLinks: SiteMenuLinks };
    frame = renderToString(
      <StoreProvider store={store}>
        <StaticRouter location={address}>
          <FirstHtmlContext value={parts}>
            <Layout />
          </FirstHtmlContext>
        </StaticRouter>
      </StoreProvider>,
    );
    if (frames.size >= FRAMES_KEPT) frames.delete(frames.keys().next().value!);
  } else frames.delete(key);
  frames.set(key, frame);
  return frame;
}

/** `summary`: the page's summary (summary.ts); `address`: the path with its query (the bar marks the page shown). */
export function siteFrame(summary: string, address: string, latest: IssueRef | null): string {
  return frameFor(address, latest).replace(PAGE_SLOT, () => summary);
}
