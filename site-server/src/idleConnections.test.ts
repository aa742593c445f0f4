// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './app.ts';
import { readConfig } from './config.ts';
import { createRemoteHints } from './remoteHints.ts';
import { fakeApi } from './test/fakeApi.ts';
import { INDEX_HTML } from './test/siteServer.ts';

/**
 * One host holding many idle sockets must not keep a new reader from a page. The
 * attacker connects from 127.0.0.2 and the reader from 127.0.0.1 (both loopback; nothing leaves the
 * machine). The numbers are small and bounded; the per-address cap is what is tested, not the
 * machine's file descriptor limit.
 */
const IDLE_SOCKETS = 400;
const PER_ADDRESS = 40;

const sockets: net.Socket[] = [];
const servers: FastifyInstance[] = [];

/** A site server on its own port; `idleTimeoutMs` is how long it leaves a socket that sends nothing open. */
async function startSite(idleTimeoutMs: number) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const config = readConfig({
    SHELL_DIST: dist,
    SITE_MAX_CONNECTIONS: '1000',
    SITE_MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
  });
  config.connectionLimits = { ...config.connectionLimits, idleTimeoutMs };
  const remoteHints = createRemoteHints(config.remotesDocument.remotes, config.siteUrl, {
    fetch: () => Promise.reject(new Error('no remotes in tests')),
  });
  const app = await buildSiteServer(config, { api: fakeApi(), remoteHints });
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((app) => app.close()));
});

/** A socket from `localAddress` that sends nothing; `closed` settles when the server closes it. */
function idleSocket(port: number, localAddress: string) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  const state = { open: true };
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.open = false;
      resolve();
    }),
  );
  return { state, closed };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('many idle sockets from one host', () => {
  it('keeps at most the per-address cap open, and a new reader still gets a page', { timeout: 60_000 }, async () => {
    // The default idle timeout (30 s): the sockets under the cap stay open while a loaded machine runs this.
    const port = await startSite(readConfig({}).connectionLimits.idleTimeoutMs);
    const attack = Array.from({ length: IDLE_SOCKETS }, () => idleSocket(port, '127.0.0.2'));
    // The server closes every socket over the cap as it arrives (however slowly a loaded machine does it).
    await until(() => attack.filter((s) => !s.state.open).length >= IDLE_SOCKETS - PER_ADDRESS);
    expect(attack.filter((s) => s.state.open).length).toBeLessThanOrEqual(PER_ADDRESS);
    expect(attack.some((s) => s.state.open)).toBe(true);
    // The reader, from another address, while the attacker's sockets are still open.
    const page = await fetch(`http://127.0.0.1:${port}/aim-and-scope`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('closes a socket that sends nothing once the idle timeout passes', { timeout: 60_000 }, async () => {
    // A short idle timeout, so the test can watch an idle socket being closed.
    const idle = idleSocket(await startSite(1500), '127.0.0.3');
    await idle.closed;
    expect(idle.state.open).toBe(false);
  });
});
