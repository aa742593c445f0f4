import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@journal/shared/testing';
import { Layout } from './Layout.tsx';

// The shell's remote discovery needs a built site; its stand-in gives the site configuration (federation/__mocks__).
vi.mock('../federation/remotes.ts');

/** A page that sends focus to a part of itself, as /ethics?target=… does. */
function PageFocusingItsSection() {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  return (
    <section ref={section} tabIndex={-1} aria-label="Marked section">
      <h1>Ethics</h1>
    </section>
  );
}

function renderSite(route: string) {
  return renderPage(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'privacy-policy', element: <h1>Privacy Policy</h1> },
          { path: 'terms-and-conditions', element: <h1>Terms and Conditions</h1> },
          { path: 'ethics', element: <PageFocusingItsSection /> },
        ],
      },
    ],
    { path: route },
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
});

describe('Layout: skip link and focus on navigation', () => {
  it('makes Skip to main content the first stop of Tab, and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderSite('/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('focuses the main content after moving to another page, and not after a change of query', async () => {
    const { router } = renderSite('/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    expect(screen.getByRole('main')).not.toHaveFocus();

    await act(() => router.navigate('/terms-and-conditions'));
    expect(screen.getByRole('main')).toHaveFocus();

    screen.getByRole('link', { name: 'Skip to main content' }).focus();
    await act(() => router.navigate('/terms-and-conditions?page=2'));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('leaves focus where the new page put it inside its own content', async () => {
    const { router } = renderSite('/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    await act(() => router.navigate('/ethics'));
    expect(screen.getByRole('region', { name: 'Marked section' })).toHaveFocus();
  });
});
