import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorScreen.tsx';

function Broken(): never {
  throw new Error('a section crashed outside its boundary');
}

afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it('replaces a crashed app with Something Went Wrong and a Return Home button that reloads the site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a plain copy of the location is all the screen reads
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    expect(screen.getByText('Sorry, an unexpected error has occurred. Please try again later.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>The journal</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('The journal')).toBeVisible();
  });
});
