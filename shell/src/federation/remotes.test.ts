import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { parseRemotesDocument, SiteConfigError } = await import('./remotes.ts');

const remotes = {
  archives: 'http://localhost:8081/mf-manifest.json',
  conference: 'http://localhost:8082/mf-manifest.json',
  thesis: 'https://thesis.example.org/mf-manifest.json',
  info: '/info/mf-manifest.json',
};

describe('parseRemotesDocument', () => {
  it('accepts the site server document and fills missing settings with defaults', () => {
    const document = parseRemotesDocument({
      remotes,
      settings: { editorialSystemUrl: 'https://ems.example.org/login' },
    });
    expect(document.remotes).toEqual(remotes);
    expect(document.settings.apiBase).toBe('/api');
    expect(document.settings.editorialSystemUrl).toBe('https://ems.example.org/login');
  });

  it.each([
    [null, 'lists no remotes'],
    [[], 'lists no remotes'],
    [{ remotes: 'x' }, 'lists no remotes'],
    [{ remotes: { ...remotes, thesis: undefined } }, 'no valid address for the thesis section'],
    [{ remotes: { ...remotes, info: 'javascript:alert(1)' } }, 'no valid address for the info section'],
    [{ remotes: { ...remotes, archives: 8081 } }, 'no valid address for the archives section'],
    [{ remotes, settings: 'production' }, 'unreadable settings'],
    [{ remotes, settings: ['/api'] }, 'unreadable settings'],
    [{ remotes, settings: { apiBase: 42 } }, 'unreadable apiBase setting'],
    [{ remotes, settings: { apiAuthorization: null } }, 'unreadable apiAuthorization setting'],
    [{ remotes, settings: { editorialSystemUrl: 'not an address' } }, 'unreadable editorialSystemUrl setting'],
  ])('refuses %j with a clear message', (body, message) => {
    expect(() => parseRemotesDocument(body)).toThrow(SiteConfigError);
    expect(() => parseRemotesDocument(body)).toThrow(message);
  });
});

/**
 * remotes.ts keeps the site configuration it read in the module, and the files of a package share loaded
 * modules (build-kit/federation.mjs, testConfig): each test below loads its own copy, so that a
 * configuration another file's test read is not taken for this one's.
 */
const freshRemotes = async () => {
  vi.resetModules();
  return import('./remotes.ts');
};

describe('loadSection when the site configuration cannot be fetched', () => {
  it('reports a fetch that got no answer as a configuration failure, and fetches again on the next try', async () => {
    const { loadSection, forgetFailedSection, SiteConfigError } = await freshRemotes();
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      const first = loadSection('thesis');
      await expect(first).rejects.toThrow(SiteConfigError);
      await expect(first).rejects.toThrow('The site configuration could not be fetched.');
      forgetFailedSection('thesis');
      await expect(loadSection('thesis')).rejects.toThrow(SiteConfigError);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      fetch.mockRestore();
    }
  });
});

describe('prefetchSection', () => {
  it("warms the remote and the chunk of the page the link leads to, and no other page's", async () => {
    const { prefetchSection } = await freshRemotes();
    const { loadRemote } = await import('@module-federation/runtime');
    const { CONTRACT_VERSION } = await import('@journal/shared');
    const page = (name: string) => Object.assign(() => name, { preload: vi.fn(() => Promise.resolve()) });
    const index = page('index');
    const details = page('details');
    vi.mocked(loadRemote).mockResolvedValue({
      contractVersion: CONTRACT_VERSION,
      section: 'conference',
      routes: [
        { path: 'conference', Component: index },
        { path: 'conference/paper-details', Component: details },
      ],
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        String(input).endsWith('/remotes.json')
          ? Response.json({ remotes })
          : new Response('Not Found', { status: 404 }), // no manifest to check: the remote is loaded as it is
      ),
    );
    try {
      prefetchSection('conference', 'conference');
      await vi.waitFor(() => expect(index.preload).toHaveBeenCalledTimes(1));
      expect(details.preload).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  });
});
