import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallAnswer } from '../contract/api/calls.ts';
import { renderPage } from '../test/renderPage.tsx';
import { useArchiveIndexQuery } from './archiveIndex.ts';
import { http } from './http.ts';

/** A part of a page that shows the archive index (as the home page's latest issue and the archives do). */
function NewestYear({ label }: { label: string }) {
  const { data } = useArchiveIndexQuery();
  return <p>{data ? `${label}: ${data[0]!.year}` : `${label}: loading`}</p>;
}

/** A page whose second reader of the index goes away on request. */
function TwoReaders() {
  const [second, setSecond] = useState(true);
  return (
    <>
      <NewestYear label="Sidebar" />
      {second && <NewestYear label="List" />}
      <button type="button" onClick={() => setSecond(false)}>
        Close list
      </button>
    </>
  );
}

const index: CallAnswer<'/archiveYearListing'> = { archives: [{ year: 2026, volumes: [{ volume: 5, issue: [1] }] }] };

/** The archive index answer, kept waiting until the test sends it. */
function slowIndex() {
  let send: () => void = () => undefined;
  const sent = new Promise<CallAnswer<'/archiveYearListing'>>((resolve) => (send = () => resolve(index)));
  return { answer: () => sent, send };
}

// What the site's axios instance reports for each failed request (the shell registers interceptors the same way).
let failures: string[] = [];
let interceptor = 0;
beforeEach(() => {
  failures = [];
  interceptor = http.interceptors.response.use(undefined, (error: Error & { code?: string }) => {
    failures.push(error.code ?? 'no code');
    return Promise.reject(error);
  });
});
afterEach(() => http.interceptors.response.eject(interceptor));

describe('cancelUnwatchedQueries (docs/architecture.md, "The data layer")', () => {
  it('aborts the request of a query once no part of the page shows it any more', async () => {
    const slow = slowIndex();
    const { api, unmount } = renderPage(<NewestYear label="Sidebar" />, {
      answers: { '/archiveYearListing': slow.answer },
    });
    await waitFor(() => expect(api.callsTo('/archiveYearListing')).toHaveLength(1));
    unmount();
    await waitFor(() => expect(failures).toEqual(['ERR_CANCELED']));
    slow.send();
  });

  it('keeps the request while another part of the page still shows the query, and shows its answer', async () => {
    const slow = slowIndex();
    const { api } = renderPage(<TwoReaders />, { answers: { '/archiveYearListing': slow.answer } });
    await waitFor(() => expect(api.callsTo('/archiveYearListing')).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close list' }));
    expect(screen.queryByText(/^List/)).toBeNull();
    // Past the tick the middleware waits before it checks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    slow.send();
    expect(await screen.findByText('Sidebar: 2026', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(failures).toEqual([]);
    expect(api.calls).toHaveLength(1);
  });

  it("keeps the request of a part that unmounts and mounts again at once (React's StrictMode)", async () => {
    const slow = slowIndex();
    const { api } = renderPage(
      <StrictMode>
        <NewestYear label="Sidebar" />
      </StrictMode>,
      { answers: { '/archiveYearListing': slow.answer } },
    );
    await waitFor(() => expect(api.callsTo('/archiveYearListing')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    slow.send();
    expect(await screen.findByText('Sidebar: 2026', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(failures).toEqual([]);
  });
});
