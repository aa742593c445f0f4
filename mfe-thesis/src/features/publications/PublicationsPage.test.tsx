import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journal } from '@journal/shared';
import { renderRemoteRoutes } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';

describe('thesis publication page', () => {
  it('covers the service from who may submit to how to submit', async () => {
    await renderRemoteRoutes(routes, '/publications');
    expect(screen.getByRole('heading', { level: 1, name: 'Thesis Publication' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What the thesis publication service is',
      'Who may submit',
      'Eligibility',
      'Formatting',
      'Process and timeline',
      'Charges',
      'DOI and indexing',
      'How to submit through the EMS',
    ]);
    for (const degree of ['M.Tech. / M.E.', 'M.Sc.', 'MCA', 'Ph.D.'])
      expect(screen.getByText(degree)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'guidance for the EMS' })).toHaveAttribute('href', '/guidance-for-ems');
    expect(document.title).toBe(`Thesis Publication | ${journal.name}`);
  });

  it('states the journal’s own charges, claims and DOI prefix', async () => {
    await renderRemoteRoutes(routes, '/publications');
    const charges = screen.getByRole('table', { name: 'Thesis publication charges' });
    expect(charges).toHaveTextContent(
      `Indian authors${journal.charges.indianWithoutDoi}${journal.charges.indianWithDoi}`,
    );
    expect(charges).toHaveTextContent(`International authorsNot offered${journal.charges.internationalWithDoi}`);
    expect(screen.getByRole('link', { name: 'article processing charges' })).toHaveAttribute(
      'href',
      '/article-processing-charges',
    );
    expect(screen.getByText(`Published ${journal.claims.publication}`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`plagiarism check is ${journal.claims.plagiarismLimit}`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`prefix ${journal.doiPrefix.replace('.', '\\.')}`))).toBeInTheDocument();
  });
});
