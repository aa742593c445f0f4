import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cite } from '@citation-js/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CitationSource } from './citationSource.ts';
import { CitationBlock } from './CitationBlock.tsx';
import { CopyButton } from './CopyButton.tsx';

const source: CitationSource = {
  kind: 'article',
  title: 'Energy-Aware Scheduling of Federated Learning on Edge Devices',
  authors: ['Priya Raman', 'Wei Chen'],
  year: 2024,
  month: 'April',
  volume: 3,
  issue: 2,
  pages: '13-27',
  doi: '10.59638/ijcri.2024.v3.i2.007',
  url: 'https://ijcri.org/archives/paper-details?paperid=7',
};

function decodeDataUrl(href: string | null): string {
  return decodeURIComponent(href!.slice(href!.indexOf(',') + 1));
}

describe('CitationBlock', () => {
  it('shows APA and IEEE references and copies each to the clipboard with a confirmation', async () => {
    const user = userEvent.setup();
    render(<CitationBlock source={source} />);
    expect(screen.getByRole('region', { name: 'Cite this article' })).toBeInTheDocument();
    expect(screen.getByText(/^Raman, P\., & Chen, W\. \(2024\)\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy APA citation' }));
    expect(await navigator.clipboard.readText()).toMatch(/^Raman, P\., & Chen, W\. \(2024\)\. Energy-Aware/);
    expect(screen.getByText('APA citation copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy IEEE citation' }));
    expect(await navigator.clipboard.readText()).toMatch(/^P\. Raman and W\. Chen, “Energy-Aware/);
    expect(screen.getByText('IEEE citation copied')).toBeInTheDocument();
  });

  it('offers BibTeX and RIS files named after the citation key', () => {
    render(<CitationBlock source={source} />);
    const bibtex = screen.getByRole('link', { name: 'Download BibTeX' });
    expect(bibtex).toHaveAttribute('download', 'raman2024energy.bib');
    expect(decodeDataUrl(bibtex.getAttribute('href'))).toMatch(/^@article\{raman2024energy,/);
    const ris = screen.getByRole('link', { name: 'Download RIS' });
    expect(ris).toHaveAttribute('download', 'raman2024energy.ris');
    expect(decodeDataUrl(ris.getAttribute('href'))).toMatch(/^TY {2}- JOUR\r\n/);
  });
});

describe('CitationBlock styles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the CSL-JSON record, which a CSL-JSON reader takes as one article', () => {
    render(<CitationBlock source={source} />);
    const link = screen.getByRole('link', { name: 'Download CSL-JSON' });
    expect(link).toHaveAttribute('download', 'raman2024energy.json');
    const [item] = new Cite(decodeDataUrl(link.getAttribute('href'))).data;
    expect(item).toMatchObject({ type: 'article-journal', DOI: source.doi, page: '13-27', volume: '3', issue: '2' });
  });

  it('fetches a style only when the reader picks it, and shows the reference', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('Raman P, Chen W. Energy-Aware Scheduling.')));
    vi.stubGlobal('fetch', fetchMock);
    render(<CitationBlock source={source} work={{ kind: 'paper', id: 7 }} />);
    const picker = screen.getByRole('combobox', { name: 'Other styles' });
    expect(screen.getAllByRole('option')).toHaveLength(11);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.selectOptions(picker, 'Vancouver (NLM)');
    expect(fetchMock).toHaveBeenCalledWith('/citation/paper/7/nlm-citation-sequence');
    expect(await screen.findByText('Raman P, Chen W. Energy-Aware Scheduling.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Vancouver (NLM) citation' })).toBeInTheDocument();
  });

  it('says so when the style cannot be rendered', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })));
    render(<CitationBlock source={source} work={{ kind: 'paper', id: 7 }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Other styles' }), 'Nature');
    expect(await screen.findByText(/The reference in Nature style could not be formatted/)).toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<CopyButton text="x" label="Copy" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText('Copying is not available here; select the text and copy it instead.'),
    ).toBeInTheDocument();
  });
});
