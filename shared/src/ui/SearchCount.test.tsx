import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderPage.tsx';
import { SearchCount, foundText } from './SearchCount.tsx';

const THESES = ['thesis', 'theses'] as const;

describe('SearchCount', () => {
  it('counts every match, with thousands separators and the singular for one', () => {
    expect(foundText(1, THESES)).toBe('1 thesis found');
    expect(foundText(0, THESES)).toBe('0 theses found');
    expect(foundText(4248, THESES)).toBe('4,248 theses found');
    expect(foundText(10000, THESES, true)).toBe('more than 10,000 theses found');
  });

  it('says only the count when the list shows every match', () => {
    const found = { papers: new Array(9).fill(null), total: 9 };
    renderPage(<SearchCount found={found} query="graph" kind="thesis" noun={THESES} where=" in the archive" />);
    expect(screen.getByText('9 theses found in the archive')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing then where the search box’s announcement is the only count', () => {
    const found = { papers: new Array(9).fill(null), total: 9 };
    const { container } = renderPage(
      <SearchCount found={found} query="graph" kind="thesis" noun={THESES} onlyWhenMore />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says "more than 10,000" when the search stopped counting there', () => {
    const found = { papers: new Array(100).fill(null), total: 10_000, totalIsLowerBound: true };
    renderPage(<SearchCount found={found} query="the" kind="paper" noun={['paper', 'papers']} />);
    expect(screen.getByText(/^more than 10,000 papers found, the first 100 shown\./)).toBeInTheDocument();
  });

  it('says how many the list shows when more matched, and links to the site search for them all', () => {
    const found = { papers: new Array(100).fill(null), total: 150 };
    renderPage(<SearchCount found={found} query="graph" kind="thesis" noun={THESES} onlyWhenMore />);
    expect(screen.getByText(/^150 theses found, the first 100 shown\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them all in Search' })).toHaveAttribute(
      'href',
      '/search?q=graph&kind=thesis',
    );
  });
});
