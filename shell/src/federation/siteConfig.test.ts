import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const remotes = {
  archives: 'http://localhost:8081/mf-manifest.json',
  conference: 'http://localhost:8082/mf-manifest.json',
  thesis: 'http://localhost:8083/mf-manifest.json',
  info: 'http://localhost:8084/mf-manifest.json',
};
const fromServer = { remotes: { ...remotes, thesis: 'https://fetched.example.org/mf-manifest.json' }, settings: {} };

/** A fresh copy of remotes.ts (it keeps the configuration for the page's life) and its runtime mock. */
async function freshModules() {
  vi.resetModules();
  const runtime = await import('@module-federation/runtime');
  const module = await import('./remotes.ts');
  return { loadSiteConfig: module.loadSiteConfig, registerRemotes: vi.mocked(runtime.registerRemotes) };
}

function putInlineConfig(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'journal-site-config';
  element.textContent = text;
  document.body.append(element);
}

describe('loadSiteConfig', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(fromServer), { status: 200 }));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    document.getElementById('journal-site-config')?.remove();
    vi.unstubAllGlobals();
  });

  it("registers the remotes from the page's journal-site-config block without a request", async () => {
    putInlineConfig(JSON.stringify({ remotes, settings: { editorialSystemUrl: 'https://ems.example.org/' } }));
    const { loadSiteConfig, registerRemotes } = await freshModules();
    const document = await loadSiteConfig();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.settings.editorialSystemUrl).toBe('https://ems.example.org/');
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mfe_thesis', entry: remotes.thesis }]),
      { force: true },
    );
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"remotes": '],
    ['not a site configuration', JSON.stringify({ remotes: { archives: 'javascript:alert(1)' } })],
  ])('fetches /remotes.json when the block is %s', async (_case, text) => {
    if (text !== null) putInlineConfig(text);
    const { loadSiteConfig, registerRemotes } = await freshModules();
    await loadSiteConfig();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mfe_thesis', entry: 'https://fetched.example.org/mf-manifest.json' }]),
      { force: true },
    );
  });
});
