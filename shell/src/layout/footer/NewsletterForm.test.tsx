import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { subscribeToNewsletter } from './newsletterApi.ts';

vi.mock('./newsletterApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./newsletterApi.ts')>()),
  subscribeToNewsletter: vi.fn(),
}));
const subscribe = vi.mocked(subscribeToNewsletter);

beforeEach(() => {
  subscribe.mockReset();
});

function renderForm() {
  renderWithProviders(<NewsletterForm />);
  return {
    box: screen.getByRole('textbox', { name: /journal news by email/ }),
    join: screen.getByRole('button', { name: 'Join' }),
  };
}

describe('NewsletterForm', () => {
  it('is an email box with a Join button', () => {
    const { box } = renderForm();
    expect(box).toHaveAttribute('type', 'email');
  });

  it('records the subscription, shows the answer and then clears the box', async () => {
    subscribe.mockResolvedValue('You are subscribed to the newsletter.');
    const user = userEvent.setup();
    const { box, join } = renderForm();
    await user.type(box, '  reader@university.edu ');
    await user.click(join);
    expect(subscribe).toHaveBeenCalledWith('reader@university.edu');
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to the newsletter.');
    expect(box).toHaveValue('');
  });

  it('refuses an empty or malformed address without calling the API, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { box, join } = renderForm();
    await user.click(join);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await user.type(box, 'reader.university.edu');
    await user.click(join);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(box).toHaveValue('reader.university.edu');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows why the API refused and leaves the address in the box', async () => {
    subscribe.mockImplementation(async () => {
      throw new Error('network down');
    });
    const user = userEvent.setup();
    const { box, join } = renderForm();
    await user.type(box, 'reader@university.edu');
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not record your subscription just now.');
    expect(box).toHaveValue('reader@university.edu');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
