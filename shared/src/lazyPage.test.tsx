import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage.tsx';

const Issue = () => <h1>Volume 5, Issue 3</h1>;

describe('lazyPage preload', () => {
  it('fetches the page once, before and for the visit', async () => {
    const load = vi.fn(() => Promise.resolve(Issue));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback="Loading">
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Volume 5, Issue 3' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the visit fetches again and shows the page', async () => {
    const load = vi.fn<() => Promise<typeof Issue>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(Issue);
    const Page = lazyPage(load);
    await Page.preload();
    // React 19 resumes a page that suspended in a test only inside an awaited act().
    await act(async () => {
      render(
        <Suspense fallback="Loading">
          <Page />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Volume 5, Issue 3' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
