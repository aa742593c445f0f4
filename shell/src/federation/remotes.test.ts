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
    const document = parseRemotesDocument({ remotes, settings: { editorialSystemUrl: 'https://ems.example.org/login' } });
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
  ])('refuses %j with a clear message', (body, message) => {
    expect(() => parseRemotesDocument(body)).toThrow(SiteConfigError);
    expect(() => parseRemotesDocument(body)).toThrow(message);
  });
});
