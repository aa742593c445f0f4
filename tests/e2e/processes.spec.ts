import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portOffset } from '../support/env.ts';

/**
 * `npm run serve` as a supervisor: one part killed (kill -9) is restarted while the others keep
 * answering, and Ctrl-C stops every part. It runs its own copy of the site on ports shifted by 500
 * more than the test run's, so the site the other tests use is never touched.
 */

const offset = portOffset + 500;
const parts = {
  site: 8080 + offset,
  archives: 8081 + offset,
  conference: 8082 + offset,
  thesis: 8083 + offset,
  info: 8084 + offset,
  api: 8787 + offset,
} as const;
type Part = keyof typeof parts;

async function healthy(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://localhost:${port}/health`, { signal: AbortSignal.timeout(1_000) });
    return answer.ok && ((await answer.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}

/** The process listening on `port` (from `ss`: users:(("node",pid=123,fd=20))). */
function listenerPid(port: number): number | null {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(line);
  return match ? Number(match[1]) : null;
}

const others = (killed: Part) => (Object.keys(parts) as Part[]).filter((part) => part !== killed);

test.describe('npm run serve', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let serve: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'journal-serve-'));
    serve = spawn('npm', ['run', 'serve'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        JOURNAL_PORT_OFFSET: String(offset),
        JOURNAL_DB: path.join(dataDir, 'journal.db'),
        JOURNAL_FILES_DIR: path.join(dataDir, 'files'),
      },
      detached: true, // its own process group, so Ctrl-C (SIGINT) reaches it as from a terminal
      stdio: 'ignore',
    });
    for (const port of Object.values(parts)) {
      await expect.poll(() => healthy(port), { timeout: 120_000, intervals: [500] }).toBe(true);
    }
  });

  test.afterAll(() => {
    if (serve.pid && serve.exitCode === null) process.kill(-serve.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const killed of ['archives', 'api'] as const) {
    test(`the ${killed} server killed with kill -9 is back within 5 s while the others keep answering`, async () => {
      // Known open failure (composition issue, still open): the API's cluster takes 5.1 to 5.4 s to answer
      // again (1 s restart delay plus start-up), just over the limit; docs/architecture.md, "Ports and processes".
      test.fixme(killed === 'api', 'the API answers again after 5.1 to 5.4 s: start-up still too slow');
      const pid = listenerPid(parts[killed]);
      expect(pid, `a process listens on ${parts[killed]}`).not.toBeNull();
      process.kill(pid!, 'SIGKILL');
      await expect.poll(() => healthy(parts[killed]), { timeout: 2_000, intervals: [100] }).toBe(false);

      const stillUp = await Promise.all(
        others(killed).map(async (part) => [part, await healthy(parts[part])] as const),
      );
      expect(stillUp.filter(([, up]) => !up).map(([part]) => part)).toEqual([]);

      await expect.poll(() => healthy(parts[killed]), { timeout: 5_000, intervals: [100] }).toBe(true);
      expect(listenerPid(parts[killed])).not.toBe(pid);
    });
  }

  test('Ctrl-C stops every part', async () => {
    const exited = new Promise<string>((resolve) =>
      serve.once('exit', (code, signal) => resolve(signal ?? String(code))),
    );
    process.kill(-serve.pid!, 'SIGINT');
    // npm ends itself with the signal it got; concurrently (its child) exits 0 once every part has stopped.
    expect(['0', 'SIGINT']).toContain(await exited);
    for (const port of Object.values(parts)) {
      await expect.poll(() => healthy(port), { timeout: 15_000 }).toBe(false);
    }
  });
});
