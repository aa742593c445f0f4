import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ArchivePaperSummary } from '@journal/shared';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { Button, PageHeader } from '@journal/shared/ui';
import { homeIntro } from '@journal/shared/widgets';
import { HomePage } from './HomePage.tsx';
import { authorFields } from '@journal/shared/text';

const archives = [
  { year: 2024, volumes: [{ volume: 3, issue: [1, 2, 3] }] },
  { year: 2025, volumes: [{ volume: 4, issue: [1, 2] }] },
];

const paper: ArchivePaperSummary = {
  paper_id: 318,
  paper_title: 'Cardinality Estimation with Learned Sketches for Streaming Joins',
  issue: 2,
  volume: 4,
  paper_month: 'June',
  year: 2025,
  paper_url: '/files/papers/IJCRI-2025-V4I2-001.pdf',
  paper_doi: '10.59638/ijcri.2025.v4.i2.001',
  paper_pages: '1-14',
  paper_elocation: '',
  paper_uniqueid: 'IJCRI-2025-V4I2-001',
  ...authorFields('Kavya Iyer', 'Tomasz Wójcik'),
};

/** The archive index and the first page of the newest issue, as the API answers them. */
const answers: FakeAnswers = {
  '/archiveYearListing': { archives },
  '/archivePaperListing': { papersList: [paper], current_page: 1, per_page: 5, total_items: 12, total_pages: 3 },
};

describe('HomePage', () => {
  it("lists the latest issue's papers: newest year, its volume, its last issue", async () => {
    const { api } = renderPage(<HomePage />, { answers });
    const latest = screen.getByRole('region', { name: 'Latest Issue' });
    const title = await within(latest).findByRole('link', { name: paper.paper_title });
    expect(title).toHaveAttribute(
      'href',
      '/current-issue/paper-details?paperid=318&papertitle=cardinality-estimation-with-learned-sketches-for-streaming-joins',
    );
    expect(api.callsTo('/archivePaperListing')).toEqual([{ year: 2025, volume: 4, issue: 2, page: 1, per_page: 5 }]);
    expect(within(latest).getByText('Volume 4, Issue 2 (2025)')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Kavya Iyer' })).toHaveAttribute('href', '/authors/kavya-iyer');
    expect(within(latest).getByRole('link', { name: 'Tomasz Wójcik' })).toHaveAttribute(
      'href',
      '/authors/tomasz-wojcik',
    );
    expect(within(latest).getByText('June 2025')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'View all 12 papers in this issue' })).toHaveAttribute(
      'href',
      '/current-issue/paperlist?year=2025&volume=4&issue=2',
    );
  });

  it('states the journal, its timelines and the ways into every section', async () => {
    renderPage(<HomePage />, { answers });
    expect(
      screen.getByRole('heading', { level: 1, name: 'International Journal of Computing Research and Innovation' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'From Submission to Publication' });
    for (const claim of ['within 12 hours', 'in 2 days', 'in 3 days', '5 to 10 days after final approval']) {
      expect(within(facts).getByText(claim)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Read the call for papers' })).toHaveAttribute('href', '/call-for-papers');
    const explore = screen.getByRole('region', { name: 'Explore the Journal' });
    const targets = within(explore)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(
      expect.arrayContaining([
        '/archives',
        '/current-issue',
        '/conference',
        '/thesis',
        '/topics',
        '/blogs',
        '/editorial-board',
      ]),
    );
    expect(
      within(explore)
        .getByRole('link', { name: /Submit Your Paper/ })
        .getAttribute('href'),
    ).toMatch(/[?&]journal=6$/);
    // The latest issue's block fills in beside them.
    expect(await screen.findByRole('link', { name: paper.paper_title })).toBeInTheDocument();
  });

  it("opens with the card the site server's first HTML of / draws (`homeIntro`, @journal/shared/widgets)", () => {
    renderPage(<HomePage />, { answers });
    const drawn = screen.getByRole('heading', { level: 1 }).closest('section');
    // The server's summary (site-server/src/firstHtml/homeSummary.test.tsx checks that side), parsed as the page is.
    const HomeIntro = homeIntro({ Button, PageHeader });
    const served = document.createElement('template');
    served.innerHTML = renderToStaticMarkup(
      <MemoryRouter>
        <HomeIntro />
      </MemoryRouter>,
    );
    // React's generated ids (the heading's, the card's aria-labelledby) differ from one render to another.
    const sameIds = (html = '') => html.replace(/(id|aria-labelledby)="[^"]*"/g, '$1="…"');
    expect(sameIds(drawn?.outerHTML)).toBe(sameIds(served.innerHTML));
    expect(screen.getByRole('region', { name: 'International Journal of Computing Research and Innovation' })).toBe(
      drawn,
    );
  });

  it('shows an API failure inside the latest-issue block only', async () => {
    const { api } = renderPage(<HomePage />, {
      answers: { '/archiveYearListing': apiError(500, 'The archive is being updated.') },
    });
    const latest = screen.getByRole('region', { name: 'Latest Issue' });
    const alert = await within(latest).findByRole('alert');
    expect(alert).toHaveTextContent('The latest papers could not be loaded.');
    expect(alert).toHaveTextContent('The archive is being updated.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Call for Papers' })).toBeInTheDocument();
    expect(api.callsTo('/archivePaperListing')).toEqual([]);
  });
});
