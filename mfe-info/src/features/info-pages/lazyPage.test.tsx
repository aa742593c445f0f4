import { act, render, screen } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage.tsx';

/** A stand-in for the shell's section boundary: shows the error and a Retry that renders again. */
class RetryBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Retry
      </button>
    );
  }
}

/** React 19 resumes a `use()` suspension inside an async act, not in RTL's plain render. */
async function renderInAct(element: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(element);
  });
  return result!;
}

describe('lazyPage', () => {
  it('shows a loading state, then the page, loading it once', async () => {
    const load = vi.fn<() => Promise<() => ReactNode>>();
    const Page = lazyPage(load);
    let finish: (page: () => ReactNode) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { unmount } = await renderInAct(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    await act(async () => finish(() => <h1>Refund Policy</h1>));
    expect(await screen.findByRole('heading', { name: 'Refund Policy' })).toBeInTheDocument();
    unmount();
    await renderInAct(<Page />);
    expect(screen.getByRole('heading', { name: 'Refund Policy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so Retry fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(() => <h1>Privacy Policy</h1>);
    const Page = lazyPage(load);
    await renderInAct(
      <RetryBoundary>
        <Page />
      </RetryBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The error stays on screen without new attempts until the reader asks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });
});
