import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ports, siteEnv } from '../../scripts/services.mjs';
import { restartDelay } from '../../scripts/supervise.mjs';
import { portsInUse } from '../../scripts/portsInUse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the site server started by npm start / npm run serve', () => {
  it('keeps the REMOTE_*_URL and API_URL the environment gives, and fills in only the missing ones', () => {
    const env = siteEnv(ports(0), {
      REMOTE_THESIS_URL: 'https://thesis.example.org',
      API_URL: 'http://api.internal:8787',
    });
    expect(env.REMOTE_THESIS_URL).toBe('https://thesis.example.org');
    expect(env.API_URL).toBe('http://api.internal:8787');
    expect(env.REMOTE_ARCHIVES_URL).toBe('http://localhost:8081');
    expect(env.PORT).toBe('8080');
  });

  it('shifts the defaults with the port offset', () => {
    expect(siteEnv(ports(18000), {})).toMatchObject({
      PORT: '26080',
      API_URL: 'http://localhost:26787',
      REMOTE_INFO_URL: 'http://localhost:26084',
    });
  });
});

describe('npm start / npm run serve restarting a part that fails', () => {
  it('waits 0.1 s before the first restart, doubles the pause while the part keeps failing, and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5].map(restartDelay)).toEqual([100, 200, 400, 800, 1600]);
    expect(restartDelay(9)).toBe(25_600);
    expect(restartDelay(10)).toBe(30_000);
    expect(restartDelay(40)).toBe(30_000);
  });
});

describe('npm start / npm run serve before it starts anything', () => {
  it('finds the ports another process already holds, and only those', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const held = (holder.address() as net.AddressInfo).port;
    const free = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen({ port: 0, host: '127.0.0.1' }, () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    try {
      expect(
        await portsInUse(
          [
            ['site', held],
            ['api', free],
          ],
          '127.0.0.1',
        ),
      ).toEqual([['site', held]]);
    } finally {
      holder.close();
    }
  });
});

describe("a remote's dev harness", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('listens on its port shifted by JOURNAL_PORT_OFFSET, so it never collides with a running site', async () => {
    vi.stubEnv('JOURNAL_PORT_OFFSET', '18000');
    const { defineRemoteConfig } = await import('../../build-kit/federation.mjs');
    const config = defineRemoteConfig('thesis')({ command: 'serve', mode: 'development' });
    expect(config.server?.port).toBe(26083);
    expect(config.server?.origin).toBe('http://localhost:26083');
  });
});

describe('the compose file', () => {
  it('uses only variables that docs/deployment.md describes', () => {
    const compose = readFileSync(path.join(root, 'deploy', 'compose.yaml'), 'utf8');
    const docs = readFileSync(path.join(root, 'docs', 'deployment.md'), 'utf8');
    const names = new Set(
      [...compose.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm), ...compose.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(names.size).toBeGreaterThan(8);
    for (const name of names) expect(docs, name).toContain(`\`${name}\``);
  });
});
