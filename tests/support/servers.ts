import { spawn, type ChildProcess } from 'node:child_process';
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
  const child = spawn('node', [path.join(root, 'server-kit/src/serve-remote.mjs'), section], {
    cwd: path.join(root, `mfe-${section}`),
    env: { ...process.env, PORT: String(port), SITE_ORIGINS: siteOrigin, ...(dist ? { REMOTE_DIST: dist } : {}) },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/mf-manifest.json`, child);
  return { url, stop: stopper(child) };
}

/** A second site server with its own environment (remote addresses), on the same built shell. */
export async function startSiteServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(tsx, ['server/main.ts'], {
    cwd: path.join(root, 'shell'),
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/remotes.json`, child);
  return { url, stop: stopper(child) };
}
