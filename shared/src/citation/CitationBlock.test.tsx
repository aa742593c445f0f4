import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cite } from '@citation-js/core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useStyledReference } from '../api/citationStyles.ts';
import { network } from '../test/network.ts';
import { renderPage } from '../test/renderPage.tsx';
import { article } from './citedWorks.ts';
import { citationBlock } from './CitationBlock.tsx';
import { CopyButton } from './CopyButton.tsx';

const CitationBlock = citationBlock({ useStyledReference });

// Two authors, so the APA reference joins them with an ampersand.
const source = { ...article, authors: ['Priya Raman', 'Wei Chen'] };

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

/** The site server's styled references, answered per style; the log says which styles were asked for. */
function serveStyles(answer: (style: string) => Response) {
  const asked: string[] = [];
  network.use(
    http.get('*/citation/paper/7/:style', ({ params }) => {
      asked.push(String(params.style));
      return answer(String(params.style));
    }),
  );
  return asked;
}

describe('CitationBlock styles', () => {
  it('offers the CSL-JSON record, which a CSL-JSON reader takes as one article', () => {
    render(<CitationBlock source={source} />);
    const link = screen.getByRole('link', { name: 'Download CSL-JSON' });
    expect(link).toHaveAttribute('download', 'raman2024energy.json');
    const [item] = new Cite(decodeDataUrl(link.getAttribute('href'))).data;
    expect(item).toMatchObject({ type: 'article-journal', DOI: source.doi, page: '13-27', volume: '3', issue: '2' });
  });

  it('fetches a style only when the reader picks it, shows the reference, and keeps it for a second pick', async () => {
    const user = userEvent.setup();
    const asked = serveStyles((style) =>
      HttpResponse.text(
        style === 'nature'
          ? 'Raman, P. & Chen, W. Energy-Aware Scheduling.'
          : 'Raman P, Chen W. Energy-Aware Scheduling.',
      ),
    );
    renderPage(<CitationBlock source={source} work={{ kind: 'paper', id: 7 }} />);
    const picker = screen.getByRole('combobox', { name: 'Other styles' });
    expect(screen.getAllByRole('option')).toHaveLength(11);
    expect(asked).toEqual([]);
    await user.selectOptions(picker, 'Vancouver (NLM)');
    expect(await screen.findByText('Raman P, Chen W. Energy-Aware Scheduling.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Vancouver (NLM) citation' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Nature');
    expect(await screen.findByText('Raman, P. & Chen, W. Energy-Aware Scheduling.')).toBeInTheDocument();
    await user.selectOptions(picker, 'Vancouver (NLM)');
    expect(await screen.findByText('Raman P, Chen W. Energy-Aware Scheduling.')).toBeInTheDocument();
    expect(asked).toEqual(['nlm-citation-sequence', 'nature']);
  });

  it('says so when the style cannot be rendered', async () => {
    const user = userEvent.setup();
    serveStyles(() => HttpResponse.json({ message: 'No paper with id 7.' }, { status: 404 }));
    renderPage(<CitationBlock source={source} work={{ kind: 'paper', id: 7 }} />);
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
