import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, ContractError, type RemoteModule } from '@journal/shared';
import { MemoryRouter } from 'react-router-dom';

/** Each answer is one promise, kept until Retry forgets it, as the real loader does. */
const answers: Array<() => Promise<RemoteModule>> = [];
let current: Promise<RemoteModule> | null = null;
const loadSection = vi.fn((): Promise<RemoteModule> => {
  current ??= answers.shift()!();
  return current;
});
const forgetFailedSection = vi.fn((_section: string) => {
  current = null;
});

vi.mock('../federation/remotes.ts', async () => {
  class RemoteUnavailableError extends Error {}
  class SiteConfigError extends Error {}
  return { loadSection, forgetFailedSection, RemoteUnavailableError, SiteConfigError };
});

const { SectionPage } = await import('./SectionPage.tsx');
const { SectionVersionError } = await import('../federation/releaseCheck.ts');
const { RemoteUnavailableError, SiteConfigError } = await import('../federation/remotes.ts');

/** React 19 resolves `use()` suspensions inside an async act, not in RTL's plain render. */
async function renderSection(path: string) {
  await act(async () => {
    render(
      <MemoryRouter>
        <SectionPage section="thesis" path={path} />
      </MemoryRouter>,
    );
  });
}

const thesisModule: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  section: 'thesis',
  routes: [{ path: 'thesis', Component: () => <h1>Thesis Archives</h1> }],
};

describe('SectionPage', () => {
  beforeEach(() => {
    answers.length = 0;
    current = null;
    forgetFailedSection.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders the remote's page for its path", async () => {
    answers.push(() => Promise.resolve(thesisModule));
    await renderSection('thesis');
    expect(await screen.findByRole('heading', { name: 'Thesis Archives' })).toBeInTheDocument();
  });

  it('shows the section error with Retry when the remote is down, and recovers on Retry', async () => {
    answers.push(
      () => Promise.reject(new RemoteUnavailableError('thesis', new Error('connection refused'))),
      () => Promise.resolve(thesisModule),
    );
    await renderSection('thesis');
    expect(
      await screen.findByRole('heading', { name: 'The Thesis section is unavailable right now' }),
    ).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Thesis Archives' })).toBeInTheDocument();
    expect(forgetFailedSection).toHaveBeenCalledWith('thesis');
  });

  it('says the page is unavailable (not "the rest still works") when the site configuration failed, and recovers on Retry', async () => {
    answers.push(
      () => Promise.reject(new SiteConfigError('The site configuration answered 404.')),
      () => Promise.resolve(thesisModule),
    );
    await renderSection('thesis');
    expect(await screen.findByRole('heading', { name: 'This page is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("The site's settings could not be loaded");
    expect(screen.getByRole('alert')).not.toHaveTextContent('The rest of the site still works');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Thesis Archives' })).toBeInTheDocument();
  });

  it('asks for a reload when the remote speaks another contract version', async () => {
    answers.push(() =>
      Promise.reject(new ContractError('The thesis section speaks contract version 2; this site supports version 1.')),
    );
    await renderSection('thesis');
    expect(await screen.findByRole('heading', { name: 'The Thesis section was updated' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('reports a path the remote does not provide instead of rendering nothing', async () => {
    answers.push(() => Promise.resolve(thesisModule));
    await renderSection('thesis/paper-details');
    expect(await screen.findByText(/does not provide \/thesis\/paper-details/)).toBeInTheDocument();
  });

  it('asks for a reload when the remote needs a newer site, and offers no Retry', async () => {
    answers.push(() =>
      Promise.reject(
        new SectionVersionError('thesis', 'newer-site', '@journal/shared: remote requires ^1.9.0, site has 1.1.0'),
      ),
    );
    await renderSection('thesis');
    expect(
      await screen.findByText('This section was updated and needs a newer site: please reload.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the team has been told when the remote was built for an older site, with no button that cannot help', async () => {
    answers.push(() =>
      Promise.reject(
        new SectionVersionError('thesis', 'older-site', '@journal/shared: remote requires ^0.9.0, site has 1.1.0'),
      ),
    );
    await renderSection('thesis');
    expect(
      await screen.findByText(/This section was built for an older version of the site: the team has been told\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
