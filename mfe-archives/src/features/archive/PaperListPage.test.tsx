import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuePageTitle } from '@journal/shared';
import { apiError, renderPage, renderPageInBrowserHistory } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { archiveAnswers, searchAnswer, yearListing } from './testData.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getAllByRole('heading')[0]!.textContent ?? '');
}

describe('paper list: browsing an issue', () => {
  it('shows the issue heading, its title, five cards of the first page and keeps the page in the address', async () => {
    const { address, api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Volume 3, Issue 2 (2024)' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(cardTitles()[0]).toBe('Federated Learning on Resource-Constrained Edge Devices (V3 I2)');
    expect(document.title).toBe(issuePageTitle(2024, 3, 2));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Volume 3, Issue 2 (2024)',
    );
    expect(api.callsTo('/archivePaperListing')).toEqual([{ year: 2024, volume: 3, issue: 2, page: 1, per_page: 5 }]);
    expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=1');
  });

  it("shows each card's counted views and downloads, asked for the page's papers at once", async () => {
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: {
        ...archiveAnswers,
        '/usageTotals': ({ ids }) => ({ totals: ids.map((id) => ({ id, views: id * 10, downloads: id })) }),
      },
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    const [ids] = api.callsTo('/usageTotals').map((payload) => payload.ids);
    expect(ids).toHaveLength(5);
    const first = screen.getAllByRole('article')[0]!;
    const metrics = within(first).getByRole('list', { name: 'Metrics' });
    expect(await within(metrics).findByText(`${(ids![0]! * 10).toLocaleString('en')} Views`)).toBeInTheDocument();
    expect(within(metrics).queryByText(/CrossRef/)).not.toBeInTheDocument();
  });

  it('shows the loading screen while the papers are on their way', async () => {
    renderPage(routes, { path: '/archives/paperlist?year=2024&volume=3&issue=2', answers: archiveAnswers });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Volumes...');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we retrieve your documents.');
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(screen.queryByText('Loading Volumes...')).not.toBeInTheDocument();
  });

  it('says No Paper Found for an issue without papers, with no pagination', async () => {
    renderPage(routes, { path: '/archives/paperlist?year=2022&volume=1&issue=3', answers: archiveAnswers });
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Pages of/ })).not.toBeInTheDocument();
  });

  it('lists volumes as "Volume N, (year)" newest first and issues of the chosen volume, the active ones marked', async () => {
    renderPage(routes, { path: '/archives/paperlist?year=2024&volume=3&issue=2', answers: archiveAnswers });
    const volumes = within(await screen.findByRole('group', { name: 'Volume' }));
    expect(volumes.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Volume 4, (2025)',
      'Volume 3, (2024)',
      'Volume 2, (2023)',
      'Volume 1, (2022)',
      'See all volumes',
    ]);
    expect(volumes.getByRole('link', { name: 'Volume 3, (2024)' })).toHaveAttribute('aria-current', 'page');
    expect(volumes.getByRole('link', { name: 'See all volumes' })).toHaveAttribute('href', '/archives');
    const issues = within(screen.getByRole('group', { name: 'Issue' }));
    expect(issues.getAllByRole('link').map((link) => link.textContent)).toEqual(['Issue 1', 'Issue 2', 'Issue 3']);
    expect(issues.getByRole('link', { name: 'Issue 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('paper list: transitions (docs/sections.md)', () => {
  it('selecting a volume keeps the current issue and starts at page 1', async () => {
    const user = userEvent.setup();
    const { address } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2&page=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    await user.click(screen.getByRole('link', { name: 'Volume 2, (2023)' }));
    await waitFor(() =>
      expect(cardTitles()[0]).toBe('Federated Learning on Resource-Constrained Edge Devices (V2 I2)'),
    );
    expect(address()).toBe('/archives/paperlist?year=2023&volume=2&issue=2&page=1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volume 2, Issue 2 (2023)');
  });

  it('the previous and next arrows step to the neighbouring volume in the strip (newest first), keeping the issue', async () => {
    const user = userEvent.setup();
    const { address } = renderPage(routes, {
      path: '/archives/paperlist?year=2023&volume=2&issue=3',
      answers: archiveAnswers,
    });
    await user.click(await screen.findByRole('button', { name: 'Next Volume' }));
    await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2022&volume=1&issue=3&page=1'));
    await user.click(screen.getByRole('button', { name: 'Previous Volume' }));
    await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2023&volume=2&issue=3&page=1'));
    await user.click(screen.getByRole('button', { name: 'Next Issue' }));
    expect(address()).toBe('/archives/paperlist?year=2023&volume=2&issue=3&page=1');
    expect(screen.getByRole('button', { name: 'Next Issue' })).toBeDisabled();
  });

  it('selecting an issue keeps volume and year, resets to page 1 and clears the list before fetching', async () => {
    const user = userEvent.setup();
    const { address, api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=1&page=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(api.callsTo('/archivePaperListing').at(-1)).toMatchObject({ issue: 1, page: 2 });

    const release = api.hold('/archivePaperListing');
    await user.click(screen.getByRole('link', { name: 'Issue 3' }));
    // Cleared before the answer comes: the old issue's cards never show under the new heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volume 3, Issue 3 (2024)');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('Loading Volumes...')).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(cardTitles()[0]).toBe('Federated Learning on Resource-Constrained Edge Devices (V3 I3)'),
    );
    expect(api.callsTo('/archivePaperListing').at(-1)).toEqual({
      year: 2024,
      volume: 3,
      issue: 3,
      page: 1,
      per_page: 5,
    });
    expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=3&page=1');
  });

  it('falls back to issue 1 when the newest year has fewer issues than the one kept', async () => {
    const user = userEvent.setup();
    const { address } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=3',
      answers: archiveAnswers,
    });
    const newest = await screen.findByRole('link', { name: 'Volume 4, (2025)' });
    expect(newest).toHaveAttribute('href', '/archives/paperlist?year=2025&volume=4&issue=1');
    await user.click(newest);
    await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2025&volume=4&issue=1&page=1'));
  });

  it('replaces an address naming an issue the newest year does not have yet with issue 1', async () => {
    const { address, api } = renderPage(routes, {
      path: '/current-issue/paperlist?year=2025&volume=4&issue=3&page=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(address()).toBe('/current-issue/paperlist?year=2025&volume=4&issue=1&page=1'));
    await waitFor(() => expect(cardTitles()[0]).toContain('(V4 I1)'));
    expect(api.callsTo('/archivePaperListing').map((payload) => payload.issue)).toEqual([1]);
  });

  it.each([
    ['/archives/paperlist', '/archives'],
    ['/archives/paperlist?year=2024&volume=3', '/archives'],
    ['/current-issue/paperlist?year=2024&volume=3', '/current-issue'],
    ['/archives/paperlist?year=abc&volume=3&issue=1', '/archives'],
    ['/archives/paperlist?year=2024&volume=-3&issue=1', '/archives'],
    ['/archives/paperlist?year=2024&volume=3&issue=99999999999999999999', '/archives'],
    ['/current-issue/paperlist?year=2024.5&volume=3&issue=1e2', '/current-issue'],
  ])('without a readable issue %s goes to %s', async (from, to) => {
    const { address, api } = renderPage(routes, { path: from, answers: archiveAnswers });
    await waitFor(() => expect(address()).toBe(to));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      to === '/archives' ? 'Archives' : 'Current Issue',
    );
    expect(api.callsTo('/archivePaperListing')).toEqual([]);
  });

  it('shows Page Not Found when the year or volume does not exist, as the site server answers 404', async () => {
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2031&volume=9&issue=1',
      answers: archiveAnswers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(api.callsTo('/archivePaperListing')).toEqual([]);
  });
});

describe('paper list: pagination', () => {
  it(
    'shows numbered pages, fetches the chosen one, adds it to the history (Back returns to the ' +
      'page before), and scrolls to the main container',
    async () => {
      const user = userEvent.setup();
      const main = document.createElement('main');
      main.id = 'main';
      main.scrollIntoView = vi.fn();
      document.body.append(main);
      const { address, router } = renderPage(routes, {
        path: '/archives/paperlist?year=2024&volume=3&issue=2',
        answers: archiveAnswers,
      });
      const pager = await screen.findByRole('navigation', { name: 'Pages of Volume 3, Issue 2 (2024)' });
      expect(
        within(pager)
          .getAllByRole('button', { name: /^Page/ })
          .map((button) => button.textContent),
      ).toEqual(['1', '2', '3']);

      await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(cardTitles()[0]).toBe('Robust Speech Recognition in Noisy Classrooms (V3 I2)'));
      expect(cardTitles()).toHaveLength(2);
      expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=3');
      expect(router.state.historyAction).toBe('PUSH');
      await act(() => router.navigate(-1));
      await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=1'));
      await waitFor(() =>
        expect(cardTitles()[0]).toBe('Federated Learning on Resource-Constrained Edge Devices (V3 I2)'),
      );
      await act(() => router.navigate(1));
      expect(main.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      main.remove();
    },
  );

  it('keeps the page it shows, marked busy, until the next page arrives', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    const region = () =>
      screen.getByRole('list', { name: 'Papers in Volume 3, Issue 2 (2024)' }).closest('[aria-busy]');
    expect(region()).toHaveAttribute('aria-busy', 'false');
    const release = api.hold('/archivePaperListing');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'true'));
    expect(cardTitles()).toHaveLength(5);
    expect(cardTitles()[0]).toBe('Federated Learning on Resource-Constrained Edge Devices (V3 I2)');
    expect(screen.queryByText('Loading Volumes...')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(cardTitles()[0]).toBe('Robust Speech Recognition in Noisy Classrooms (V3 I2)'));
    expect(cardTitles()).toHaveLength(2);
    expect(region()).toHaveAttribute('aria-busy', 'false');
  });

  it('does not fetch a selection and page that is already loaded', async () => {
    const first = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2&page=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    first.unmount();
    const second = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2&page=2',
      answers: archiveAnswers,
      store: first.store,
    });
    expect(cardTitles()).toHaveLength(5);
    expect(first.api.calls.map((entry) => entry.call)).toEqual(['/archiveYearListing', '/archivePaperListing']);
    expect(second.api.calls).toEqual([]);
  });

  it.each(['abc', '-2', '0', '1.5', '99999999999'])(
    'reads page=%s as page 1 and corrects the address',
    async (hostile) => {
      const { address, api } = renderPage(routes, {
        path: `/archives/paperlist?year=2024&volume=3&issue=2&page=${hostile}`,
        answers: archiveAnswers,
      });
      await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=1'));
      await waitFor(() => expect(cardTitles()).toHaveLength(5));
      expect(api.callsTo('/archivePaperListing').map((payload) => payload.page)).toEqual([1]);
    },
  );

  it('moves a page past the last to the last page', async () => {
    const { address } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2&page=40',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=3'));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
  });
});

describe('paper list: an address the reader has left', () => {
  // A link taken while the list loads: the address bar names the next page before the router draws it.
  const moveOn = () => window.history.pushState(null, '', '/contact-us');

  it('is not moved to the last page when a page past the last arrives after the reader left', async () => {
    const { address, api } = renderPageInBrowserHistory(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2&page=40',
      answers: archiveAnswers,
    });
    const release = api.hold('/archivePaperListing');
    await waitFor(() => expect(api.callsTo('/archivePaperListing')).toHaveLength(1));
    moveOn();
    release();
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
    expect(address()).toBe('/contact-us');
  });

  it('fills in its page number while it is still the reader’s', async () => {
    const { address } = renderPageInBrowserHistory(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(address()).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=1');
  });
});

describe('paper list: search', () => {
  it('searches the trimmed text with page size 100, replaces the list until Clear, hides pagination and empties the box', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    const box = screen.getByRole('combobox', { name: 'Search papers' });
    expect(box).toHaveAttribute('placeholder', 'Search by Paper ID, Paper Name');

    await user.type(box, '  Sparse Tensor  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.callsTo('/searchArchive')).toEqual([{ search: 'Sparse Tensor', page: 1, per_page: 100 }]);
    expect(await screen.findByRole('heading', { name: 'Search results for “Sparse Tensor”' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    expect(cardTitles().every((title) => title.startsWith('Compiler Support for Sparse Tensor Algebra'))).toBe(true);
    expect(screen.getByText('9 papers found across all issues')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: /Pages of/ })).not.toBeInTheDocument();

    const listCalls = api.callsTo('/archivePaperListing').length;
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Federated Learning on Resource-Constrained Edge Devices (V3 I2)');
    expect(screen.getByRole('navigation', { name: 'Pages of Volume 3, Issue 2 (2024)' })).toBeInTheDocument();
    expect(api.callsTo('/archivePaperListing')).toHaveLength(listCalls);
  });

  it('says how many matched when more than one page did, and links to the site search for them all', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    // A common word: the API answers the first page and counts every match.
    api.answer('/searchArchive', ({ search }) => ({ ...searchAnswer(search), total_items: 4248, total_pages: 43 }));
    await user.type(await screen.findByRole('combobox', { name: 'Search papers' }), 'Sparse Tensor{Enter}');
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    expect(screen.getByText(/^4,248 papers found across all issues, the first 9 shown\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them all in Search' })).toHaveAttribute(
      'href',
      '/search?q=Sparse+Tensor&kind=paper',
    );
    // The search box's live region (visually hidden) announces the same count.
    expect(screen.getByText('4,248 papers found')).toHaveAttribute('aria-live', 'polite');
  });

  it('suggests papers as the reader types, and opens the one chosen with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { api, address } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    await user.type(await screen.findByRole('combobox', { name: 'Search papers' }), 'traffic');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent('Graph Neural Networks for Traffic Forecasting (V1 I1)');
    expect(api.callsTo('/archiveSuggestions').at(-1)).toEqual({ search: 'traffic' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Graph Neural Networks for Traffic Forecasting (V1 I1)' }),
    ).toBeInTheDocument();
    expect(address()).toContain('/archives/paper-details?paperid=1102');
    expect(api.callsTo('/searchArchive')).toEqual([]);
  });

  it('does not search blank text', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    await user.type(await screen.findByRole('combobox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.callsTo('/searchArchive')).toEqual([]);
  });

  it('shows No Paper Found for a search without results, and logs a failed search as nothing found', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    await user.type(await screen.findByRole('combobox'), 'quantum annealing{Enter}');
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    api.answer('/searchArchive', apiError(500, 'The journal server had a problem.'));
    await user.type(screen.getByRole('combobox'), 'graph{Enter}');
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error searching archive', expect.objectContaining({ status: 500 }));
  });
});

describe('paper list: share and errors', () => {
  it('copies the page address with Share and confirms it (archive only)', async () => {
    const user = userEvent.setup();
    renderPage(routes, { path: '/archives/paperlist?year=2024&volume=3&issue=2', answers: archiveAnswers });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(screen.getByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it('has no Share button on the current issue', async () => {
    renderPage(routes, { path: '/current-issue/paperlist?year=2024&volume=3&issue=2', answers: archiveAnswers });
    await screen.findByRole('group', { name: 'Issue' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('raises Failed to fetch archive when the index cannot be loaded, and recovers on Try again', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: { ...archiveAnswers, '/archiveYearListing': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch archive');
    api.answer('/archiveYearListing', { archives: yearListing });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a failed list as "Error fetching artical data" and offers to try again', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: { ...archiveAnswers, '/archivePaperListing': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The papers of this issue could not be loaded.');
    expect(log).toHaveBeenCalledWith('Error fetching artical data', expect.objectContaining({ status: 500 }));
    api.answer('/archivePaperListing', archiveAnswers['/archivePaperListing']!);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
  });
});
