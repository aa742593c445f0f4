import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, noAnswer, renderPage, type Answer } from '@journal/shared/testing';
import { ContactForm } from './ContactForm.tsx';

/** The contact form on its page, with /contactUs answered this way. */
function renderForm(answer?: Answer<'/contactUs'>) {
  return renderPage(<ContactForm />, { path: '/contact-us', answers: answer ? { '/contactUs': answer } : {} });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Priya Natarajan');
  await user.type(screen.getByLabelText(/^Email/), 'priya.natarajan@iitm.ac.in');
  await user.type(screen.getByLabelText(/^Subject/), 'Status of my paper');
  await user.type(screen.getByLabelText(/^Message/), 'Have the reviewers returned their reports yet?');
}

describe('ContactForm', () => {
  it('shows a message beside each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
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
    expect(api.calls).toEqual([]);
  });

  it('sends the trimmed fields, shows the answer and clears the form after success', async () => {
    const user = userEvent.setup();
    const { api } = renderForm({
      message: 'Thank you for writing to IJCRI. The editorial office will reply by email.',
      id: 42,
    });
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Subject/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for writing to IJCRI. The editorial office will reply by email.',
    );
    expect(api.callsTo('/contactUs')).toEqual([
      {
        name: 'Priya Natarajan',
        email: 'priya.natarajan@iitm.ac.in',
        subject: 'Status of my paper',
        message: 'Have the reviewers returned their reports yet?',
      },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('keeps the spam trap away from people, and sends it when a bot fills it', async () => {
    const user = userEvent.setup();
    const { container, api } = renderForm({ message: 'Thank you, your message has been received.', id: 43 });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await fillIn(user);
    trap.value = 'https://cheap-pills.example';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('status');
    expect(api.callsTo('/contactUs')).toEqual([expect.objectContaining({ website: 'https://cheap-pills.example' })]);
  });

  it('shows the API refusal and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderForm(apiError(400, 'email must be a valid email address'));
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
    const user = userEvent.setup();
    renderForm(apiError(429, 'Too many messages from this address.', { 'retry-after': '120' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from this address. You can send another message in about 2 minutes.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Have the reviewers returned their reports yet?');
  });

  it('explains a network failure and lets the reader send again', async () => {
    const user = userEvent.setup();
    const { api } = renderForm(noAnswer());
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The journal server could not be reached.');

    api.answer('/contactUs', { message: 'Thank you, your message has been received.', id: 7 });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message has been received.');
    expect(api.callsTo('/contactUs')).toHaveLength(2);
  });
});
