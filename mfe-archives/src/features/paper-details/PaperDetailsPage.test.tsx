import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { journal, type PaperDetails } from '@journal/shared';
import { apiError, renderPage } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { archiveAnswers, issuePapers, shortDetails } from '../archive/testData.ts';
import { renamePaperDetails, splitReferences } from './api.ts';
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const paper = issuePapers(2024, 3, 2)[1]!; // "Graph Neural Networks for Traffic Forecasting (V3 I2)", id 3202
const slug = 'graph-neural-networks-for-traffic-forecasting-v3-i2';
const details = `/archives/paper-details?paperid=${paper.paper_id}&papertitle=${slug}`;

describe('renamePaperDetails', () => {
  it('renames the short keys of the detail answer to the long names of docs/api.md', () => {
    const record = renamePaperDetails(shortDetails(paper));
    expect(record).toMatchObject({
      paper_id: paper.paper_id,
      paper_title: paper.paper_title,
      paper_abstract: paper.paper_abstract,
      paper_month: 'May',
      paper_url: paper.paper_url,
      paper_doi: paper.paper_doi,
      paper_articletype: 'Research Article',
      paper_pages: paper.paper_pages,
      paper_uniqueid: paper.paper_uniqueid,
      created_at: '2024-05-02T09:30:00.000Z',
      paper_doi_Link: `https://doi.org/${paper.paper_doi}`,
      year: 2024,
      volume: 3,
      issue: 2,
    });
    expect(record).not.toHaveProperty('title');
    expect(splitReferences(record.paper_references)).toHaveLength(3);
  });
});

describe('paper details', () => {
  it('shows the paper: title, authors with designations, facts, DOI, abstract, references and links back to the issue', async () => {
    const { api } = renderPage(routes, { path: details, answers: archiveAnswers });
    const title = await screen.findByRole('heading', { level: 1, name: paper.paper_title });
    expect(title).toBeInTheDocument();
    expect(document.title).toBe(`${paper.paper_title} | ${journal.name}`);
    // The other head tags come once the first screen has had its time (DeferredHead).
    await waitFor(
      () => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', paper.paper_abstract),
      { timeout: 5000 },
    );
    const authors = within(screen.getByRole('list', { name: 'Authors' })).getAllByRole('listitem');
    expect(authors[0]).toHaveTextContent(`${paper.author_1}Assistant Professor, Department of Computer Science`);
    expect(screen.getByText('Published Online:').nextSibling).toHaveTextContent('May 2024');
    expect(screen.getByText('Pages:').nextSibling).toHaveTextContent(paper.paper_pages);
    expect(screen.getByText('Article Type:').nextSibling).toHaveTextContent('Research Article');
    expect(screen.getByRole('link', { name: paper.paper_doi })).toHaveAttribute(
      'href',
      `https://doi.org/${paper.paper_doi}`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Full Article' })).getByText(paper.paper_abstract),
    ).toBeInTheDocument();
    const references = within(screen.getByRole('region', { name: 'References' })).getAllByRole('listitem');
    expect(references.map((item) => item.textContent?.slice(0, 5))).toEqual(['[1]A.', '[2]L.', '[3]R.']);
    expect(screen.getAllByRole('link', { name: 'Volume 3, Issue 2 (2024)' })[0]).toHaveAttribute(
      'href',
      '/archives/paperlist?year=2024&volume=3&issue=2',
    );
    expect(screen.getByRole('link', { name: 'Back to Volume 3, Issue 2 (2024)' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Download PDF' })[0]).toHaveAttribute('href', paper.paper_url);
    expect(screen.getByRole('link', { name: 'JATS XML' })).toHaveAttribute(
      'href',
      `/files/jats/${paper.paper_uniqueid}.xml`,
    );
    expect(await screen.findByRole('list', { name: 'Usage' })).toHaveTextContent('12 Views3 Downloads');
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/search?q=Graph%20Neural'),
    );
    expect(api.callsTo('/archivePaperNew')).toEqual([{ paperid: paper.paper_id }]);
  });

  it('lists related papers below the paper, with their authors, issue and shared keywords, each leading to its page', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(routes, { path: details, answers: archiveAnswers });
    const related = await screen.findByRole('region', { name: 'Related papers' });
    const items = within(related).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Static Analysis of Smart Contracts (V3 I2)',
      'Energy-Aware Scheduling in Serverless Platforms (V3 I2)',
    ]);
    expect(items[0]).toHaveTextContent('Volume 3, Issue 2 (2024)');
    expect(items[0]).toHaveTextContent('Shared keywords: federated learning, edge computing');
    expect(api.callsTo('/relatedPapers')).toEqual([{ paperid: paper.paper_id }]);
    await user.click(within(related).getByRole('link', { name: 'Static Analysis of Smart Contracts (V3 I2)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Static Analysis of Smart Contracts (V3 I2)' }),
    ).toBeInTheDocument();
  });

  it('draws Cite this article and the related papers once the reader comes near them, not with the first screen', async () => {
    // A browser's IntersectionObserver, which jsdom lacks: the test says when the reader scrolls near.
    const nearViewport: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          nearViewport.push(callback);
        }
        observe(place: Element) {
          watched.push(place);
        }
        disconnect() {}
      },
    );
    // No idle moment comes in this test: on a slow machine the fallback (idle after 1.5 s) would
    // otherwise draw the blocks before the reader "scrolls".
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    onTestFinished(() => void vi.unstubAllGlobals());
    const { api } = renderPage(routes, { path: details, answers: archiveAnswers });
    await screen.findByRole('heading', { level: 1, name: paper.paper_title });
    // What is watched is the empty place that holds the header link's anchor (once its effect has run).
    await waitFor(() =>
      expect(watched.map((place) => place.querySelector('#cite-this-article'))).toEqual([expect.any(HTMLElement)]),
    );
    expect(screen.queryByRole('region', { name: 'Cite this article' })).not.toBeInTheDocument();
    expect(api.callsTo('/relatedPapers')).toEqual([]);
    await act(async () => {
      for (const callback of nearViewport) callback([{ isIntersecting: true }]);
      await Promise.resolve();
    });
    expect(await screen.findByRole('region', { name: 'Cite this article' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Related papers' })).toBeInTheDocument();
    expect(api.callsTo('/relatedPapers')).toEqual([{ paperid: paper.paper_id }]);
  });

  it('offers the citation as APA and IEEE to copy, and BibTeX and RIS to download', async () => {
    const user = userEvent.setup();
    renderPage(routes, { path: details, answers: archiveAnswers });
    const cite = await screen.findByRole('region', { name: 'Cite this article' });
    await user.click(within(cite).getByRole('button', { name: 'Copy APA citation' }));
    expect(await navigator.clipboard.readText()).toContain(
      `(2024). ${paper.paper_title}. ${journal.name}, 3(2), 11–19. https://doi.org/${paper.paper_doi}`,
    );
    await user.click(within(cite).getByRole('button', { name: 'Copy IEEE citation' }));
    expect(await navigator.clipboard.readText()).toContain(
      `vol. 3, no. 2, pp. 11–19, May 2024, doi: ${paper.paper_doi}.`,
    );
    expect(within(cite).getByRole('link', { name: 'Download BibTeX' })).toHaveAttribute(
      'download',
      'chen2024graph.bib',
    );
    expect(within(cite).getByRole('link', { name: 'Download RIS' })).toHaveAttribute('download', 'chen2024graph.ris');
  });

  it.each([
    [`/archives/paper-details?paperid=${paper.paper_id}`, null],
    [`/archives/paper-details?paperid=${paper.paper_id}&papertitle=old-title&section=References`, 'References'],
    [`/archives/paper-details?paperid=${paper.paper_id}&papertitle=x&section=<script>`, null],
  ])('replaces a missing or wrong slug by the canonical one: %s', async (from, section) => {
    const { address, router } = renderPage(routes, { path: from, answers: archiveAnswers });
    const expected = `/archives/paper-details?paperid=${paper.paper_id}&papertitle=${slug}${section ? `&section=${section}` : ''}`;
    await waitFor(() => expect(address()).toBe(expected));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['FullArticle', 'References'])('scrolls the %s section into view', async (section) => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView: record which element the page asks to bring into view.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.id);
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });
    renderPage(routes, { path: `${details}&section=${section}`, answers: archiveAnswers });
    await screen.findByRole('heading', { level: 1, name: paper.paper_title });
    await waitFor(() => expect(scrolled).toEqual([section]));
  });

  it('says Paper Not Found for an unknown paper id', async () => {
    renderPage(routes, {
      path: '/current-issue/paper-details?paperid=987654&papertitle=missing',
      answers: archiveAnswers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'There is no paper with ID 987654 in the archive. The link may be mistyped, or the paper may have been withdrawn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all volumes' })).toHaveAttribute('href', '/current-issue');
  });

  it.each(['', 'paperid=abc', 'paperid=-5', 'paperid=0', 'paperid=1e3', 'paperid=99999999999999999999', 'paperid=%00'])(
    'says Paper Not Found without calling the API for the query "%s"',
    async (query) => {
      const { api } = renderPage(routes, { path: `/archives/paper-details?${query}`, answers: archiveAnswers });
      expect(await screen.findByRole('heading', { level: 1, name: 'Paper Not Found' })).toBeInTheDocument();
      expect(api.callsTo('/archivePaperNew')).toEqual([]);
    },
  );

  it('logs a failed load as "Error fetching article data" and offers to try again', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderPage(routes, {
      path: details,
      answers: { ...archiveAnswers, '/archivePaperNew': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This paper could not be loaded.');
    expect(log).toHaveBeenCalledWith('Error fetching article data', expect.objectContaining({ status: 500 }));
    api.answer('/archivePaperNew', archiveAnswers['/archivePaperNew']!);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: paper.paper_title })).toBeInTheDocument();
  });

  it('a card on the list leads to the details, and the paper is fetched once', async () => {
    const user = userEvent.setup();
    const { address, api } = renderPage(routes, {
      path: '/archives/paperlist?year=2024&volume=3&issue=2',
      answers: archiveAnswers,
    });
    const card = (await screen.findAllByRole('article'))[1]!;
    await user.click(within(card).getByRole('link', { name: 'References' }));
    await waitFor(() => expect(address()).toBe(`${details}&section=References`));
    expect(await screen.findByRole('heading', { level: 1, name: paper.paper_title })).toBeInTheDocument();
    expect(api.callsTo('/archivePaperNew')).toHaveLength(1);
  });
});

describe('corrections and retractions', () => {
  const withRelations = (relations: PaperDetails['relations']) => ({
    ...archiveAnswers,
    '/archivePaperNew': () => ({ paperdetails: { ...shortDetails(paper), relations } }),
  });

  it('shows a retracted article an alert naming the retraction, linked to it', async () => {
    renderPage(routes, {
      path: details,
      answers: withRelations([
        { type: 'retraction', direction: 'updated_by', doi: '10.1/r', title: 'Retraction: traffic', paper_id: 9 },
      ]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Retracted article');
    expect(alert).toHaveTextContent('This article has been retracted: see Retraction: traffic');
    expect(within(alert).getByRole('link', { name: 'Retraction: traffic' })).toHaveAttribute(
      'href',
      '/archives/paper-details?paperid=9&papertitle=retraction-traffic',
    );
  });

  it('shows a correction notice what it corrects, by DOI when the article is not on the site', async () => {
    renderPage(routes, {
      path: details,
      answers: withRelations([
        { type: 'correction', direction: 'updates', doi: '10.1/o', title: 'The original', paper_id: null },
      ]),
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('This is a correction to: The original');
    expect(within(note).getByRole('link', { name: 'The original' })).toHaveAttribute('href', 'https://doi.org/10.1/o');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
