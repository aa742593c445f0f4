import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { thesisDetails } from './testData.ts';

const canonical = '/thesis/paper-details?paperid=1&papertitle=energy-aware-task-scheduling-for-edge-clusters';
const answers: FakeAnswers = {
  '/thesisDetails': { thesis: thesisDetails(1, { author_2: 'Sandeep Kulkarni' }) },
};

describe('thesis details', () => {
  it('shows the thesis record, abstract, keywords and numbered references', async () => {
    const { api } = renderPage(routes, { path: canonical, answers });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Energy-Aware Task Scheduling for Edge Clusters' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([{ call: '/thesisDetails', payload: { paperid: 1 } }]);
    // Each author links to their page, which lists their works of every kind.
    expect(screen.getByRole('link', { name: 'Meera Pillai' })).toHaveAttribute('href', '/authors/meera-pillai');
    expect(screen.getByRole('link', { name: 'Sandeep Kulkarni' })).toHaveAttribute('href', '/authors/sandeep-kulkarni');
    const record: Array<[string, string]> = [
      ['Published Online:', 'March 2024'],
      ['Pages:', '1-84'],
      ['Degree:', 'M.Tech. in Computer Science and Engineering'],
      ['Institution:', 'College of Engineering Pune'],
      ['Supervisor:', 'Dr. Sandeep Kulkarni'],
    ];
    for (const [term, value] of record) {
      expect(screen.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('region', { name: 'Abstract' })).toHaveTextContent(
      'schedules tasks by predicted energy cost',
    );
    expect(screen.getByText('energy efficiency')).toBeInTheDocument();
    const references = within(screen.getByRole('region', { name: 'References' })).getAllByRole('listitem');
    expect(references.map((item) => item.textContent)).toEqual([
      '[1]A. Gupta and R. Shah, “Power models for ARM servers,” IEEE Trans. Comput., 2021.',
      '[2]L. Chen, “Deadline scheduling at the edge,” in Proc. EdgeSys, 2022.',
    ]);
    expect(document.title).toBe(
      'Energy-Aware Task Scheduling for Edge Clusters | International Journal of Computing Research and Innovation',
    );
    // The other head tags come once the first screen has had its time (DeferredHead).
    await waitFor(
      () =>
        expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
          'content',
          expect.stringContaining('Edge clusters run'),
        ),
      { timeout: 5000 },
    );
  });

  it('counts the view and shows the counted views and downloads with the monthly report', async () => {
    const { api } = renderPage(routes, {
      path: canonical,
      answers: { ...answers, '/countView': { counted: true, views: 1042, downloads: 1 } },
    });
    const usage = await screen.findByRole('list', { name: 'Usage' });
    expect(
      within(usage)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,042 Views', '1 Download']);
    expect(api.callsTo('/countView')).toEqual([{ kind: 'thesis', id: 1 }]);
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/usage/thesis/1.csv');
    expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute('href', '/usage/thesis/1.json');
  });

  it('links the PDF and a Google search, each in a new tab', async () => {
    renderPage(routes, { path: canonical, answers });
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/files/theses/1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    const google = screen.getByRole('link', { name: /Google/ });
    expect(google).toHaveAttribute(
      'href',
      'https://www.google.com/search?q=Energy-Aware%20Task%20Scheduling%20for%20Edge%20Clusters',
    );
    expect(google).toHaveAttribute('target', '_blank');
  });

  it('cites the thesis in APA and IEEE and offers BibTeX and RIS files', async () => {
    const user = userEvent.setup();
    renderPage(routes, { path: canonical, answers });
    const cite = await screen.findByRole('region', { name: 'Cite this article' });
    expect(cite).toHaveTextContent(
      "Pillai, M., & Kulkarni, S. (2024). Energy-Aware Task Scheduling for Edge Clusters [Master's thesis, College of Engineering Pune].",
    );
    expect(cite).toHaveTextContent(
      'M. Pillai and S. Kulkarni, “Energy-Aware Task Scheduling for Edge Clusters,” M.Tech. in Computer Science and Engineering thesis',
    );

    const bibtex = within(cite).getByRole('link', { name: 'Download BibTeX' });
    expect(bibtex).toHaveAttribute('download', 'pillai2024energy.bib');
    expect(decodeURIComponent(bibtex.getAttribute('href')!)).toContain('@mastersthesis{pillai2024energy,');
    const ris = within(cite).getByRole('link', { name: 'Download RIS' });
    expect(decodeURIComponent(ris.getAttribute('href')!)).toContain('TY  - THES');

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(cite).getByRole('button', { name: 'Copy APA citation' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Pillai, M\., & Kulkarni, S\. \(2024\)\./));
    expect(within(cite).getByText('APA citation copied')).toBeInTheDocument();
  });

  it.each([
    ['a wrong slug', '/thesis/paper-details?paperid=1&papertitle=old-title&section=References'],
    ['no slug', '/thesis/paper-details?paperid=1&section=References'],
  ])('replaces %s with the canonical one, keeping the section', async (_case, url) => {
    const { router } = renderPage(routes, { path: url, answers });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?paperid=1&papertitle=energy-aware-task-scheduling-for-edge-clusters&section=References',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a paper id that is not a number', '/thesis/paper-details?paperid=1%20OR%201%3D1'],
    ['no paper id', '/thesis/paper-details?papertitle=energy-aware-task-scheduling-for-edge-clusters'],
  ])('says Thesis Not Found for %s without asking the API', async (_case, url) => {
    const { api } = renderPage(routes, { path: url, answers });
    expect(screen.getByRole('heading', { level: 1, name: 'Thesis Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the thesis archives' })).toHaveAttribute('href', '/thesis');
    expect(api.calls).toEqual([]);
  });

  it('says Thesis Not Found for an id the journal does not know', async () => {
    renderPage(routes, {
      path: '/thesis/paper-details?paperid=424242&papertitle=x',
      answers: { '/thesisDetails': apiError(404, 'Thesis not found') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thesis Not Found' })).toBeInTheDocument();
  });

  it('says Failed to fetch Thesis when the call fails', async () => {
    renderPage(routes, {
      path: canonical,
      answers: { '/thesisDetails': apiError(500, 'The journal server had a problem.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Thesis');
  });
});
