import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { api } from './thesisTestKit.ts';

beforeEach(() => {
  vi.clearAllMocks();
});

describe('thesis index', () => {
  it('lists the volumes newest year first, each linking to its paper list', async () => {
    vi.mocked(api.requestThesisYears).mockResolvedValue([
      { year: 2022, volumes: [{ volume: 1 }] },
      { year: 2023, volumes: [{ volume: 2 }] },
    ]);
    await renderRemoteRoutes(routes, '/thesis');
    const list = await screen.findByRole('list', { name: 'Thesis volumes by year' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['2023', '2022']);
    expect(within(list).getByRole('link', { name: 'Volume 2, (2023)' })).toHaveAttribute(
      'href',
      '/thesis/paperlist?year=2023&volume=2',
    );
    expect(document.title).toBe('Thesis Archives | International Journal of Computing Research and Innovation');
  });

  it('says Failed to fetch Thesis when the index cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    vi.mocked(api.requestThesisYears)
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce([{ year: 2024, volumes: [{ volume: 3 }] }]);
    await renderRemoteRoutes(routes, '/thesis');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Thesis');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Volume 3, (2024)' })).toBeInTheDocument();
  });
});
