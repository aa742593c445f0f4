import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderPage } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { archiveAnswers, yearListing } from './testData.ts';

describe('archive index', () => {
  it('lists the years newest first with their volumes and issue links', async () => {
    renderPage(routes, { path: '/archives', answers: archiveAnswers });
    expect(screen.getByRole('heading', { level: 1, name: 'Archives' })).toBeInTheDocument();
    const years = await screen.findByRole('list', { name: 'Years' });
    expect(
      within(years)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['2025', '2024', '2023', '2022']);
    expect(within(years).getByRole('heading', { level: 3, name: 'Volume 3 (2024)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Issue 2, Volume 3 (2024)' })).toHaveAttribute(
      'href',
      '/archives/paperlist?year=2024&volume=3&issue=2',
    );
    expect(document.title).toContain('Archives');
  });

  it('opens the chosen issue', async () => {
    const user = userEvent.setup();
    const { address } = renderPage(routes, { path: '/archives', answers: archiveAnswers });
    await user.click(await screen.findByRole('link', { name: 'Issue 1, Volume 2 (2023)' }));
    await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2023&volume=2&issue=1&page=1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Volume 2, Issue 1 (2023)' })).toBeInTheDocument();
  });

  it('features the latest issue on /current-issue and links issues under /current-issue', async () => {
    renderPage(routes, { path: '/current-issue', answers: archiveAnswers });
    expect(screen.getByRole('heading', { level: 1, name: 'Current Issue' })).toBeInTheDocument();
    expect(await screen.findByText('Volume 4, Issue 1 (2025)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest issue' })).toHaveAttribute(
      'href',
      '/current-issue/paperlist?year=2025&volume=4&issue=1',
    );
    expect(screen.getByRole('link', { name: 'Issue 3, Volume 1 (2022)' })).toHaveAttribute(
      'href',
      '/current-issue/paperlist?year=2022&volume=1&issue=3',
    );
  });

  it('shows the loading screen, then Failed to fetch archive with Try again', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/archives',
      answers: { ...archiveAnswers, '/archiveYearListing': apiError(500, 'The journal server had a problem.') },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Volumes...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch archive');
    api.answer('/archiveYearListing', { archives: yearListing });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Years' })).toBeInTheDocument();
  });
});
