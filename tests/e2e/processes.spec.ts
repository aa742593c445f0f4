import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portOffset } from '../support/env.ts';

/**
 * `npm run serve` as a supervisor: one part killed (kill -9) is restarted while the others keep
 * answering, and a stop (Ctrl-C, SIGTERM to the start script or to npm) ends every part and frees every
 * port. Each describe runs its own copy of the site on ports shifted beyond the test run's, so the site
 * the other tests use is never touched. Its own project in playwright.config.ts runs this file after all the
 * others, on a machine they no longer load: it starts whole sites and times a restart.
 */

const root = path.resolve(import.meta.dirname, '../..');
type Part = 'site' | 'archives' | 'conference' | 'thesis' | 'info' | 'api';

function partsAt(offset: number): Record<Part, number> {
  return {
    site: 8080 + offset,
    archives: 8081 + offset,
    conference: 8082 + offset,
    thesis: 8083 + offset,
    info: 8084 + offset,
    api: 8787 + offset,
  };
}

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

/** The ports of `parts` something still listens on. */
function heldPorts(parts: Record<Part, number>): number[] {
  return Object.values(parts).filter((port) => listenerPid(port) !== null);
}

/** Processes still alive in process group `group` (zombies, already ended, left out). */
function aliveInGroup(group: number): string[] {
  let lines: string;
  try {
    lines = execFileSync('ps', ['-o', 'stat=,pid=,ppid=,args=', '-g', String(group)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when the group is empty
  }
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('Z'));
}

interface RunningSite {
  child: ChildProcess;
  exited: Promise<string>;
  stop(): void;
}

/** Starts the built site with `command` in a process group of its own and waits until every part answers. */
async function startSite(command: string[], parts: Record<Part, number>, offset: number): Promise<RunningSite> {
  // A site left running on these ports (by an interrupted run) would answer in this one's place.
  expect(heldPorts(parts), 'ports already taken before the start').toEqual([]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'journal-serve-'));
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      JOURNAL_PORT_OFFSET: String(offset),
      JOURNAL_DB: path.join(dataDir, 'journal.db'),
      JOURNAL_FILES_DIR: path.join(dataDir, 'files'),
    },
    detached: true, // its own process group, so Ctrl-C (SIGINT to the group) reaches it as from a terminal
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The site's last words, to say why it did not come up when it does not.
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  // Whatever a failed test (or a start that never finished) left behind.
  const stop = () => {
    if (aliveInGroup(child.pid!).length > 0) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const port of Object.values(parts)) {
      await expect.poll(() => healthy(port), { timeout: 120_000, intervals: [500] }).toBe(true);
    }
  } catch (error) {
    stop();
    const load = os
      .loadavg()
      .map((average) => average.toFixed(1))
      .join(', ');
    throw new Error(
      `${(error as Error).message}\nLoad average ${load}. The site's output, last 40 lines:\n${output.slice(-40).join('\n')}`,
    );
  }
  return { child, exited, stop };
}

/** Every port free and no process of the site left, within the servers' 10 s graceful stop. */
async function expectAllStopped(site: RunningSite, parts: Record<Part, number>) {
  await expect
    .poll(() => ({ heldPorts: heldPorts(parts), processes: aliveInGroup(site.child.pid!) }), {
      timeout: 15_000,
      intervals: [250],
    })
    .toEqual({ heldPorts: [], processes: [] });
}

test.describe('npm run serve', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const offset = portOffset + 500;
  const parts = partsAt(offset);
  let site: RunningSite | undefined;

  test.beforeAll(async () => {
    site = await startSite(['npm', 'run', 'serve'], parts, offset);
  });

  test.afterAll(() => site?.stop());

  for (const killed of ['archives', 'api'] as const) {
    test(`the ${killed} server killed with kill -9 is back within 5 s while the others keep answering`, async () => {
      const pid = listenerPid(parts[killed]);
      expect(pid, `a process listens on ${parts[killed]}`).not.toBeNull();
      process.kill(pid!, 'SIGKILL');
      await expect.poll(() => healthy(parts[killed]), { timeout: 2_000, intervals: [100] }).toBe(false);

      const others = (Object.keys(parts) as Part[]).filter((part) => part !== killed);
      const stillUp = await Promise.all(others.map(async (part) => [part, await healthy(parts[part])] as const));
      expect(stillUp.filter(([, up]) => !up).map(([part]) => part)).toEqual([]);

      await expect.poll(() => healthy(parts[killed]), { timeout: 5_000, intervals: [100] }).toBe(true);
      expect(listenerPid(parts[killed])).not.toBe(pid);
    });
  }

  test('Ctrl-C stops every part and frees every port', async () => {
    const running = site!;
    process.kill(-running.child.pid!, 'SIGINT');
    // npm ends itself with the signal it got; the start script (its child) exits 0 once every part has stopped.
    expect(['0', 'SIGINT']).toContain(await running.exited);
    await expectAllStopped(running, parts);
  });
});

test.describe('a stop sent to one process', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const offset = portOffset + 600;
  const parts = partsAt(offset);
  let site: RunningSite | undefined;

  test.afterEach(() => site?.stop());

  // A service manager or a script stops the start script alone; npm passes SIGTERM to its shell only, which
  // ends without passing it on, and the start script notices it has lost its parent.
  const cases = [
    { name: 'SIGTERM to the start script', command: ['node', 'scripts/start.mjs'] },
    { name: 'SIGTERM to npm run serve', command: ['npm', 'run', 'serve'] },
  ];
  for (const { name, command } of cases) {
    test(`${name} stops every part and frees every port`, async () => {
      site = await startSite(command, parts, offset);
      process.kill(site.child.pid!, 'SIGTERM');
      await site.exited;
      await expectAllStopped(site, parts);
    });
  }
});
