import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buttonClass } from '../styles/classes.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button of type "button" in the primary look unless told otherwise, and acts on a click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Try again</Button>);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(...buttonClass('primary').split(' '));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('submits its form when asked, in the variant given, disabled when told', () => {
    render(
      <Button type="submit" variant="quiet" disabled>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button).toHaveClass(...buttonClass('quiet').split(' '));
  });

  it('is a link inside the site with `to`, looking like a button', () => {
    render(
      <MemoryRouter>
        <Button to="/archives" variant="secondary">
          Browse the archives
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Browse the archives' });
    expect(link).toHaveAttribute('href', '/archives');
    expect(link).toHaveClass(...buttonClass('secondary').split(' '));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
