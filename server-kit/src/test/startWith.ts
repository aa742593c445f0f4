import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** The folder of the workspace an entry point belongs to (its nearest package.json). */
function workspaceOf(entry: string): string {
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * Runs a server's entry point with `env` over a clean environment; what it printed and its exit code.
 * It runs in its workspace, as `npm run serve -w …` runs it: tsx reads that workspace's tsconfig (the
 * JSX setting of the site server's React frame).
 */
export function startWith(entry: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, [tsxCli, entry], {
    cwd: workspaceOf(entry),
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}
