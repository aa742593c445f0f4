import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderPage.tsx';
import { PaperCard } from './PaperCard.tsx';

const details = '/archives/paper-details?paperid=7&papertitle=energy-aware-scheduling';

function renderCard(usage?: { views: number; downloads: number }, fullText?: 'details' | 'pdf') {
  renderPage(
    <PaperCard
      title="Energy-Aware Scheduling & Federated Learning"
      detailsHref={details}
      authors={['Priya Raman', 'Wei Chen', 'Lena Fischer']}
      publishedOnline="April 2024"
      pages="13-27"
      pdfUrl="/files/papers/IJCRI-2024-V3I2-007.pdf"
      headingLevel={3}
      usage={usage}
      fullText={fullText}
    />,
  );
  return screen.getByRole('article');
}

describe('PaperCard', () => {
  it('links the title to the details page under the chosen heading level', () => {
    renderCard();
    const heading = screen.getByRole('heading', { level: 3, name: 'Energy-Aware Scheduling & Federated Learning' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', details);
  });

  it('opens a Google search for the title in a new tab without a referrer', () => {
    renderCard();
    const google = screen.getByRole('link', { name: 'Google' });
    expect(google).toHaveAttribute(
      'href',
      'https://www.google.com/search?q=Energy-Aware%20Scheduling%20%26%20Federated%20Learning',
    );
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the authors joined by commas, each a link to the author page, the publication month, pages and the counted figures', () => {
    const card = renderCard({ views: 1234, downloads: 1 });
    expect(within(card).getByRole('link', { name: 'Priya Raman' }).closest('p')).toHaveTextContent(
      /^Priya Raman, Wei Chen, Lena Fischer$/,
    );
    expect(within(card).getByRole('link', { name: 'Wei Chen' })).toHaveAttribute('href', '/authors/wei-chen');
    expect(within(card).getByText('Published Online:').nextSibling).toHaveTextContent('April 2024');
    expect(within(card).getByText('Pages:').nextSibling).toHaveTextContent('13-27');
    expect(within(card).getByText('1,234 Views')).toBeInTheDocument();
    expect(within(card).getByText('1 Download')).toBeInTheDocument();
    expect(within(card).queryByText(/CrossRef Citations/)).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'PlumX Metrics' })).toBeInTheDocument();
  });

  it('shows no figure before the counts are known', () => {
    const card = renderCard();
    expect(within(card).queryByText(/Views?$/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Downloads?$/)).not.toBeInTheDocument();
  });

  it('sends Abstract to the full article, Full Text to the full text and References to the references', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Abstract' })).toHaveAttribute('href', `${details}&section=FullArticle`);
    expect(screen.getByRole('link', { name: 'Full Text' })).toHaveAttribute('href', `${details}&section=FullText`);
    expect(screen.getByRole('link', { name: 'References' })).toHaveAttribute('href', `${details}&section=References`);
  });

  it('opens the PDF as the Full Text of a work whose only full text is its PDF (theses, conference papers)', () => {
    renderCard(undefined, 'pdf');
    const fullText = screen.getByRole('link', { name: 'Full Text' });
    expect(fullText).toHaveAttribute('href', '/files/papers/IJCRI-2024-V3I2-007.pdf');
    expect(fullText).toHaveAttribute('target', '_blank');
    expect(fullText).toHaveAccessibleDescription('Energy-Aware Scheduling & Federated Learning');
    expect(screen.getByRole('link', { name: 'Abstract' })).toHaveAttribute('href', `${details}&section=FullArticle`);
  });

  it('opens the PDF in a new tab and describes each action by the paper title', () => {
    renderCard();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/files/papers/IJCRI-2024-V3I2-007.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pdf).toHaveAccessibleDescription('Energy-Aware Scheduling & Federated Learning');
  });
});
