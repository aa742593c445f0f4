import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@journal/shared/testing';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PageTitle } from '@journal/shared/metadata';
import { defaultDescription } from './DefaultMetadata.tsx';
import { Layout } from './Layout.tsx';

// The shell's remote discovery needs a built site; its stand-in gives the site configuration (federation/__mocks__).
vi.mock('../federation/remotes.ts');

function PaperList() {
  return (
    <>
      <PageTitle>2026, Volume 5, Issue 1 | International Journal of Computing Research and Innovation</PageTitle>
      <meta name="description" content="Papers of Volume 5, Issue 1." />
      <h1>Volume 5, Issue 1 (2026)</h1>
    </>
  );
}

function renderSite(route: string) {
  return renderPage(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'current-issue/paperlist', element: <PaperList /> },
          { path: 'privacy-policy', element: <h1>Privacy Policy</h1> },
          { path: 'loading-section', element: <p>Loading…</p> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { path: route },
  );
}

const titles = () => Array.from(document.head.querySelectorAll('title'), (title) => title.textContent);
const descriptions = () =>
  Array.from(document.head.querySelectorAll('meta[name="description"]'), (meta) => meta.getAttribute('content'));

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Layout: page metadata', () => {
  it('gives a page without a description of its own the site-wide one, and no title of its own', async () => {
    document.title = 'Contact Us | International Journal of Computing Research and Innovation';
    renderSite('/loading-section');
    await waitFor(() => expect(descriptions()).toEqual([defaultDescription]));
    expect(document.title).toBe('Contact Us | International Journal of Computing Research and Innovation');
    expect(defaultDescription).toContain('publishing 3 issues per year');
    expect(defaultDescription).not.toMatch(/monthly/i);
  });

  it("keeps a page's title, in the one <title>, until the next page names itself", async () => {
    const { router } = renderSite('/current-issue/paperlist?year=2026&volume=5&issue=1');
    const issueTitle = '2026, Volume 5, Issue 1 | International Journal of Computing Research and Innovation';
    await waitFor(() => expect(titles()).toEqual([issueTitle]));
    expect(descriptions()).toEqual(['Papers of Volume 5, Issue 1.']);
    // A page still loading has no title yet: never blank, never a default, the previous one stays.
    await act(() => router.navigate('/loading-section'));
    expect(titles()).toEqual([issueTitle]);
    expect(descriptions()).toEqual([defaultDescription]);
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() =>
      expect(titles()).toEqual(['Page Not Found | International Journal of Computing Research and Innovation']),
    );
  });

  it('renders the 404 page with its own title inside the layout', async () => {
    renderSite('/no-such-page');
    // Queries stay inside <main>: role queries over the whole frame are slow in jsdom.
    const main = within(document.getElementById('main')!);
    expect(main.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(main.getByText("Sorry, the page you're looking for doesn't exist")).toBeVisible();
    expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(titles()).toEqual(['Page Not Found | International Journal of Computing Research and Innovation']),
    );
    expect(document.querySelector('header')).toBeInTheDocument();
    // The footer's own chunk, drawn after the page (LazyFooter).
    await waitFor(() => expect(document.querySelector('footer')).toBeInTheDocument());
  });
});

describe('Layout: frame', () => {
  it('puts the side column beside most pages, and none beside the privacy policy', async () => {
    const { router } = renderSite('/no-such-page');
    expect(screen.getByRole('complementary', { name: 'Journal shortcuts' })).toBeInTheDocument();
    await act(() => router.navigate('/privacy-policy'));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('scrolls to the top when the path changes, not when only the query of the same page does', async () => {
    const { router } = renderSite('/current-issue/paperlist?year=2026&volume=5&issue=1');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/current-issue/paperlist?year=2026&volume=5&issue=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/privacy-policy'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('shows a scroll-to-top button once the reader has scrolled down', async () => {
    renderSite('/privacy-policy');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    act(() => button.click());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('loads the chat box only once the page has had its first seconds and is idle', async () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = ((callback: () => void) => {
      idle = callback;
      return 1;
    }) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSite('/privacy-policy');
    expect(screen.queryByText('Chat with us')).toBeNull();
    expect(idle).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    expect(idle).toBeDefined();
    act(() => idle!());
    expect(await screen.findByText('Chat with us', {}, { timeout: 5000 })).toBeVisible();
  });
});
