// @vitest-environment node
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { startWith } from '@journal/server-kit';

const main = fileURLToPath(new URL('main.ts', import.meta.url));

/** Each bad value stops the API before it listens: one line naming the variable, exit code 1. */
const cases: [Record<string, string>, RegExp][] = [
  [{ PORT: 'eighty' }, /^Journal API not started: PORT must be a port number from 0 to 65535, got "eighty"$/],
  [{ LOG_LEVEL: 'nonsense' }, /^Journal API not started: LOG_LEVEL must be one of fatal, error, .*got "nonsense"$/],
  [
    { TRUST_PROXY: '10.0.0.1/99' },
    /^Journal API not started: TRUST_PROXY must be true, false, or .*got "10.0.0.1\/99"$/,
  ],
  [{ JOURNAL_DB: os.tmpdir() }, /^Journal API not started: JOURNAL_DB must be a file, and .* is not$/],
  [{ API_TOKEN: '   ' }, /^Journal API not started: API_TOKEN must be a non-blank Authorization value.*$/],
  [
    { SITE_URL: 'javascript:alert(1)' },
    /^Journal API not started: SITE_URL must be an http:\/\/ or https:\/\/ address/,
  ],
  [{ REDIS_URL: 'localhost:6379' }, /^Journal API not started: REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/],
  [
    { MAIL_CLAIM_SECONDS: '5' },
    /^Journal API not started: MAIL_CLAIM_SECONDS must be a whole number of seconds from 30 to 3600, got "5"$/,
  ],
  [{ API_MAX_CONNECTIONS: '0' }, /^Journal API not started: API_MAX_CONNECTIONS must be a whole number from 1/],
];

describe('the API with a bad setting', () => {
  it.each(cases)('%o stops with one line and exit code 1', { timeout: 60_000 }, (env, message) => {
    const { status, output } = startWith(main, { ...env, API_WORKERS: '1' });
    expect(output).toMatch(message);
    expect(output.split('\n')).toHaveLength(1);
    expect(status).toBe(1);
  });
});
