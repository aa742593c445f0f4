import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderPage } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { iciccCategory, ncetCategory } from './testData.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('conference index', () => {
  it('lists the conferences newest year first, each linking to its papers', async () => {
    renderPage(routes, {
      path: '/conference',
      answers: { '/conferenceCategoriesFetch': { Conference_CategoriesList: [ncetCategory, iciccCategory] } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '2024' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2024',
      '2023',
    ]);
    const years = screen.getByRole('list', { name: 'Conferences by year' });
    const year2024 = within(years).getByRole('listitem', { name: '2024' });
    expect(within(year2024).getByRole('link', { name: iciccCategory.name })).toHaveAttribute(
      'href',
      '/conference/paperlist?name=International+Conference+on+Intelligent+Computing+and+Communication+2024&year=2024&volume=3&issue=2&id=2',
    );
    expect(within(year2024).getByText('Volume 3, Issue 2 (2024)')).toBeInTheDocument();
    expect(document.title).toBe('Published Conferences | International Journal of Computing Research and Innovation');
  });

  it('explains a failure, logs it, and tries again on request', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/conference',
      answers: { '/conferenceCategoriesFetch': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The published conferences could not be loaded.');
    expect(console.error).toHaveBeenCalledWith(
      'Error fetching conference data',
      expect.objectContaining({ status: 500 }),
    );
    api.answer('/conferenceCategoriesFetch', { Conference_CategoriesList: [ncetCategory] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: ncetCategory.name })).toBeInTheDocument();
  });
});
