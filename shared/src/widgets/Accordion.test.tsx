import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Icon } from '../ui/Icon.tsx';
import { accordion } from './Accordion.tsx';

const Accordion = accordion({ Icon });

const items = [
  { id: 'review', question: 'How long does peer review take?', answer: <p>Reviewers report within two days.</p> },
  {
    id: 'charges',
    question: 'Are there publication charges?',
    answer: <p>See the article processing charges page.</p>,
  },
  { id: 'licence', question: 'Which licence applies?', answer: <p>Creative Commons.</p> },
];

describe('Accordion', () => {
  it('starts closed, with each question controlling its labelled region', () => {
    render(<Accordion items={items} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'How long does peer review take?' });
    expect(button.closest('h2')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    expect(panel).not.toBeVisible();
  });

  it('opens and closes an answer by click and by keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Are there publication charges?' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Are there publication charges?' })).toHaveTextContent(
      'See the article processing charges page.',
    );
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus between questions with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('opens the items named in initiallyOpen', () => {
    render(<Accordion items={items} initiallyOpen={['licence']} />);
    expect(screen.getByRole('button', { name: 'Which licence applies?' })).toHaveAttribute('aria-expanded', 'true');
  });
});
