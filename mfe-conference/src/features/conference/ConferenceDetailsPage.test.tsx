import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';
import { api } from './conferenceTestKit.ts';
import { conferenceDetails, iciccCategory } from './testData.ts';

const requestDetails = vi.mocked(api.requestConferenceDetails);
const canonical =
  '/conference/paper-details?paperid=1&papertitle=adaptive-load-balancing-for-microservices-on-kubernetes';

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  requestDetails.mockResolvedValue(conferenceDetails(1));
});

describe('conference paper details', () => {
  it('shows the paper with its conference, abstract, keywords and references', async () => {
    await renderRemoteRoutes(routes, canonical);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adaptive Load Balancing for Microservices on Kubernetes' }),
    ).toBeInTheDocument();
    expect(requestDetails).toHaveBeenCalledWith(1);
    expect(screen.getByText('Conference:').nextElementSibling).toHaveTextContent(iciccCategory.name);
    expect(screen.getByText('Published Online:').nextElementSibling).toHaveTextContent('August 2024');
    expect(screen.getByText('Pages:').nextElementSibling).toHaveTextContent('12-19');
    expect(screen.getByText('Rohan Deshpande, Kavya Iyer')).toBeInTheDocument();
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
    await renderRemoteRoutes(routes, canonical);
    const cite = await screen.findByRole('region', { name: 'Cite this' });
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
    const { router } = await renderRemoteRoutes(routes, '/conference/paper-details?paperid=1&papertitle=anything');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?paperid=1&papertitle=adaptive-load-balancing-for-microservices-on-kubernetes',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says Conference Paper Not Found for an unreadable id without asking the API', async () => {
    await renderRemoteRoutes(routes, '/conference/paper-details?paperid=-1&papertitle=x');
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Paper Not Found' })).toBeInTheDocument();
    expect(requestDetails).not.toHaveBeenCalled();
  });

  it('says Conference Paper Not Found for an id the journal does not know', async () => {
    requestDetails.mockResolvedValue(null);
    await renderRemoteRoutes(routes, '/conference/paper-details?paperid=777777&papertitle=x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference Paper Not Found' })).toBeInTheDocument();
  });
});
