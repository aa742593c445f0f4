import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A backup of a PostgreSQL journal while the API runs: pg_dump's custom-format archive, which reads
 * one snapshot (every write committed before the dump began, none half-way) and which pg_restore
 * restores into an empty database (docs/reliability.md, "Backup and restore"). The file holds readers'
 * e-mails and messages: it is created 0600 before pg_dump writes into it. The archive is then read
 * back with `pg_restore --list`, which fails on a truncated or corrupt file, and must list the
 * journal's tables.
 */
export async function dumpPostgres(
  url: string,
  out: string,
): Promise<{ bytes: number; seconds: number; tables: number }> {
  const started = performance.now();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.closeSync(fs.openSync(out, 'wx', 0o600));
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', out, '--dbname', url], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { stdout } = await run('pg_restore', ['--list', out], { maxBuffer: 64 * 1024 * 1024 });
    const tables = stdout.split('\n').filter((line) => / TABLE DATA public /.test(line));
    if (!tables.some((line) => / papers /.test(line))) throw new Error(`${out} holds no journal (no papers table)`);
    return { bytes: fs.statSync(out).size, seconds: (performance.now() - started) / 1000, tables: tables.length };
  } catch (error) {
    fs.rmSync(out, { force: true });
    const reason = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`pg_dump is not installed: apt-get install postgresql-client (${reason})`);
    }
    throw new Error(`The backup failed: ${reason}`);
  }
}

/** Restores an archive of dumpPostgres into an empty database (the test and docs/reliability.md do the same with the command line). */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url, file], { maxBuffer: 16 * 1024 * 1024 });
}
