import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const remotes = {
  REMOTE_ARCHIVES_URL: 'https://archives.ijcri.example.org',
  REMOTE_CONFERENCE_URL: 'https://conference.ijcri.example.org',
  REMOTE_THESIS_URL: 'https://thesis.ijcri.example.org',
  REMOTE_INFO_URL: 'https://info.ijcri.example.org',
};

describe('site server configuration', () => {
  it('runs locally with no settings at all', () => {
    const config = readConfig({});
    expect(config.remotesDocument.remotes.archives).toBe('http://localhost:8081/mf-manifest.json');
    expect(config.apiUrl).toBe('http://localhost:8787');
  });

  it.each([
    ['REMOTE_ARCHIVES_URL', 'not a url'],
    ['REMOTE_THESIS_URL', 'javascript:alert(1)'],
    ['REMOTE_INFO_URL', 'file:///etc/passwd'],
    ['REMOTE_CONFERENCE_URL', 'https://user:secret@cdn.example.net'],
    ['API_URL', 'localhost:8787'],
    ['SITE_URL', 'ijcri.example.org'],
  ])('refuses %s=%s with a message naming the variable', (variable, value) => {
    expect(() => readConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [variable]: value })).toThrow(variable);
  });

  it('refuses an https site that leaves a remote on its local default', () => {
    const { REMOTE_INFO_URL: _left, ...three } = remotes;
    expect(() => readConfig({ SITE_URL: 'https://ijcri.example.org', ...three })).toThrow(/REMOTE_INFO_URL is not set/);
  });

  it('puts no localhost address in an https site configured in full', () => {
    const config = readConfig({ SITE_URL: 'https://ijcri.example.org', ...remotes });
    expect(Object.values(config.remotesDocument.remotes).join(' ')).not.toContain('localhost');
  });
});
