// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startWith } from '@journal/server-kit';

const main = fileURLToPath(new URL('main.ts', import.meta.url));

/** Each bad value stops the site server before it listens: one line naming the variable, exit code 1. */
const cases: [Record<string, string>, RegExp][] = [
  [{ PORT: '-1' }, /^site server not started: PORT must be a port number from 0 to 65535, got "-1"$/],
  [{ SITE_TRUST_PROXY: 'a,b' }, /^site server not started: SITE_TRUST_PROXY must be true, false, or .*got "a,b"$/],
  [
    { EDITORIAL_SYSTEM_URL: 'javascript:alert(1)' },
    /^site server not started: EDITORIAL_SYSTEM_URL must be an http or https address, got "javascript:alert\(1\)"/,
  ],
  [{ API_TOKEN: ' ' }, /^site server not started: API_TOKEN must be a non-blank Authorization value/],
  [{ SITE_MAX_CONNECTIONS: 'many' }, /^site server not started: SITE_MAX_CONNECTIONS must be a whole number/],
];

describe('the site server with a bad setting', () => {
  it.each(cases)('%o stops with one line and exit code 1', { timeout: 60_000 }, (env, message) => {
    const { status, output } = startWith(main, env);
    expect(output).toMatch(message);
    expect(output.split('\n')).toHaveLength(1);
    expect(status).toBe(1);
  });
});
