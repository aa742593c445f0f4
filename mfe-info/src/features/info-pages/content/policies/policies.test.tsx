import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoPage } from '../../InfoPage.tsx';
import { renderPage } from '@journal/shared/testing';
import { privacyPolicy } from './privacyPolicy.ts';
import { refundPolicy } from './refundPolicy.ts';
import { termsAndConditions } from './termsAndConditions.ts';

/** The page's own sections (regions named by their h2), in order. */
function sectionHeadings(): string[] {
  const article = screen.getByRole('article');
  return within(article)
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent ?? '');
}

describe('Privacy Policy', () => {
  it('has 12 numbered sections, each listed under "On this page"', () => {
    renderPage(<InfoPage content={privacyPolicy} />);
    const headings = sectionHeadings();
    expect(headings).toHaveLength(12);
    expect(headings.map((heading) => heading.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(headings);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  });
});

describe('Terms and Conditions', () => {
  it('has 11 numbered sections', () => {
    renderPage(<InfoPage content={termsAndConditions} />);
    const headings = sectionHeadings();
    expect(headings).toHaveLength(11);
    expect(headings[0]).toBe('1. Acceptance of Terms');
    expect(headings[10]).toBe('11. Governing Law and Changes to These Terms');
  });

  it('publishes articles under CC BY 4.0, linked to the licence', () => {
    renderPage(<InfoPage content={termsAndConditions} />);
    const licence = screen.getByRole('region', { name: '3. Licence of Published Articles' });
    expect(licence).toHaveTextContent('Creative Commons Attribution 4.0 International');
    expect(licence).not.toHaveTextContent('NonCommercial');
    expect(within(licence).getByRole('link', { name: /^CC BY 4\.0/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('states the charges of docs/sections.md', () => {
    renderPage(<InfoPage content={termsAndConditions} />);
    const fees = screen.getByRole('region', { name: '6. Fees and Payment' });
    expect(fees).toHaveTextContent(
      'Rs 1200 plus 18% GST without a DOI or Rs 1400 plus 18% GST with a DOI for Indian authors, and $60 with a DOI',
    );
  });
});

describe('Refund Policy', () => {
  it('says when a charge is refunded and how to ask', () => {
    renderPage(<InfoPage content={refundPolicy} />);
    expect(sectionHeadings()).toEqual([
      'When We Refund in Full',
      'When We Refund in Part',
      'When No Refund Is Made',
      'How to Request a Refund',
    ]);
    expect(screen.getByRole('region', { name: 'How to Request a Refund' })).toHaveTextContent('support@ijcri.org');
  });
});
