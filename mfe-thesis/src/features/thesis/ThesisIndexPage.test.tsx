import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderPage } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';

describe('thesis index', () => {
  it('lists the volumes newest year first, each linking to its paper list', async () => {
    const { api } = renderPage(routes, {
      path: '/thesis',
      answers: {
        '/thesisYearListing': {
          thesis: [
            { year: 2022, volumes: [{ volume: 1 }] },
            { year: 2023, volumes: [{ volume: 2 }] },
          ],
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Thesis volumes by year' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['2023', '2022']);
    expect(within(list).getByRole('link', { name: 'Volume 2 (2023)' })).toHaveAttribute(
      'href',
      '/thesis/paperlist?year=2023&volume=2',
    );
    expect(document.title).toBe('Thesis Archives | International Journal of Computing Research and Innovation');
    expect(api.calls).toEqual([{ call: '/thesisYearListing', payload: {} }]);
  });

  it('says Failed to fetch Thesis when the index cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/thesis',
      answers: { '/thesisYearListing': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Thesis');
    api.answer('/thesisYearListing', { thesis: [{ year: 2024, volumes: [{ volume: 3 }] }] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Volume 3 (2024)' })).toBeInTheDocument();
  });
});
