import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useArchiveIndexQuery } from '../api/archiveIndex.ts';
import { apiErrorMessage } from '../api/failure.ts';
import { useNewsletterSubscribeMutation } from '../api/writes.ts';
import { apiError, noAnswer, renderPage, type FakeAnswers } from './renderPage.tsx';

/** A page on the real archive index query: the newest year, or the failure with Try again. */
function NewestYear() {
  const { data, error, refetch } = useArchiveIndexQuery();
  if (error)
    return (
      <p role="alert">
        {apiErrorMessage(error, 'The archive could not be loaded.')}
        <button type="button" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  return (
    <>
      <h1>{data ? `Newest year: ${data[0]!.year}` : 'Loading'}</h1>
      <Link to="/newsletter">Newsletter</Link>
    </>
  );
}

/** A form that writes through a mutation (as the newsletter and contact forms do). */
function Subscribe() {
  const [said, setSaid] = useState('');
  const [subscribe] = useNewsletterSubscribeMutation();
  const send = () =>
    subscribe({ email: 'reader@university.edu' })
      .unwrap()
      .then(
        (answer) => setSaid(answer.message),
        (failure: unknown) => setSaid(apiErrorMessage(failure, 'Not sent.')),
      );
  return (
    <>
      <button type="button" onClick={() => void send()}>
        Join
      </button>
      <p role="status">{said}</p>
    </>
  );
}

const index = { archives: [{ year: 2025, volumes: [{ volume: 4, issue: [1] }] }] };
const routes = [
  { path: '/archives', element: <NewestYear /> },
  { path: '/newsletter', element: <Subscribe /> },
];

describe('renderPage (docs/contributing.md, "Testing a page")', () => {
  it('renders a route table at the path, answers the calls and logs them; links between the pages work', async () => {
    const user = userEvent.setup();
    const { api, address } = renderPage(routes, {
      path: '/archives',
      answers: {
        '/archiveYearListing': index,
        '/newsletterSubscribe': { message: 'Check your inbox.', subscribed: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Newest year: 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Newsletter' }));
    expect(address()).toBe('/newsletter');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox.');
    expect(api.calls).toEqual([
      { call: '/archiveYearListing', payload: {} },
      { call: '/newsletterSubscribe', payload: { email: 'reader@university.edu' } },
    ]);
    expect(api.callsTo('/newsletterSubscribe')).toEqual([{ email: 'reader@university.edu' }]);
  });

  it('renders an element at any path, and answers a fixed error every time it is asked', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(<NewestYear />, {
      path: '/any/where?page=2',
      answers: { '/archiveYearListing': apiError(500, 'The archive is being updated.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The archive is being updated.');
    api.answer('/archiveYearListing', () => index);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Newest year: 2025' })).toBeInTheDocument();
    expect(api.callsTo('/archiveYearListing')).toHaveLength(2);
  });

  it('keeps an answer waiting while a call is held, and gives the page no answer at all on request', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(<Subscribe />, { answers: { '/newsletterSubscribe': noAnswer() } });
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The journal server could not be reached.');

    api.answer('/newsletterSubscribe', { message: 'Check your inbox.', subscribed: true });
    const release = api.hold('/newsletterSubscribe');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(api.callsTo('/newsletterSubscribe')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('The journal server could not be reached.');
    release();
    expect(await screen.findByText('Check your inbox.')).toBeInTheDocument();
  });

  it('types each answer from the contract: a wrong shape does not compile', async () => {
    const answers: FakeAnswers = {
      // @ts-expect-error -- a year is a number in the contract
      '/archiveYearListing': { archives: [{ year: '2025', volumes: [] }] },
      // @ts-expect-error -- the answer lacks the pagination fields of /blogListing
      '/blogListing': () => ({ blogs: [] }),
      // @ts-expect-error -- /thesisDetails is asked with { paperid }, never { slug }
      '/thesisDetails': ({ slug }) => apiError(404, `No thesis ${slug}`),
    };
    renderPage(<NewestYear />, { answers: { ...answers, '/archiveYearListing': index } });
    expect(await screen.findByRole('heading', { name: 'Newest year: 2025' })).toBeInTheDocument();
  });
});
