import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server for ${url} did not start in ${timeoutMs} ms`);
}

/**
 * Every server a test started and has not stopped. A test that times out while it awaits a server is
 * abandoned, not unwound: its `finally` never stops what it started, and Playwright then replaces the
 * worker, whose children live on and answer the next test on that port (a "down" remote that is up).
 * The `test` of support/test.ts stops what each test left running, and a worker that exits takes its
 * servers with it.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  // SIGTERM, not SIGKILL: tsx passes it on to the site server it runs, which a SIGKILL of tsx would orphan.
  for (const child of running) child.kill('SIGTERM');
});

/** The servers running now; stopServersStartedSince stops the ones started after this snapshot. */
export function runningServers(): ReadonlySet<ChildProcess> {
  return new Set(running);
}

export async function stopServersStartedSince(before: ReadonlySet<ChildProcess>): Promise<void> {
  await Promise.all([...running].filter((child) => !before.has(child)).map((child) => stopper(child)()));
}

/** A port that already answers would make a test talk to someone else's server: say so instead. */
async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: a server left running by another test or program`);
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Serves a built remote on another port (a section team's own deployment); `dist` serves another build of it. */
export async function startRemoteServer(
  section: string,
  port: number,
  siteOrigin: string,
  dist?: string,
): Promise<RunningServer> {
  await assertPortFree(port);
  const child = track(
    spawn('node', [path.join(root, 'server-kit/src/serve-remote.mjs'), section], {
      cwd: path.join(root, `mfe-${section}`),
      env: { ...process.env, PORT: String(port), SITE_ORIGINS: siteOrigin, ...(dist ? { REMOTE_DIST: dist } : {}) },
      stdio: 'ignore',
    }),
  );
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/mf-manifest.json`, child);
  return { url, stop: stopper(child) };
}

/** A second site server with its own environment (remote addresses), on the same built shell. */
export async function startSiteServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  await assertPortFree(port);
  const child = track(
    spawn(tsx, ['src/main.ts'], {
      cwd: path.join(root, 'site-server'),
      env: { ...process.env, PORT: String(port), ...env },
      stdio: 'ignore',
    }),
  );
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/remotes.json`, child);
  return { url, stop: stopper(child) };
}
