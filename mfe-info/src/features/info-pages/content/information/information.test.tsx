import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoPage } from '../../InfoPage.tsx';
import { renderPage } from '@journal/shared/testing';
import { articleProcessingCharges } from './articleProcessingCharges.ts';
import { downloads } from './downloads.ts';
import { impactFactor } from './impactFactor.ts';
import { journalParticulars } from './journalParticulars.ts';
import { paperStatus } from './paperStatus.ts';

/** The value shown beside a term of a definition list. */
function factValue(term: string): string {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  if (!dt) throw new Error(`No term "${term}"`);
  return dt.nextElementSibling?.textContent ?? '';
}

describe('Article Processing Charges', () => {
  it('shows the charges of docs/sections.md in a table', () => {
    renderPage(<InfoPage content={articleProcessingCharges} />);
    const table = screen.getByRole('table', { name: 'Article processing charges per accepted article' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Authors', 'Without DOI', 'With DOI'],
      ['Indian authors', 'Rs 1200 plus 18% GST', 'Rs 1400 plus 18% GST'],
      ['International authors', 'Not offered', '$60'],
    ]);
  });
});

describe('Journal Particulars', () => {
  it('states one frequency, 3 issues per year, in its facts, its text and its description', () => {
    renderPage(<InfoPage content={journalParticulars} />);
    expect(factValue('Frequency')).toBe('3 issues per year');
    const particulars = screen.getByRole('region', { name: 'Particulars' });
    expect(particulars).toHaveTextContent('The journal publishes 3 issues per year.');
    expect(particulars).not.toHaveTextContent(/monthly/i);
    expect(journalParticulars.description).toContain('3 issues per year');
  });

  it('lists the particulars of docs/sections.md', () => {
    renderPage(<InfoPage content={journalParticulars} />);
    expect(factValue('Title')).toBe('International Journal of Computing Research and Innovation (IJCRI)');
    expect(factValue('e-ISSN')).toBe('2957-8430');
    expect(factValue('Starting year')).toBe('2022');
    expect(factValue('DOI prefix')).toBe('10.59638');
    expect(factValue('Language')).toBe('English');
    expect(factValue('Format')).toBe('Online');
    expect(factValue('Publisher')).toMatch(/^Meridian Scholarly Press, /);
    expect(factValue('Editor-in-Chief')).toMatch(/^Prof\. Ananya Raghavan, /);
    expect(screen.getByRole('link', { name: 'editor@ijcri.org' })).toHaveAttribute('href', 'mailto:editor@ijcri.org');
    expect(screen.getByRole('link', { name: '+91 20 4860 2715' })).toHaveAttribute('href', 'tel:+912048602715');
  });

  it('has a DOI and plagiarism-check panel', () => {
    renderPage(<InfoPage content={journalParticulars} />);
    const panel = screen.getByRole('region', { name: 'DOI and Plagiarism Check' });
    expect(within(panel).getByRole('complementary', { name: 'Digital Object Identifier (DOI)' })).toHaveTextContent(
      'prefix 10.59638',
    );
    expect(within(panel).getByRole('complementary', { name: 'Plagiarism check' })).toHaveTextContent(
      'must be below 20%',
    );
  });
});

describe('Downloads', () => {
  it('offers the manuscript template and the copyright form served by the site', () => {
    renderPage(<InfoPage content={downloads} />);
    expect(screen.getByRole('link', { name: /^Download Manuscript Template ?\(DOCX\)$/ })).toHaveAttribute(
      'href',
      '/downloads/IJCRI-Manuscript-Template.docx',
    );
    expect(screen.getByRole('link', { name: /^Download Copyright Form ?\(PDF\)$/ })).toHaveAttribute(
      'href',
      '/downloads/IJCRI-Copyright-Form.pdf',
    );
  });
});

describe('Article Status', () => {
  it('explains the five statuses of the Editorial Management System, without a lookup form', () => {
    renderPage(<InfoPage content={paperStatus} />);
    const table = screen.getByRole('table', { name: 'Manuscript statuses in the Editorial Management System' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Submitted', 'Under Review', 'Revision Required', 'Accepted', 'Published']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('Impact Factor', () => {
  it('claims no impact factor and names the metrics it reports, without numbers', () => {
    renderPage(<InfoPage content={impactFactor} />);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(
      'does not have a Clarivate Journal Impact Factor (JIF), and it does not claim one',
    );
    const reported = screen.getByRole('region', { name: 'Citation Information We Report' });
    expect(reported).toHaveTextContent('Google Scholar citations');
    expect(reported).toHaveTextContent('Crossref cited-by');
    // No metric value anywhere: the only decimal-looking number on the page is the DOI prefix.
    expect(article.textContent?.replaceAll('10.59638', '')).not.toMatch(/\d\.\d/);
  });
});
