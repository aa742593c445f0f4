import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { thesisItem, thesisPage } from './testData.ts';

/** Three volumes, two theses in each; a search finds nothing unless a test says otherwise. */
const answers: FakeAnswers = {
  '/thesisYearListing': {
    thesis: [
      { year: 2022, volumes: [{ volume: 1 }] },
      { year: 2023, volumes: [{ volume: 2 }] },
      { year: 2024, volumes: [{ volume: 3 }] },
    ],
  },
  '/thesisDataListing': thesisPage([thesisItem(1), thesisItem(2)]),
  '/searchThesis': thesisPage([]),
};

/** The thesis list of a volume as the page asks for it (five a page). */
const volumePage = (year: number, volume: number, page: number) => ({
  thesis_year: year,
  thesis_volume: volume,
  page,
  per_page: 5,
});

describe('thesis paper list', () => {
  it.each([
    ['without a year', '/thesis/paperlist?volume=3'],
    ['without a volume', '/thesis/paperlist?year=2024'],
    ['with a year that is not a number', '/thesis/paperlist?year=%3Cscript%3E&volume=3'],
    ['with a negative volume', '/thesis/paperlist?year=2024&volume=-3'],
    ['with a year before any the journal could hold', '/thesis/paperlist?year=1&volume=3'],
  ])('sends the reader to /thesis when opened %s', async (_case, url) => {
    const { router, api } = renderPage(routes, { path: url, answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thesis');
    expect(api.callsTo('/thesisDataListing')).toEqual([]);
  });

  it('shows the volume heading, the loading screen, then the cards of the volume', async () => {
    const { api } = renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: { ...answers, '/thesisDataListing': thesisPage([thesisItem(1)]) },
    });
    const release = api.hold('/thesisDataListing');

    expect(screen.getByRole('heading', { level: 1, name: 'Volume 3, Year 2024' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Volumes...');
    await waitFor(() => expect(api.callsTo('/thesisDataListing')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Volumes...');
    release();

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Energy-Aware Task Scheduling for Edge Clusters' })).toHaveAttribute(
      'href',
      '/thesis/paper-details?paperid=1&papertitle=energy-aware-task-scheduling-for-edge-clusters',
    );
    expect(within(card).getByText('March 2024')).toBeInTheDocument();
    expect(api.callsTo('/thesisDataListing')).toEqual([volumePage(2024, 3, 1)]);
    expect(document.title).toBe(
      'Thesis Volume 3, Year 2024 | International Journal of Computing Research and Innovation',
    );
  });

  it('offers every volume newest first, marks the chosen one and links to all volumes', async () => {
    renderPage(routes, { path: '/thesis/paperlist?year=2023&volume=2', answers });
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
    const { router, api } = renderPage(routes, { path: '/thesis/paperlist?year=2023&volume=2&page=2', answers });
    await screen.findByRole('group', { name: 'Volume' });
    await user.click(screen.getByRole('link', { name: 'Volume 3, (2024)' }));
    await waitFor(() => expect(api.callsTo('/thesisDataListing').at(-1)).toEqual(volumePage(2024, 3, 1)));
    expect(router.state.location.search).toBe('?year=2024&volume=3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volume 3, Year 2024');
  });

  it('says No Paper Found for an empty volume', async () => {
    renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: { ...answers, '/thesisDataListing': thesisPage([]) },
    });
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
  });

  it('has no pagination for a single page', async () => {
    renderPage(routes, { path: '/thesis/paperlist?year=2024&volume=3', answers });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Thesis pages' })).not.toBeInTheDocument();
  });

  it('shows at most five page numbers around the current page and puts the page in the address', async () => {
    const user = userEvent.setup();
    const { router, api } = renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3&page=5',
      answers: {
        ...answers,
        '/thesisDataListing': ({ page = 1 }) =>
          thesisPage([thesisItem(page)], { current_page: page, total_items: 40, total_pages: 8 }),
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Thesis pages' });
    const numbers = within(pager)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['3', '4', '5', '6', '7']);
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: 'Page 6' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2024&volume=3&page=6'));
    await waitFor(() => expect(api.callsTo('/thesisDataListing').at(-1)).toEqual(volumePage(2024, 3, 6)));
  });

  it('keeps the page it shows, marked busy, until the next page arrives', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: {
        ...answers,
        '/thesisDataListing': ({ page = 1 }) =>
          thesisPage([thesisItem(page)], { current_page: page, total_items: 12, total_pages: 3 }),
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Thesis pages' });
    const first = screen.getByRole('link', { name: 'Energy-Aware Task Scheduling for Edge Clusters' });
    const release = api.hold('/thesisDataListing');

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(first.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    expect(first).toBeInTheDocument();
    expect(screen.queryByText('Loading Volumes...')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Thesis pages' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('keeps the results it shows, marked busy, while another search is under way', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: {
        ...answers,
        '/searchThesis': ({ search }) => thesisPage([thesisItem(search === 'federated' ? 4 : 1)]),
      },
    });
    const box = screen.getByPlaceholderText('Search by Paper ID, Paper Name');
    await user.type(box, 'federated{Enter}');
    const found = await screen.findByRole('link', { name: 'Federated Learning for Medical Image Segmentation' });
    const release = api.hold('/searchThesis');

    await user.type(box, 'energy{Enter}');
    await waitFor(() => expect(found.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText('Loading Volumes...')).not.toBeInTheDocument();

    release();
    expect(
      await screen.findByRole('link', { name: 'Energy-Aware Task Scheduling for Edge Clusters' }),
    ).toBeInTheDocument();
    expect(found).not.toBeInTheDocument();
    expect(api.callsTo('/searchThesis').map((payload) => payload.search)).toEqual(['federated', 'energy']);
  });

  it('replaces the list with search results, reads Clear, hides pagination, and returns on Clear', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: {
        ...answers,
        '/thesisDataListing': thesisPage([thesisItem(1)], { total_items: 12, total_pages: 3 }),
        '/searchThesis': thesisPage([thesisItem(4)]),
      },
    });
    await screen.findByRole('navigation', { name: 'Thesis pages' });

    const box = screen.getByPlaceholderText('Search by Paper ID, Paper Name');
    await user.type(box, '  federated  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByRole('link', { name: 'Federated Learning for Medical Image Segmentation' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/searchThesis')).toEqual([{ search: 'federated', page: 1, per_page: 100 }]);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Thesis pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('link', { name: 'Energy-Aware Task Scheduling for Edge Clusters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Thesis pages' })).toBeInTheDocument();
  });

  it('says how many theses matched when more than the list shows did, and links to the site search for them all', async () => {
    const user = userEvent.setup();
    renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: { ...answers, '/searchThesis': thesisPage([thesisItem(4)], { total_items: 150, total_pages: 150 }) },
    });
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), 'learning{Enter}');
    expect(await screen.findByText(/^150 theses found, the first 1 shown\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them all in Search' })).toHaveAttribute(
      'href',
      '/search?q=learning&kind=thesis',
    );
    // The search box's live region announces every match, not the page's.
    expect(screen.getByText('150 theses found')).toHaveAttribute('aria-live', 'polite');
  });

  it('does not search for an empty box', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, { path: '/thesis/paperlist?year=2024&volume=3', answers });
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.callsTo('/searchThesis')).toEqual([]);
  });

  it('says No Paper Found when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderPage(routes, { path: '/thesis/paperlist?year=2024&volume=3', answers });
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), 'quantum');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
  });

  it('says Failed to fetch Thesis when the list cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderPage(routes, {
      path: '/thesis/paperlist?year=2024&volume=3',
      answers: { ...answers, '/thesisDataListing': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Thesis');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch Thesis', expect.objectContaining({ status: 500 }));
    api.answer('/thesisDataListing', answers['/thesisDataListing']!);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
