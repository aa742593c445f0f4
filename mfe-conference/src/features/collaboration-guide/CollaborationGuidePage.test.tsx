import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { journal } from '@journal/shared';
import { renderRemoteRoutes } from '@journal/shared/testing';
import { routes } from '../../routes.tsx';

describe('conference collaboration guide', () => {
  it('walks through the six steps', async () => {
    await renderRemoteRoutes(routes, '/conference-procedings');
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Collaboration' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How collaboration works' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Send your proposal',
      'Step 2: Receive approval',
      'Step 3: Review the papers',
      'Step 4: Prepare and check the accepted papers',
      'Step 5: Send the final papers',
      'Step 6: Publication',
    ]);
  });

  it('states the journal’s claims for conferences', async () => {
    await renderRemoteRoutes(routes, '/conference-procedings');
    const steps = screen.getByRole('region', { name: 'How collaboration works' });
    expect(steps).toHaveTextContent(`answers within ${journal.claims.conferenceApproval}`);
    expect(steps).toHaveTextContent(`published ${journal.claims.publication}`);
    expect(steps).toHaveTextContent(`similarity must be ${journal.claims.plagiarismLimit}`);
    expect(steps).toHaveTextContent(`at least ${journal.claims.conferenceMinimumPapers} papers`);
    expect(journal.claims).toMatchObject({
      conferenceApproval: '1 to 3 working days',
      publication: '5 to 10 days after final approval',
      plagiarismLimit: 'below 20%',
      conferenceMinimumPapers: 10,
    });
  });

  it('answers 14 questions in an accordion that opens and closes', async () => {
    const user = userEvent.setup();
    await renderRemoteRoutes(routes, '/conference-procedings');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(14);
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);

    const cost = within(faq).getByRole('button', { name: 'What does publication cost?' });
    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'What does publication cost?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(journal.charges.indianWithDoi);
    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a title and a description', async () => {
    await renderRemoteRoutes(routes, '/conference-procedings');
    expect(document.title).toBe(`Apply for Collaboration: Conference Proceedings | ${journal.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      journal.claims.conferenceApproval,
    );
  });
});
