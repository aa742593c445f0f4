import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { journal } from '@journal/shared';
import { faqs } from './content/information/faqs.ts';
import { CONTENTS_THRESHOLD, InfoPage } from './InfoPage.tsx';
import type { PageContent } from './model.ts';
import { renderPage } from '@journal/shared/testing';

const section = (id: string, heading: string) => ({ id, heading, blocks: [`About ${heading.toLowerCase()}.`] });

const shortPage: PageContent = {
  title: 'Reviewer Guidelines',
  description: 'What the journal asks of its reviewers.',
  lead: ['Read the [Peer Review Policy](/peer-review-policy) first.'],
  sections: [section('timing', 'Timing'), section('confidentiality', 'Confidentiality')],
  related: [{ label: 'Contact Us', to: '/contact-us' }],
};

const longPage: PageContent = {
  ...shortPage,
  metaTitle: 'Reviewer Guidelines for Computer Science Reviewers',
  sections: [
    section('timing', 'Timing'),
    section('confidentiality', 'Confidentiality'),
    section('conflicts', 'Conflicts of Interest'),
    {
      ...section('reports', 'Writing the Report'),
      subsections: [{ heading: 'Tone', blocks: ['Be specific and courteous.'] }],
    },
  ],
};

describe('InfoPage', () => {
  it('renders the document title and meta description', () => {
    renderPage(<InfoPage content={shortPage} />);
    expect(document.title).toBe(`Reviewer Guidelines | ${journal.name}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What the journal asks of its reviewers.',
    );
  });

  it('prefers the page’s own meta title', () => {
    renderPage(<InfoPage content={longPage} />);
    expect(document.title).toBe('Reviewer Guidelines for Computer Science Reviewers');
  });

  it('has one h1, an h2 per section and h3 subsections', () => {
    renderPage(<InfoPage content={longPage} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Reviewer Guidelines']);
    const report = screen.getByRole('region', { name: 'Writing the Report' });
    expect(within(report).getByRole('heading', { level: 3, name: 'Tone' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Timing' })).toHaveAttribute('id', 'timing');
  });

  it(`shows "On this page" from ${CONTENTS_THRESHOLD} sections on, linking to each section`, () => {
    renderPage(<InfoPage content={longPage} />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Timing', '#timing'],
      ['Confidentiality', '#confidentiality'],
      ['Conflicts of Interest', '#conflicts'],
      ['Writing the Report', '#reports'],
    ]);
  });

  it('leaves "On this page" out of a short page', () => {
    renderPage(<InfoPage content={shortPage} />);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('turns [label](target) into links: site pages, e-mail and other sites', () => {
    renderPage(
      <InfoPage
        content={{
          ...shortPage,
          lead: [
            'See the [policy](/peer-review-policy), write to [us](mailto:editor@example.org) or read [COPE](https://publicationethics.org/).',
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'policy' })).toHaveAttribute('href', '/peer-review-policy');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:editor@example.org');
    const external = screen.getByRole('link', { name: /^COPE/ });
    // jsdom's name computation drops the space browsers keep between the label and the hint.
    expect(external).toHaveAccessibleName(/^COPE ?\(opens in a new tab\)$/);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/^See the/)).toHaveTextContent(
      'See the policy, write to us or read COPE (opens in a new tab).',
    );
  });

  it('links related pages', () => {
    renderPage(<InfoPage content={shortPage} />);
    const related = screen.getByRole('navigation', { name: 'Related pages' });
    expect(within(related).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('FAQs page', () => {
  it('answers each question in an accordion that opens on click', async () => {
    const user = userEvent.setup();
    renderPage(<InfoPage content={faqs} />);
    const question = screen.getByRole('button', { name: 'What does it cost to publish?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Indian authors pay Rs 1200 plus 18% GST without a DOI/)).not.toBeVisible();

    await user.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Indian authors pay Rs 1200 plus 18% GST without a DOI/)).toBeVisible();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Frequently Asked Questions',
    ]);
  });
});
