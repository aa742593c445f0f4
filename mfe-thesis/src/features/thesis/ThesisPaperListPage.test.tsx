import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import type { ThesisDataListingAnswer } from '@journal/shared';
import { api } from './thesisTestKit.ts';
import { thesisItem, thesisPage } from './testData.ts';

const requestPage = vi.mocked(api.requestThesisPage);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.requestThesisYears).mockResolvedValue([
    { year: 2022, volumes: [{ volume: 1 }] },
    { year: 2023, volumes: [{ volume: 2 }] },
    { year: 2024, volumes: [{ volume: 3 }] },
  ]);
  requestPage.mockResolvedValue(thesisPage([thesisItem(1), thesisItem(2)]));
});

describe('thesis paper list', () => {
  it.each([
    ['without a year', '/thesis/paperlist?volume=3'],
    ['without a volume', '/thesis/paperlist?year=2024'],
    ['with a year that is not a number', '/thesis/paperlist?year=%3Cscript%3E&volume=3'],
    ['with a negative volume', '/thesis/paperlist?year=2024&volume=-3'],
    ['with a year before any the journal could hold', '/thesis/paperlist?year=1&volume=3'],
  ])('sends the reader to /thesis when opened %s', async (_case, url) => {
    const { router } = await renderRemoteRoutes(routes, url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thesis');
    expect(requestPage).not.toHaveBeenCalled();
  });

  it('shows the volume heading, the loading screen, then the cards of the volume', async () => {
    let answer: (page: ThesisDataListingAnswer) => void = () => undefined;
    requestPage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');

    expect(screen.getByRole('heading', { level: 1, name: 'Volume 3, Year 2024' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Volumes...');
    await waitFor(() => expect(requestPage).toHaveBeenCalled());
    answer(thesisPage([thesisItem(1)]));

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Energy-Aware Task Scheduling for Edge Clusters' })).toHaveAttribute(
      'href',
      '/thesis/paper-details?paperid=1&papertitle=energy-aware-task-scheduling-for-edge-clusters',
    );
    expect(within(card).getByText('March 2024')).toBeInTheDocument();
    expect(requestPage).toHaveBeenCalledWith(2024, 3, 1);
    expect(document.title).toBe(
      'Thesis Volume 3, Year 2024 | International Journal of Computing Research and Innovation',
    );
  });

  it('offers every volume newest first, marks the chosen one and links to all volumes', async () => {
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2023&volume=2');
    const strip = await screen.findByRole('group', { name: 'Volume' });
    const chips = within(strip)
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('Volume'));
    expect(chips.map((chip) => chip.textContent)).toEqual(['Volume 3, (2024)', 'Volume 2, (2023)', 'Volume 1, (2022)']);
    expect(within(strip).getByRole('link', { name: 'Volume 2, (2023)' })).toHaveAttribute('aria-current', 'page');
    expect(within(strip).getByRole('link', { name: 'See all volumes' })).toHaveAttribute('href', '/thesis');
  });

  it('opens another volume on page 1 when a volume is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderRemoteRoutes(routes, '/thesis/paperlist?year=2023&volume=2&page=2');
    await screen.findByRole('group', { name: 'Volume' });
    await user.click(screen.getByRole('link', { name: 'Volume 3, (2024)' }));
    await waitFor(() => expect(requestPage).toHaveBeenLastCalledWith(2024, 3, 1));
    expect(router.state.location.search).toBe('?year=2024&volume=3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volume 3, Year 2024');
  });

  it('says No Paper Found for an empty volume', async () => {
    requestPage.mockResolvedValue(thesisPage([]));
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
  });

  it('has no pagination for a single page', async () => {
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Thesis pages' })).not.toBeInTheDocument();
  });

  it('shows at most five page numbers around the current page and puts the page in the address', async () => {
    const user = userEvent.setup();
    requestPage.mockImplementation(async (_year, _volume, page) =>
      thesisPage([thesisItem(page)], { current_page: page, total_items: 40, total_pages: 8 }),
    );
    const { router } = await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3&page=5');
    const pager = await screen.findByRole('navigation', { name: 'Thesis pages' });
    const numbers = within(pager)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['3', '4', '5', '6', '7']);
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: 'Page 6' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2024&volume=3&page=6'));
    expect(requestPage).toHaveBeenLastCalledWith(2024, 3, 6);
  });

  it('replaces the list with search results, reads Clear, hides pagination, and returns on Clear', async () => {
    const user = userEvent.setup();
    requestPage.mockResolvedValue(thesisPage([thesisItem(1)], { total_items: 12, total_pages: 3 }));
    vi.mocked(api.requestThesisSearch).mockResolvedValue(thesisPage([thesisItem(4)]));
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');
    await screen.findByRole('navigation', { name: 'Thesis pages' });

    const box = screen.getByPlaceholderText('Search by Paper ID, Paper Name');
    await user.type(box, '  federated  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByRole('link', { name: 'Federated Learning for Medical Image Segmentation' }),
    ).toBeInTheDocument();
    expect(api.requestThesisSearch).toHaveBeenCalledWith('federated');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Thesis pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('link', { name: 'Energy-Aware Task Scheduling for Edge Clusters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Thesis pages' })).toBeInTheDocument();
  });

  it('does not search for an empty box', async () => {
    const user = userEvent.setup();
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.requestThesisSearch).not.toHaveBeenCalled();
  });

  it('says No Paper Found when a search finds nothing', async () => {
    const user = userEvent.setup();
    vi.mocked(api.requestThesisSearch).mockResolvedValue(thesisPage([]));
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), 'quantum');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
  });

  it('says Failed to fetch Thesis when the list cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    requestPage.mockRejectedValueOnce(new Error('Network Error'));
    await renderRemoteRoutes(routes, '/thesis/paperlist?year=2024&volume=3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Thesis');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
