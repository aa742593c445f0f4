import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { conferenceDetails, iciccCategory } from './testData.ts';

const canonical =
  '/conference/paper-details?paperid=1&papertitle=adaptive-load-balancing-for-microservices-on-kubernetes';
const answers: FakeAnswers = { '/conferenceDetails': { ConferenceDetails: conferenceDetails(1) } };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('conference paper details', () => {
  it('shows the paper with its conference, abstract, keywords and references', async () => {
    const { api } = renderPage(routes, { path: canonical, answers });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adaptive Load Balancing for Microservices on Kubernetes' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([{ call: '/conferenceDetails', payload: { paperid: 1 } }]);
    expect(screen.getByText('Conference:').nextElementSibling).toHaveTextContent(iciccCategory.name);
    expect(screen.getByText('Published Online:').nextElementSibling).toHaveTextContent('August 2024');
    expect(screen.getByText('Pages:').nextElementSibling).toHaveTextContent('12-19');
    // Each author links to their page, which lists their works of every kind.
    expect(screen.getByRole('link', { name: 'Rohan Deshpande' })).toHaveAttribute('href', '/authors/rohan-deshpande');
    expect(screen.getByRole('link', { name: 'Kavya Iyer' })).toHaveAttribute('href', '/authors/kavya-iyer');
    expect(screen.getByRole('link', { name: '10.59638/ijcri.icicc2024.001' })).toHaveAttribute(
      'href',
      'https://doi.org/10.59638/ijcri.icicc2024.001',
    );
    expect(screen.getByRole('region', { name: 'Abstract' })).toHaveTextContent('predicts queue growth per pod');
    expect(screen.getByText('microservices')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'References' })).getAllByRole('listitem')[1]).toHaveTextContent(
      '[2]M. Harchol-Balter, Performance Modeling',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/conference/1.pdf');
    expect(screen.getByRole('link', { name: /Google/ })).toHaveAttribute('target', '_blank');
  });

  it('cites the paper as a conference paper', async () => {
    renderPage(routes, { path: canonical, answers });
    const cite = await screen.findByRole('region', { name: 'Cite this article' });
    expect(cite).toHaveTextContent(`In ${iciccCategory.name} (pp. 12–19).`);
    expect(cite).toHaveTextContent(
      `in Proc. ${iciccCategory.name}, Aug. 2024, pp. 12–19, doi: 10.59638/ijcri.icicc2024.001.`,
    );
    const bibtex = within(cite).getByRole('link', { name: 'Download BibTeX' });
    expect(decodeURIComponent(bibtex.getAttribute('href')!)).toContain('@inproceedings{deshpande2024adaptive,');
    expect(
      decodeURIComponent(within(cite).getByRole('link', { name: 'Download RIS' }).getAttribute('href')!),
    ).toContain('TY  - CONF');
  });

  it('replaces a wrong slug with the canonical one', async () => {
    const { router } = renderPage(routes, {
      path: '/conference/paper-details?paperid=1&papertitle=anything',
      answers,
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?paperid=1&papertitle=adaptive-load-balancing-for-microservices-on-kubernetes',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says Conference Paper Not Found for an unreadable id without asking the API', () => {
    const { api } = renderPage(routes, { path: '/conference/paper-details?paperid=-1&papertitle=x', answers });
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Paper Not Found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says Conference Paper Not Found for an id the journal does not know', async () => {
    renderPage(routes, {
      path: '/conference/paper-details?paperid=777777&papertitle=x',
      answers: { '/conferenceDetails': apiError(404, 'Conference paper not found') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference Paper Not Found' })).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
