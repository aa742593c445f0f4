import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { CONFERENCE_PAGE_SIZE } from './api.ts';
import { conferencePage, conferencePaper, conferenceSearchAnswer, iciccCategory, ncetCategory } from './testData.ts';

const listUrl = `/conference/paperlist?name=${encodeURIComponent(iciccCategory.name)}&year=2024&volume=3&issue=2&id=2`;

/** Two conferences; the ICICC one has two papers (the second without a month); searches find nothing. */
const answers: FakeAnswers = {
  '/conferenceCategoriesFetch': { Conference_CategoriesList: [ncetCategory, iciccCategory] },
  '/conferenceFetch': conferencePage([
    conferencePaper(1),
    conferencePaper(2, { month: '', updated_at: '2024-09-02T08:00:00Z' }),
  ]),
  '/searchConference': conferenceSearchAnswer([]),
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('conference paper list', () => {
  it('shows the conference, then its papers as cards', async () => {
    const { api } = renderPage(routes, { path: listUrl, answers });
    expect(screen.getByRole('heading', { level: 1, name: iciccCategory.name })).toBeInTheDocument();
    expect(screen.getByText('Volume 3, Issue 2 (2024)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Volumes...');

    const cards = await screen.findAllByRole('article');
    expect(api.callsTo('/conferenceFetch')).toEqual([{ id: 2, page: 1, per_page: 5 }]);
    const first = within(cards[0]!);
    expect(
      first.getByRole('link', { name: 'Adaptive Load Balancing for Microservices on Kubernetes' }),
    ).toHaveAttribute(
      'href',
      '/conference/paper-details?paperid=1&papertitle=adaptive-load-balancing-for-microservices-on-kubernetes',
    );
    expect(first.getByRole('link', { name: 'Rohan Deshpande' })).toHaveAttribute('href', '/authors/rohan-deshpande');
    expect(first.getByRole('link', { name: 'Kavya Iyer' })).toHaveAttribute('href', '/authors/kavya-iyer');
    expect(first.getByText('August 2024')).toBeInTheDocument();
    expect(first.getByText('12-19')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/conference/1.pdf');
    // A paper without a month shows the month and year it was last updated.
    expect(within(cards[1]!).getByText('September 2024')).toBeInTheDocument();
    expect(document.title).toBe(
      `${iciccCategory.name}, 2024, Volume 3, Issue 2 | International Journal of Computing Research and Innovation`,
    );
  });

  it('prefers the journal’s own name for the conference over a tampered link', async () => {
    renderPage(routes, {
      path: '/conference/paperlist?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&year=1999&volume=9&issue=9&id=2',
      answers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: iciccCategory.name })).toBeInTheDocument();
    expect(screen.getByText('Volume 3, Issue 2 (2024)')).toBeInTheDocument();
  });

  it.each([
    ['without an id', '/conference/paperlist?name=Anything&year=2024'],
    ['with an id that is not a number', '/conference/paperlist?id=2%27%20OR%201%3D1'],
  ])('sends the reader to /conference when opened %s', async (_case, url) => {
    const { router, api } = renderPage(routes, { path: url, answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Published Conferences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conference');
    expect(api.callsTo('/conferenceFetch')).toEqual([]);
  });

  it('shows Page Not Found for an id the journal does not know, as the site server answers 404', async () => {
    renderPage(routes, {
      path: '/conference/paperlist?name=Old&id=999',
      answers: { ...answers, '/conferenceFetch': apiError(404, 'Conference not found') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('logs a failed list and offers to try again', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: listUrl,
      answers: { ...answers, '/conferenceFetch': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The papers of this conference could not be loaded.');
    expect(console.error).toHaveBeenCalledWith(
      'Error fetching conference data',
      expect.objectContaining({ status: 500 }),
    );
    api.answer('/conferenceFetch', answers['/conferenceFetch']!);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('says No Paper Found for a conference without papers', async () => {
    renderPage(routes, { path: listUrl, answers: { ...answers, '/conferenceFetch': conferencePage([]) } });
    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
  });

  it('pages through five papers at a time with the page in the address', async () => {
    const user = userEvent.setup();
    const { router, api } = renderPage(routes, {
      path: listUrl,
      answers: {
        ...answers,
        '/conferenceFetch': ({ page = 1 }) =>
          conferencePage([conferencePaper(page)], { current_page: page, per_page: 5, total_items: 12, total_pages: 3 }),
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Conference pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('&id=2&page=2'));
    await waitFor(() => expect(api.callsTo('/conferenceFetch').at(-1)).toEqual({ id: 2, page: 2, per_page: 5 }));
    expect(
      await screen.findByRole('link', { name: 'Explainable Credit Scoring with Gradient-Boosted Trees' }),
    ).toBeInTheDocument();
    expect(CONFERENCE_PAGE_SIZE).toBe(5);
  });

  it('keeps the page it shows, marked busy, until the next page arrives', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: listUrl,
      answers: {
        ...answers,
        '/conferenceFetch': ({ page = 1 }) =>
          conferencePage([conferencePaper(page)], { current_page: page, per_page: 5, total_items: 12, total_pages: 3 }),
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Conference pages' });
    const first = screen.getByRole('link', { name: 'Adaptive Load Balancing for Microservices on Kubernetes' });
    expect(pager.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    const release = api.hold('/conferenceFetch');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    expect(first).toBeInTheDocument();
    expect(first.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading Volumes...')).not.toBeInTheDocument();

    release();
    expect(
      await screen.findByRole('link', { name: 'Explainable Credit Scoring with Gradient-Boosted Trees' }),
    ).toBeInTheDocument();
    expect(first).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Conference pages' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('replaces the list with search results until Clear, without pagination', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, {
      path: listUrl,
      answers: {
        ...answers,
        '/conferenceFetch': conferencePage([conferencePaper(1)], { total_items: 12, total_pages: 3 }),
        '/searchConference': conferenceSearchAnswer([conferencePaper(4)]),
      },
    });
    await screen.findByRole('navigation', { name: 'Conference pages' });

    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), 'crop disease');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('link', { name: 'Crop Disease Detection from Smartphone Images' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/searchConference')).toEqual([{ search: 'crop disease', page: 1, per_page: 100 }]);
    expect(screen.queryByRole('navigation', { name: 'Conference pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      screen.getByRole('link', { name: 'Adaptive Load Balancing for Microservices on Kubernetes' }),
    ).toBeInTheDocument();
  });

  it('says how many papers matched when more than the list shows did, and links to the site search for them all', async () => {
    const user = userEvent.setup();
    renderPage(routes, {
      path: listUrl,
      answers: {
        ...answers,
        '/searchConference': { ...conferenceSearchAnswer([conferencePaper(4)]), total_items: 1234, total_pages: 13 },
      },
    });
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), 'crop disease{Enter}');
    expect(await screen.findByText(/^1,234 conference papers found, the first 1 shown\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them all in Search' })).toHaveAttribute(
      'href',
      '/search?q=crop+disease&kind=conference',
    );
    expect(screen.getByText('1,234 conference papers found')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the list when a search fails, logging the failure', async () => {
    const user = userEvent.setup();
    renderPage(routes, {
      path: listUrl,
      answers: { ...answers, '/searchConference': apiError(500, 'The journal server had a problem.') },
    });
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search by Paper ID, Paper Name'), 'crop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be completed. Please try again.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Error fetching conference data',
      expect.objectContaining({ status: 500 }),
    );
  });
});
