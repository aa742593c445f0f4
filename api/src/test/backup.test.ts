import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackageDir } from '../config.ts';
import { callApi, killAllApis, startApi } from './realApi.ts';

/**
 * `npm run backup` while the API writes (docs/reliability.md). 1,000 contact messages are sent, 32 at a
 * time; once 300 are acknowledged the backup starts. Every message acknowledged before it started must
 * be in the copy, which passes integrity_check and is one file (no WAL beside it).
 */
const run = promisify(execFile);
const TOTAL = 1000;
const BACKUP_AFTER = 300;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-backup-'));
});
afterAll(() => {
  killAllApis();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it(
    'holds every write acknowledged before it started, taken while 1,000 writes are in flight',
    { timeout: 240_000 },
    async () => {
      const api = await startApi(dir);
      const out = path.join(dir, 'backups', 'journal-backup.db');
      const acked: number[] = [];
      let ackedBeforeBackup: number[] | undefined;
      let backup: Promise<{ stdout: string }> | undefined;
      let next = 0;
      const send = async (n: number) => {
        // One address per message (10.x.y.z), so no client reaches its allowance.
        const res = await callApi(
          api,
          '/contactUs',
          {
            name: `Reader ${n}`,
            email: `backup-${n}@example.org`,
            subject: `Backup check ${n}`,
            message: `Message ${n}, written while a backup runs.`,
          },
          `10.9.${n >> 8}.${n & 255}`,
        );
        expect(res.status).toBe(201);
        acked.push(((await res.json()) as { id: number }).id);
        if (!backup && acked.length >= BACKUP_AFTER) {
          ackedBeforeBackup = [...acked];
          backup = run(
            process.execPath,
            ['--import', 'tsx', 'src/cli/backup.ts', '--db', path.join(dir, 'journal.db'), '--out', out],
            { cwd: apiPackageDir },
          );
        }
      };
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < TOTAL) await send(next++);
        }),
      );
      const { stdout } = await backup!;
      expect(stdout).toContain('integrity ok');
      api.child.kill('SIGTERM');
      await api.exited;

      expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${out}-wal`)).toBe(false);
      const copy = new Database(out, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const ids = new Set(copy.prepare('SELECT id FROM contact_messages').pluck().all() as number[]);
        const missing = ackedBeforeBackup!.filter((id) => !ids.has(id));
        expect(missing, 'acknowledged before the backup, missing from it').toEqual([]);
        // The copy is a whole journal: the seeded archive is there too.
        expect(copy.prepare('SELECT count(*) FROM papers').pluck().get()).toBeGreaterThan(0);
      } finally {
        copy.close();
      }
    },
  );

  it('refuses to overwrite a file and names what is missing', async () => {
    const existing = path.join(dir, 'existing.db');
    fs.writeFileSync(existing, 'keep me');
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup.ts', '--db', path.join(dir, 'journal.db'), '--out', existing],
      { cwd: apiPackageDir },
    ).catch((error: unknown) => error);
    expect((failure as { stderr: string }).stderr).toContain('exists: choose a new file');
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    const noOut = await run(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts'], { cwd: apiPackageDir }).catch(
      (error: unknown) => error,
    );
    expect((noOut as { stderr: string }).stderr).toContain('--out is required');
  });
});
