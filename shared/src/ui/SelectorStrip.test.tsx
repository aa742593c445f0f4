import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/renderPage.tsx';
import { SelectorStrip, type SelectorStripItem } from './SelectorStrip.tsx';

function renderStrip(items: SelectorStripItem[], footer?: React.ReactNode) {
  const { router } = renderPage([
    { path: '/', element: <SelectorStrip label="Volume" items={items} footer={footer} /> },
    { path: '/list', element: <p>Paper list</p> },
  ]);
  return router;
}

describe('SelectorStrip', () => {
  it('lists the items in a labelled group and marks the active one', () => {
    renderStrip([
      { key: '1', label: 'Volume 1, (2022)', active: false, href: '/list?volume=1' },
      { key: '2', label: 'Volume 2, (2023)', active: true, href: '/list?volume=2' },
    ]);
    expect(screen.getByRole('group', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volume 2, (2023)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Volume 1, (2022)' })).not.toHaveAttribute('aria-current');
  });

  it('selects the neighbouring item with the arrows and disables them at the ends', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    renderStrip([
      { key: '1', label: 'Issue 1', active: true, onSelect: () => chosen(1) },
      { key: '2', label: 'Issue 2', active: false, onSelect: () => chosen(2) },
    ]);
    expect(screen.getByRole('button', { name: 'Previous Volume' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next Volume' }));
    expect(chosen).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.getByRole('button', { name: 'Issue 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Issue 2' }));
    expect(chosen).toHaveBeenLastCalledWith(2);
  });

  it('follows the neighbour’s address when the items are links', async () => {
    const user = userEvent.setup();
    const router = renderStrip([
      { key: '1', label: 'Volume 1, (2022)', active: false, href: '/list?volume=1' },
      { key: '2', label: 'Volume 2, (2023)', active: true, href: '/list?volume=2' },
    ]);
    expect(screen.getByRole('button', { name: 'Next Volume' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous Volume' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/list?volume=1');
    expect(await screen.findByText('Paper list')).toBeInTheDocument();
  });

  it('renders the footer', () => {
    renderStrip(
      [{ key: '1', label: 'Issue 1', active: true, onSelect: () => {} }],
      <a href="/archives">See all volumes</a>,
    );
    expect(screen.getByRole('link', { name: 'See all volumes' })).toBeInTheDocument();
  });
});
