// @vitest-environment jsdom
/* eslint-disable no-restricted-imports -- this test meets the two sides of hydration on purpose: the site
   server's first HTML and the shell's own app (its routes, with the browser app's test set-up), which no
   package entry exports. */
import '../../shared/src/test/setup.ts';
import { createElement, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInRouteTable, makeStore, StoreProvider } from '@journal/shared';
import { BrowserRouter } from '@journal/shared/router';
import { AppErrorBoundary } from '../../shell/src/app/AppErrorScreen.tsx';
import { SiteRoutes } from '../../shell/src/app/routes.tsx';
import { keepServerSummary } from '../../shell/src/layout/ServerSummary.tsx';
/* eslint-enable no-restricted-imports */
import { firstPaint } from './summary.ts';

// The remotes' code only exists in a built site: the page itself never loads here (its summary stays).
vi.mock('../../shell/src/federation/remotes.ts', async () => ({
  ...(await import('../../shell/src/federation/__mocks__/remotes.ts')),
  initialRouteTable: () => builtInRouteTable,
  loadSection: () => new Promise(() => undefined),
  forgetFailedSection: () => undefined,
  RemoteUnavailableError: class extends Error {},
  SiteConfigError: class extends Error {},
}));

const LATEST = { year: 2024, volume: 3, issue: 2 };
const SUMMARY = '<div class="server-summary"><h1>Aim and Scope</h1></div>';

/**
 * The browser's first render must meet exactly the markup the site server wrote (siteFrame.tsx), or
 * React throws the server's frame away and draws it again. React reports every difference it finds
 * while hydrating (a development build compares attributes too): none may be reported.
 */
let root: Root | null = null;
let reported: string[] = [];

// The server's tests run without the component tests' set-up, which tells React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  reported = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom has no layout
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => reported.push(args.map(String).join(' ')));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The site server's frame for `served`, hydrated by the app at `shown` (the address the browser is at). */
async function hydrate(served: string, shown = served): Promise<HTMLElement> {
  document.body.innerHTML = `<div id="root">${firstPaint(SUMMARY, served, LATEST)}</div>`;
  window.history.replaceState(null, '', shown);
  const container = document.getElementById('root')!;
  // As main.tsx does before hydrating.
  keepServerSummary(container);
  const app = createElement(
    StrictMode,
    null,
    createElement(
      AppErrorBoundary,
      null,
      createElement(StoreProvider, {
        store: makeStore(),
        children: createElement(BrowserRouter, null, createElement(SiteRoutes)),
      }),
    ),
  );
  await act(async () => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
    });
  });
  return container;
}

/** Whether React has attached to a node (hydrated it) rather than left it as the server wrote it. */
const attached = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

describe("the browser hydrates the site server's frame", () => {
  it.each([
    ['/aim-and-scope', 'Aim and Scope'],
    ['/archives/paperlist?year=2024&volume=3&issue=2', 'Aim and Scope'],
    ['/blogs', 'Aim and Scope'],
    ['/archives/paperlist?year=abc&volume=3&issue=2', 'Aim and Scope'],
    // Not a section's page: the app's own not-found screen replaces the summary at once.
    ['/no/such/page', /Page Not Found/],
  ])('%s: without a single difference, keeping the nodes the reader sees', async (address, mainText) => {
    const container = await hydrate(address);
    expect(reported).toEqual([]);
    // The same header node as the server's, now the app's: Menu opens the full-screen menu.
    const header = container.querySelector('header')!;
    const summary = [...header.querySelectorAll('summary')].find((element) => element.textContent === 'Menu')!;
    await act(async () => summary.click());
    expect(container.querySelector('[role="dialog"][aria-label="Site menu"]')).not.toBeNull();
    expect(header.isConnected).toBe(true);
    // The server's summary stays on screen while the page's section loads.
    expect(container.querySelector('main')?.textContent).toMatch(mainText);
    // The footer, whose code comes in a chunk of its own, is hydrated in place when it arrives.
    const footer = container.querySelector('footer')!;
    await vi.waitFor(() => expect(attached(footer)).toBe(true));
    expect(footer.isConnected).toBe(true);
    expect(reported).toEqual([]);
  });

  it('reports a frame that differs from what the app draws (here: drawn for another page)', async () => {
    await hydrate('/blogs', '/archives');
    expect(reported.join('\n')).toMatch(/hydrat/i);
  });
});
