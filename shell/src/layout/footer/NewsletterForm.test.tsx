import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderPage, type Answer } from '@journal/shared/testing';
import { NewsletterForm } from './NewsletterForm.tsx';

const subscribed = { message: 'You are subscribed to the newsletter.', subscribed: true } as const;

function renderForm(answer: Answer<'/newsletterSubscribe'> = subscribed) {
  const { api } = renderPage(<NewsletterForm />, { answers: { '/newsletterSubscribe': answer } });
  return {
    api,
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
    const user = userEvent.setup();
    const { box, join, api } = renderForm();
    await user.type(box, '  reader@university.edu ');
    await user.click(join);
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to the newsletter.');
    expect(api.calls).toEqual([{ call: '/newsletterSubscribe', payload: { email: 'reader@university.edu' } }]);
    expect(box).toHaveValue('');
  });

  it('refuses an empty or malformed address without calling the API, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { box, join, api } = renderForm();
    await user.click(join);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await user.type(box, 'reader.university.edu');
    await user.click(join);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(box).toHaveValue('reader.university.edu');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('shows why the API refused and leaves the address in the box', async () => {
    const user = userEvent.setup();
    const { box, join } = renderForm(apiError(503));
    await user.type(box, 'reader@university.edu');
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not record your subscription just now.');
    expect(box).toHaveValue('reader@university.edu');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows the API's own reason when it gives one", async () => {
    const user = userEvent.setup();
    const { box, join } = renderForm(apiError(429, 'Too many requests from this address. Try again in a minute.'));
    await user.type(box, 'reader@university.edu');
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from this address. Try again in a minute.',
    );
    expect(box).toHaveValue('reader@university.edu');
  });
});
