import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, apiHttpError, noAnswer } from '@journal/shared/testing';
import { ContactForm } from './ContactForm.tsx';

const postCall = vi.fn();

// The content API is faked with MSW: every call goes through the page's real endpoints and axios instance.
beforeEach(() => answerCalls(postCall));

/** An error answer of /contactUs, as postCall rejects with it. */
function httpError(status: number, message: string, headers: Record<string, string> = {}) {
  return apiHttpError('/contactUs', status, message, headers);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Priya Natarajan');
  await user.type(screen.getByLabelText(/^Email/), 'priya.natarajan@iitm.ac.in');
  await user.type(screen.getByLabelText(/^Subject/), 'Status of my paper');
  await user.type(screen.getByLabelText(/^Message/), 'Have the reviewers returned their reports yet?');
}

describe('ContactForm', () => {
  beforeEach(() => {
    postCall.mockReset();
  });

  it('shows a message beside each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText(/^Name/), 'P');
    await user.type(screen.getByLabelText(/^Email/), 'priya@iitm');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Your name must be at least 2 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid email address, for example name@university.edu.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 4 fields marked below before sending.');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(postCall).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields, shows the answer and clears the form after success', async () => {
    postCall.mockResolvedValue({
      message: 'Thank you for writing to IJCRI. The editorial office will reply by email.',
      id: 42,
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Subject/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for writing to IJCRI. The editorial office will reply by email.',
    );
    expect(postCall).toHaveBeenCalledWith('/contactUs', {
      name: 'Priya Natarajan',
      email: 'priya.natarajan@iitm.ac.in',
      subject: 'Status of my paper',
      message: 'Have the reviewers returned their reports yet?',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('keeps the spam trap away from people, and sends it when a bot fills it', async () => {
    postCall.mockResolvedValue({ message: 'Thank you, your message has been received.', id: 43 });
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await fillIn(user);
    trap.value = 'https://cheap-pills.example';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('status');
    expect(postCall).toHaveBeenCalledWith(
      '/contactUs',
      expect.objectContaining({ website: 'https://cheap-pills.example' }),
    );
  });

  it('shows the API refusal and keeps everything typed', async () => {
    postCall.mockRejectedValue(httpError(400, 'email must be a valid email address'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('email must be a valid email address');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Priya Natarajan');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('priya.natarajan@iitm.ac.in');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Status of my paper');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Have the reviewers returned their reports yet?');
  });

  it('says when another message can be sent after a 429', async () => {
    postCall.mockRejectedValue(httpError(429, 'Too many messages from this address.', { 'retry-after': '120' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from this address. You can send another message in about 2 minutes.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Have the reviewers returned their reports yet?');
  });

  it('explains a network failure and lets the reader send again', async () => {
    postCall.mockRejectedValueOnce(noAnswer());
    postCall.mockResolvedValueOnce({ message: 'Thank you, your message has been received.', id: 7 });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The journal server could not be reached.');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message has been received.');
    expect(postCall).toHaveBeenCalledTimes(2);
  });
});
