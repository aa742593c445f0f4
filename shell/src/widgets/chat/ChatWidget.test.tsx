import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderPage, type Answer } from '@journal/shared/testing';
import { ChatWidget } from './ChatWidget.tsx';

const received = { message: 'Thank you, your message has been received.', id: 42 };

async function openChat(answer: Answer<'/contactUs'> = received) {
  const user = userEvent.setup();
  const { api } = renderPage(<ChatWidget />, { answers: { '/contactUs': answer } });
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  const panel = screen.getByRole('dialog', { name: 'Message the editorial office' });
  const chat = within(panel);
  return { user, panel, chat, api };
}

describe('ChatWidget', () => {
  it('opens a small message form and focuses its first field', async () => {
    const { chat } = await openChat();
    expect(chat.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    expect(chat.getByRole('combobox', { name: 'Topic' })).toBeVisible();
  });

  it('sends the message through the contact call and confirms it with the reference number', async () => {
    const { user, chat, api } = await openChat();
    await user.type(chat.getByRole('textbox', { name: 'Your name' }), 'Asha Verma');
    await user.type(chat.getByRole('textbox', { name: 'Your email' }), 'asha@university.edu');
    await user.selectOptions(chat.getByRole('combobox', { name: 'Topic' }), 'Status of my paper');
    await user.type(chat.getByRole('textbox', { name: 'Message' }), 'Is there an update on manuscript IJCRI-2026-031?');
    await user.click(chat.getByRole('button', { name: 'Send message' }));
    expect(await chat.findByRole('status')).toHaveTextContent(
      'Thank you, your message has been received. Your reference number is 42.',
    );
    expect(api.callsTo('/contactUs')).toEqual([
      {
        name: 'Asha Verma',
        email: 'asha@university.edu',
        subject: 'Website chat: Status of my paper',
        message: 'Is there an update on manuscript IJCRI-2026-031?',
      },
    ]);
    expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('names what is missing before sending anything', async () => {
    const { user, chat, api } = await openChat();
    await user.type(chat.getByRole('textbox', { name: 'Your name' }), 'Asha Verma');
    await user.type(chat.getByRole('textbox', { name: 'Your email' }), 'asha@university.edu');
    await user.type(chat.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(chat.getByRole('button', { name: 'Send message' }));
    expect(chat.getByRole('alert')).toHaveTextContent('Please write your message (10 to 5,000 characters).');
    expect(chat.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('keeps the message when sending fails, and when the panel is closed and opened again', async () => {
    const { user, chat } = await openChat(apiError(502));
    await user.type(chat.getByRole('textbox', { name: 'Your name' }), 'Asha Verma');
    await user.type(chat.getByRole('textbox', { name: 'Your email' }), 'asha@university.edu');
    await user.type(chat.getByRole('textbox', { name: 'Message' }), 'Please send me the APC invoice.');
    await user.click(chat.getByRole('button', { name: 'Send message' }));
    expect(await chat.findByRole('alert')).toHaveTextContent('Your message could not be sent just now.');
    expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('Please send me the APC invoice.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Please send me the APC invoice.');
  });
});
