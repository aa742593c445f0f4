import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** Runs a server's entry point with `env` over a clean environment; what it printed and its exit code. */
export function startWith(entry: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, [tsxCli, entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}
